import { MTC_PRACTICE_QUESTIONS, MTC_QUESTIONS } from "../../../constants";
import { randomInt, shuffled, type Random } from "../../random";

/** One multiplication fact as asked: `n1 × n2`, the first number naming the table. */
export interface MtcFact {
  n1: number;
  n2: number;
}

/** A rehearsal's questions: the practice ones (not scored), then the check's. */
export interface MtcForm {
  practice: MtcFact[];
  check: MtcFact[];
}

interface Limits {
  min: number;
  max: number;
}

/** The check's tables: 2 to 12 (the 1× table is never asked), 121 facts in all. */
export const MTC_TABLES = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

/**
 * How many of the 25 questions each table gives, counted by the first number
 * (3 × 9 belongs to the 3 times table).
 *
 * Source: Standards and Testing Agency, "Multiplication tables check
 * assessment framework" (November 2018, for use from 2019; gov.uk,
 * publications/multiplication-tables-check-assessment-framework), section
 * "Test content", table 1 (page 10). Two independent transcriptions of that
 * table agree with every row here: a public research note's (its 10, 11 and
 * 12 rows checked against thirdspacelearning.com's summary) and The Key for
 * School Leaders' guide to the check, which gives all eleven rows; practice
 * sites that follow it agree too ("between 2 and 4 questions from the 7
 * times table"). The
 * emphasis falls on the 6, 7, 8, 9 and 12 times tables. See
 * docs/decisions/0013-mtc-rehearsal.md.
 */
export const MTC_TABLE_LIMITS: Readonly<Record<number, Limits>> = {
  2: { min: 0, max: 2 },
  3: { min: 1, max: 3 },
  4: { min: 1, max: 3 },
  5: { min: 1, max: 3 },
  6: { min: 2, max: 4 },
  7: { min: 2, max: 4 },
  8: { min: 2, max: 4 },
  9: { min: 2, max: 4 },
  10: { min: 0, max: 2 },
  11: { min: 1, max: 3 },
  12: { min: 2, max: 4 },
};

/** The KS1 tables, limited together (framework "Test content", table 2)... */
export const MTC_KS1_TABLES: readonly number[] = [2, 5, 10];
/**
 * ...to 3 to 7 questions of the 25 (as mtcpractise.co.uk states the DfE's
 * criteria: "between 3 and 7 KS1 questions in each test"; 7 is also the sum
 * of the three tables' maxima). The KS2 tables give the other 18 to 22.
 */
export const MTC_KS1_LIMITS: Readonly<Limits> = { min: 3, max: 7 };

/**
 * The second numbers are "monitored to ensure instances of each number are
 * within +/-1 of the minimum and maximum parameters" (framework, "Test
 * content"): read here as each second number n appearing from its table's
 * minimum - 1 to its maximum + 1 times.
 */
const MTC_SECOND_NUMBER_SLACK = 1;

const KS2_LIMITS: Limits = { min: MTC_QUESTIONS - MTC_KS1_LIMITS.max, max: MTC_QUESTIONS - MTC_KS1_LIMITS.min };

function tableLimits(n: number): Limits {
  const limits = MTC_TABLE_LIMITS[n];
  if (!limits) throw new Error(`${n} is not a table of the check`);
  return limits;
}

/** How often a number may come second. */
export function secondNumberLimits(n: number): Limits {
  const { min, max } = tableLimits(n);
  return { min: Math.max(0, min - MTC_SECOND_NUMBER_SLACK), max: max + MTC_SECOND_NUMBER_SLACK };
}

const isKs1 = (table: number) => MTC_KS1_TABLES.includes(table);
const factKey = (a: number, b: number) => `${a}x${b}`;

/**
 * How many questions each table gives: each table's minimum, then one more at
 * a time to a table that can take it, keeping the KS1 and KS2 groups within
 * their limits, until there are 25.
 */
function tableCounts(random: Random): Map<number, number> {
  const counts = new Map<number, number>(MTC_TABLES.map((t) => [t, tableLimits(t).min]));
  const total = () => [...counts.values()].reduce((a, b) => a + b, 0);
  const ks1 = () => MTC_KS1_TABLES.reduce((sum, t) => sum + (counts.get(t) ?? 0), 0);
  while (total() < MTC_QUESTIONS) {
    const left = MTC_QUESTIONS - total();
    const ks1Needed = Math.max(0, MTC_KS1_LIMITS.min - ks1());
    const ks2Count = total() - ks1();
    const open = MTC_TABLES.filter((t) => {
      if ((counts.get(t) ?? 0) >= tableLimits(t).max) return false;
      if (isKs1(t)) return ks1() < MTC_KS1_LIMITS.max;
      // A KS2 question must leave room for the KS1 questions still needed.
      return ks2Count < KS2_LIMITS.max && left - 1 >= ks1Needed;
    });
    const table = open[randomInt(random, 0, open.length - 1)];
    if (table === undefined) throw new Error("No table can take another question");
    counts.set(table, (counts.get(table) ?? 0) + 1);
  }
  return counts;
}

