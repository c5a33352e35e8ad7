/** The PIN input keeps digits only, at most 4. */
export function digitsOnly(value: string, max = 4): string {
  return value.replace(/\D/g, "").slice(0, max);
}

/** The most of a number input's text kept while it is not a whole number. */
const KEPT_CHARS = 12;

/**
 * A number input's text read as a whole number: its digits (at most `max`), or
 * null while blank. Text with anything but digits ("2.5", "1e3") is never
 * read as another number (25, 13): it is NaN, which the form's schema refuses
 * in words, and `kept` is the text to go on showing meanwhile.
 */
export function typedWholeNumber(typed: string, max: number): { value: number | null; kept: string | null } {
  if (/^\s*\d*\s*$/.test(typed)) return { value: wholeNumber(typed, max), kept: null };
  return { value: Number.NaN, kept: typed.slice(0, KEPT_CHARS) };
}

/** A whole-number input as typed: its digits (at most `max`) as a number, or null while it is blank. */
function wholeNumber(typed: string, max: number): number | null {
  const digits = digitsOnly(typed, max);
  return digits === "" ? null : Number(digits);
}
