import type { FunFact } from "../../../shared/fun-facts/fun-fact";
import { halfMonthOf } from "../../../shared/fun-facts/fun-fact-for";

type HalfMonthFile = () => Promise<{ FACTS: readonly FunFact[] }>;

/** One file a half-month, January's first half first: the dashboard loads only the one it shows. */
const HALF_MONTH_FILES: readonly HalfMonthFile[] = [
  () => import("../../../shared/fun-facts/month-01-early"),
  () => import("../../../shared/fun-facts/month-01-late"),
  () => import("../../../shared/fun-facts/month-02-early"),
  () => import("../../../shared/fun-facts/month-02-late"),
  () => import("../../../shared/fun-facts/month-03-early"),
  () => import("../../../shared/fun-facts/month-03-late"),
  () => import("../../../shared/fun-facts/month-04-early"),
  () => import("../../../shared/fun-facts/month-04-late"),
  () => import("../../../shared/fun-facts/month-05-early"),
  () => import("../../../shared/fun-facts/month-05-late"),
  () => import("../../../shared/fun-facts/month-06-early"),
  () => import("../../../shared/fun-facts/month-06-late"),
  () => import("../../../shared/fun-facts/month-07-early"),
  () => import("../../../shared/fun-facts/month-07-late"),
  () => import("../../../shared/fun-facts/month-08-early"),
  () => import("../../../shared/fun-facts/month-08-late"),
  () => import("../../../shared/fun-facts/month-09-early"),
  () => import("../../../shared/fun-facts/month-09-late"),
  () => import("../../../shared/fun-facts/month-10-early"),
  () => import("../../../shared/fun-facts/month-10-late"),
  () => import("../../../shared/fun-facts/month-11-early"),
  () => import("../../../shared/fun-facts/month-11-late"),
  () => import("../../../shared/fun-facts/month-12-early"),
  () => import("../../../shared/fun-facts/month-12-late"),
];

const loaded = new Map<number, Promise<readonly FunFact[]>>();

/** The fun facts of the half-month of `date` (`halfMonthOf`), loaded once. */
export function halfMonthFacts(date: Date): Promise<readonly FunFact[]> {
  const half = halfMonthOf(date);
  let facts = loaded.get(half);
  if (!facts) {
    const file = HALF_MONTH_FILES[half];
    if (!file) return Promise.reject(new Error(`No half-month ${half}`));
    facts = file().then((m) => m.FACTS);
    // A failed load (offline) may be tried again on the next visit.
    facts.catch(() => loaded.delete(half));
    loaded.set(half, facts);
  }
  return facts;
}