/** Tries to give each slot (a table) a second number; null when the search runs past its budget. */
function secondNumbers(tables: readonly number[], random: Random): MtcFact[] | null {
  const used = new Set<string>();
  const seconds = new Map<number, number>(MTC_TABLES.map((n) => [n, 0]));
  const chosen: MtcFact[] = [];
  let budget = 2_000;
  // The second numbers still short of their minimum must fit in the slots left.
  const shortfall = () =>
    MTC_TABLES.reduce((sum, n) => sum + Math.max(0, secondNumberLimits(n).min - (seconds.get(n) ?? 0)), 0);

  const place = (slot: number): boolean => {
    if (slot === tables.length) return true;
    if (--budget < 0) return false;
    const a = tables[slot] ?? 0;
    for (const b of shuffled(random, MTC_TABLES)) {
      // No repeat, and never a fact with its reversal (3 × 8 and 8 × 3); a × a is its own reversal.
      if (used.has(factKey(a, b)) || used.has(factKey(b, a))) continue;
      if ((seconds.get(b) ?? 0) >= secondNumberLimits(b).max) continue;
      used.add(factKey(a, b));
      seconds.set(b, (seconds.get(b) ?? 0) + 1);
      chosen.push({ n1: a, n2: b });
      if (shortfall() <= tables.length - slot - 1 && place(slot + 1)) return true;
      chosen.pop();
      seconds.set(b, (seconds.get(b) ?? 0) - 1);
      used.delete(factKey(a, b));
      if (budget < 0) return false;
    }
    return false;
  };
  return place(0) ? chosen : null;
}

/** The three practice questions: any facts from 1 × 1 to 12 × 12 (the 1× table included), none twice. */
function practiceFacts(random: Random): MtcFact[] {
  const facts: MtcFact[] = [];
  while (facts.length < MTC_PRACTICE_QUESTIONS) {
    const fact = { n1: randomInt(random, 1, 12), n2: randomInt(random, 1, 12) };
    const clash = facts.some((f) => (f.n1 === fact.n1 && f.n2 === fact.n2) || (f.n1 === fact.n2 && f.n2 === fact.n1));
    if (!clash) facts.push(fact);
  }
  return facts;
}

/**
 * A Multiplication Tables Check rehearsal as the framework builds a form:
 * 3 practice questions, then 25 facts from the 2 to 12 times tables, each
 * table within its limits and the KS1 tables together within theirs, the
 * second numbers within theirs, no fact twice and never a fact with its
 * reversal, in random order. Deterministic given `random`.
 */
export function mtcForm(random: Random): MtcForm {
  const practice = practiceFacts(random);
  for (;;) {
    const counts = tableCounts(random);
    // The tables with most questions first: they are the hardest to fill.
    const slots = [...counts.entries()].sort((x, y) => y[1] - x[1]).flatMap(([t, n]) => Array<number>(n).fill(t));
    const check = secondNumbers(slots, random);
    if (check) return { practice, check: shuffled(random, check) };
  }
}

/**
 * Why these questions are not a form the check could give, or null when they
 * are: the count, the tables, repeats and reversals, and each limit.
 */
export function mtcFormProblem(check: readonly MtcFact[]): string | null {
  if (check.length !== MTC_QUESTIONS) return `A check has ${MTC_QUESTIONS} questions, not ${check.length}.`;
  const tables = new Set<number>(MTC_TABLES);
  const seen = new Set<string>();
  const firsts = new Map<number, number>();
  const seconds = new Map<number, number>();
  for (const { n1, n2 } of check) {
    if (!tables.has(n1) || !tables.has(n2)) return `${n1} × ${n2} is not from the 2 to 12 times tables.`;
    if (seen.has(factKey(n1, n2))) return `${n1} × ${n2} is asked twice.`;
    if (seen.has(factKey(n2, n1))) return `${n1} × ${n2} is asked with its reversal.`;
    seen.add(factKey(n1, n2));
    firsts.set(n1, (firsts.get(n1) ?? 0) + 1);
    seconds.set(n2, (seconds.get(n2) ?? 0) + 1);
  }
  for (const n of MTC_TABLES) {
    const { min, max } = tableLimits(n);
    const count = firsts.get(n) ?? 0;
    if (count < min || count > max) return `The ${n} times table gives ${count} questions, not ${min} to ${max}.`;
    const second = secondNumberLimits(n);
    const asSecond = seconds.get(n) ?? 0;
    if (asSecond < second.min || asSecond > second.max) {
      return `${n} comes second ${asSecond} times, not ${second.min} to ${second.max}.`;
    }
  }
  const ks1 = MTC_KS1_TABLES.reduce((sum, t) => sum + (firsts.get(t) ?? 0), 0);
  if (ks1 < MTC_KS1_LIMITS.min || ks1 > MTC_KS1_LIMITS.max) {
    return `The 2, 5 and 10 times tables give ${ks1} questions, not ${MTC_KS1_LIMITS.min} to ${MTC_KS1_LIMITS.max}.`;
  }
  return null;
}
