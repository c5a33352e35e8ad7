/** How a child's scores move over the last 14 days (docs/product/gameplay.md#analytics). */
export type Trend = "improving" | "declining" | "stable" | "not_enough_data";

/** More than this many percentage points between the two weeks is a change. */
const TREND_THRESHOLD_POINTS = 5;

/**
 * Compares the average score percent of the earlier 7 days with the later 7:
 * improving when the later is more than 5 points higher, declining when more
 * than 5 lower, otherwise stable; not enough data when either week has no games.
 */
export function trendOf(earlierAverage: number | null, laterAverage: number | null): Trend {
  if (earlierAverage === null || laterAverage === null) return "not_enough_data";
  const change = laterAverage - earlierAverage;
  if (change > TREND_THRESHOLD_POINTS) return "improving";
  if (change < -TREND_THRESHOLD_POINTS) return "declining";
  return "stable";
}

export const TREND_LABELS: Readonly<Record<Trend, string>> = {
  improving: "Improving",
  declining: "Declining",
  stable: "Stable",
  not_enough_data: "Not enough data",
};
