/**
 * The day Premium ends, as the server answered it (`premium_ends_at`), in
 * British form: "Tuesday 1 December", with the year when it is not this
 * year's. The day is the UTC day, as every calendar day of the app is.
 */
export function premiumEndDate(endsAt: string, now: Date = new Date()): string {
  const at = new Date(endsAt);
  const name = (options: Intl.DateTimeFormatOptions) => at.toLocaleDateString("en-GB", { ...options, timeZone: "UTC" });
  const day = `${name({ weekday: "long" })} ${at.getUTCDate()} ${name({ month: "long" })}`;
  return at.getUTCFullYear() === now.getUTCFullYear() ? day : `${day} ${at.getUTCFullYear()}`;
}
