/** The PIN input keeps digits only, at most 4. */
export function digitsOnly(value: string, max = 4): string {
  return value.replace(/\D/g, "").slice(0, max);
}

/** A whole-number input as typed: its digits (at most `max`) as a number, or null while it is blank. */
export function wholeNumber(typed: string, max: number): number | null {
  const digits = digitsOnly(typed, max);
  return digits === "" ? null : Number(digits);
}
