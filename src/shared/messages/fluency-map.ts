// The times-table fluency map (src/shared/learning/fluency-map.ts): its key, and each square's reason for its
// level, from the sittings that decide it: `fluencyMapMessages` in messages.ts.

/** `{answers}` FACT_RECENT_ANSWERS; `{hours}` FACT_REVIEW_GAP_MS in hours; `{secureReviews}`, `{fluentReviews}` the sittings; `{fluentSeconds}` the level's fluent time. */
export const legend =
  "Each square is one fact (7 × 8 and 8 × 7 count as one), from the last {answers} answers to each order, as Smart Practice reads them. Answers within {hours} hours are one sitting, timed by its slowest answer. The level comes from the latest sittings, not from how many answers were right: needs practice, missed at the last sitting; getting there, right at the last sitting but not yet secure; secure, right within the 6 seconds of the Multiplication Tables Check at each of the last {secureReviews} sittings; fluent, right within {fluentSeconds} seconds at each of the last {fluentReviews}.";
/** `{sittings}` the last ones, latest first. */
export const lastSittings = "latest sittings first: {sittings}";
export const sittingRight = "right in {time}";
export const sittingMissed = "missed";
export const reasonMissed = "missed at the last sitting";
export const reasonNotSecure = "secure needs the last {reviews} right within {seconds} s";
export const reasonSecure =
  "right within {seconds} s at the last {reviews}; fluent needs the last {fluentReviews} within {fluentSeconds} s";
export const reasonFluent = "right within {seconds} s at the last {reviews}";
/** `{right}` of `{answers}` answers lately (both orders, up to twice FACT_RECENT_ANSWERS). */
export const rightLately = "{right} of {answers} answers right lately";
