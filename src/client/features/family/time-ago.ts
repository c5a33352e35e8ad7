const relative = new Intl.RelativeTimeFormat("en-GB", { numeric: "auto" });
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** When something happened, as a parent would say it: "just now", "3 hours ago", "yesterday", "12 November". */
export function timeAgo(then: Date, now: Date): string {
  const ago = Math.max(0, now.getTime() - then.getTime());
  if (ago < MINUTE) return "just now";
  if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), "minute");
  if (ago < DAY) return relative.format(-Math.floor(ago / HOUR), "hour");
  if (ago < 7 * DAY) return relative.format(-Math.floor(ago / DAY), "day");
  return then.toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    ...(then.getUTCFullYear() === now.getUTCFullYear() ? {} : { year: "numeric" }),
    timeZone: "UTC",
  });
}
