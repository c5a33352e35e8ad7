import type { FunFact } from "../../../shared/fun-facts/fun-fact";

type MonthFile = () => Promise<{ MONTH_FACTS: readonly FunFact[] }>;

/** One file a month, January first: the dashboard loads only the month it shows. */
const MONTH_FILES: readonly MonthFile[] = [
  () => import("../../../shared/fun-facts/month-01"),
  () => import("../../../shared/fun-facts/month-02"),
  () => import("../../../shared/fun-facts/month-03"),
  () => import("../../../shared/fun-facts/month-04"),
  () => import("../../../shared/fun-facts/month-05"),
  () => import("../../../shared/fun-facts/month-06"),
  () => import("../../../shared/fun-facts/month-07"),
  () => import("../../../shared/fun-facts/month-08"),
  () => import("../../../shared/fun-facts/month-09"),
  () => import("../../../shared/fun-facts/month-10"),
  () => import("../../../shared/fun-facts/month-11"),
  () => import("../../../shared/fun-facts/month-12"),
];

const loaded = new Map<number, Promise<readonly FunFact[]>>();

/** The fun facts of a month (0 for January), loaded once. */
export function monthFacts(month: number): Promise<readonly FunFact[]> {
  let facts = loaded.get(month);
  if (!facts) {
    const file = MONTH_FILES[month];
    if (!file) return Promise.reject(new Error(`No month ${month}`));
    facts = file().then((m) => m.MONTH_FACTS);
    // A failed load (offline) may be tried again on the next visit.
    facts.catch(() => loaded.delete(month));
    loaded.set(month, facts);
  }
  return facts;
}
