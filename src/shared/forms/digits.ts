/** The PIN input keeps digits only, at most 4. */
export function digitsOnly(value: string, max = 4): string {
  return value.replace(/\D/g, "").slice(0, max);
}
