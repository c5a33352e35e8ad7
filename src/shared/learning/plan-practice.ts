import {
  PRACTICE_NEW_FACTS,
  PRACTICE_QUESTIONS_PER_NEW_FACT,
  PRACTICE_REASK_AFTER,
  PRACTICE_TARGET_SUCCESS,
  type DifficultyLevel,
} from "../constants";
import type { Random } from "../game/random";
import {
  factKey,
  factStatus,
  attemptsByFact,
  type Fact,
  type FactAttempt,
  type FactOperation,
  type FactQuestion,
  type FactStatus,
} from "./fact-model";

export interface PlanOptions {
  /** How many questions the session should have. */
  count: number;
  /** Numbers in [0, 1): the plan is the same for the same sequence. */
  random: Random;
  /** The child's level (the fluent time). */
  level?: DifficultyLevel;
  /** The facts to learn, in the order new ones are brought in; the 2-12 times tables unless told. */
  facts?: readonly Fact[];
  /** Times tables the parent asked to focus on: their new facts come first, and their known ones come due sooner. */
  focus?: readonly number[];
}

/** A focus table's fact counts as this much more overdue than it is (it comes round about twice as often). */
const FOCUS_WEIGHT = 2;

/** The times tables in the order children usually learn them: 2, 10, 5, 3, 4, 8, 6, 7, 9, 11, 12. */
const TABLE_ORDER = [2, 10, 5, 3, 4, 8, 6, 7, 9, 11, 12] as const;

/** The 66 facts of the 2-12 times tables (7 × 8 and 8 × 7 one fact), in teaching order. */
export const TIMES_TABLE_FACTS: readonly Fact[] = (() => {
  const seen = new Set<string>();
  const facts: Fact[] = [];
  for (const table of TABLE_ORDER) {
    for (let other = 2; other <= 12; other++) {
      const fact: Fact = { family: "multiplication", a: Math.min(table, other), b: Math.max(table, other) };
      if (seen.has(factKey(fact))) continue;
      seen.add(factKey(fact));
      facts.push(fact);
    }
  }
  return facts;
})();

/** The most facts never tried that a session of `count` questions brings in. */
export const newFactShare = (count: number) =>
  Math.min(PRACTICE_NEW_FACTS, Math.max(1, Math.floor(count / PRACTICE_QUESTIONS_PER_NEW_FACT)));

interface Slot {
  status: FactStatus;
  /** Weak slots (new, missed, shaky) are spread among the strong ones. */
  weak: boolean;
}

const isWeak = (s: FactStatus) => s.state === "new" || s.state === "learning";
/** About how often a new or shaky fact is answered right, for the session's budget of them. */
const WEAK_EXPECTED = 0.55;
/** A new fact is asked this many times in its first session (then again after a miss). */
const NEW_FACT_TIMES = 1;
const DAY_MS = 86_400_000;

/** How far through its interval a fact is (1: due now); a missed or never-reviewed fact is most overdue. */
function overdue(status: FactStatus, now: Date): number {
  if (!status.lastAt || !status.dueAt) return 0;
  const interval = status.dueAt.getTime() - status.lastAt.getTime();
  if (interval <= 0) return 10 + (now.getTime() - status.lastAt.getTime()) / DAY_MS;
  return (now.getTime() - status.lastAt.getTime()) / interval;
}

/** Most urgent first: missed at the last review, then the lowest step, then the longest overdue. */
function byUrgency(x: FactStatus, y: FactStatus): number {
  return (
    Number(y.lastMissed) - Number(x.lastMissed) ||
    x.stage - y.stage ||
    (x.dueAt?.getTime() ?? 0) - (y.dueAt?.getTime() ?? 0) ||
    x.fact.a - y.fact.a ||
    x.fact.b - y.fact.b
  );
}

function questionFor(status: FactStatus, random: Random): FactQuestion {
  const { family, a, b } = status.fact;
  const swap = random() < 0.5;
  const [x, y] = swap ? [b, a] : [a, b];
  const inverse: FactOperation = family === "multiplication" ? "division" : "subtraction";
  if (status.lastOperation === inverse) {
    return { operation: inverse, operand1: family === "multiplication" ? x * y : x + y, operand2: x };
  }
  return { operation: family, operand1: x, operand2: y };
}

/**
 * Places the weak slots evenly among the strong ones, each fact at least
 * PRACTICE_REASK_AFTER questions from its own repeat where the session allows.
 */
function interleave(weak: Slot[], strong: Slot[], random: Random): Slot[] {
  const order = shuffle(strong, random);
  const total = weak.length + order.length;
  const out: Slot[] = [];
  let w = 0;
  for (let i = 0; i < total; i++) {
    const weakDue = w < weak.length && (order.length === 0 || (w + 0.5) * (total / weak.length) <= i + 1);
    const next = weakDue ? weak[w++] : order.shift();
    if (next) out.push(next);
  }
  // Keep a fact away from its own repeat: swap a too-close repeat with a later slot of another fact.
  for (let i = 1; i < out.length; i++) {
    const key = factKey((out[i] as Slot).status.fact);
    const near = out.slice(Math.max(0, i - PRACTICE_REASK_AFTER + 1), i).some((s) => factKey(s.status.fact) === key);
    if (!near) continue;
    for (let j = i + 1; j < out.length; j++) {
      const other = factKey((out[j] as Slot).status.fact);
      const window = out.slice(Math.max(0, i - PRACTICE_REASK_AFTER + 1), i);
      if (other !== key && !window.some((s) => factKey(s.status.fact) === other)) {
        [out[i], out[j]] = [out[j] as Slot, out[i] as Slot];
        break;
      }
    }
  }
  return out;
}

function shuffle<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/**
 * The next Smart Practice session's questions, from a child's past answers:
 * the facts due on their expanding schedule first (missed ones first of all),
 * then at most newFactShare(count) facts never tried, each asked once (again after a miss), and
 * the rest facts the child knows, so that about PRACTICE_TARGET_SUCCESS of
 * the answers are right; the shaky ones are spread among the known ones.
 * Pure: the same answers, time and random sequence give the same plan. The
 * live session asks a missed fact again (practice-session.ts).
 */
export function planPractice(
  attempts: readonly FactAttempt[],
  now: Date,
  { count, random, level = "beginner", facts = TIMES_TABLE_FACTS, focus = [] }: PlanOptions,
): FactQuestion[] {
  if (count <= 0) return [];
  const focused = (fact: Fact) =>
    fact.family === "multiplication" && (focus.includes(fact.a) || focus.includes(fact.b));
  const urgency = (status: FactStatus) => overdue(status, now) * (focused(status.fact) ? FOCUS_WEIGHT : 1);
  const tried = new Map<string, FactStatus>();
  for (const [key, entry] of attemptsByFact(attempts)) tried.set(key, factStatus(entry.fact, entry.attempts, level));
  const statuses = [...tried.values()];
  const fresh = [...facts.filter(focused), ...facts.filter((f) => !focused(f))]
    .filter((f) => !tried.has(factKey(f)))
    .map((f) => factStatus(f, [], level))
    .filter((s, i, all) => all.findIndex((o) => factKey(o.fact) === factKey(s.fact)) === i);

  const chosen: Slot[] = [];
  const add = (status: FactStatus, times = 1) => {
    for (let i = 0; i < times && chosen.length < count; i++) chosen.push({ status, weak: isWeak(status) });
  };
  // The shaky answers a session can carry and still be mostly right (PRACTICE_TARGET_SUCCESS):
  // about a half of them right, the known facts nearly all.
  const strong = statuses.filter((s) => !isWeak(s));
  const weakBudget = Math.max(2, Math.round((count * (1 - PRACTICE_TARGET_SUCCESS)) / (1 - WEAK_EXPECTED)));
  let weakSlots = 0;
  const fits = (times = 1) => strong.length === 0 || weakSlots + times <= weakBudget;
  const addWeak = (status: FactStatus, times = 1) => {
    weakSlots += times;
    add(status, times);
  };
  // Most overdue first, relative to its interval: the due facts (missed ones first of all), then those nearest due.
  const byDue = [...statuses].sort((x, y) => urgency(y) - urgency(x) || byUrgency(x, y));
  const leftOver: FactStatus[] = [];

  // 1. The shaky facts that are due, as many as the session can carry.
  for (const status of byDue.filter((s) => isWeak(s) && urgency(s) >= 1)) {
    if (fits()) addWeak(status);
    else leftOver.push(status);
  }
  // 2. At most the session's share of new facts; fewer for a child still missing much of what is due.
  const missedDue = statuses.filter((s) => s.lastMissed).length;
  const newFacts = Math.max(0, newFactShare(count) - Math.floor(missedDue / 2));
  for (const status of fresh.slice(0, newFacts)) if (fits(NEW_FACT_TIMES)) addWeak(status, NEW_FACT_TIMES);
  // 3. The known facts that are due, then the rest, nearest due first, within the budget of shaky ones.
  const picked = new Set(chosen.map((s) => factKey(s.status.fact)));
  for (const status of byDue) {
    if (picked.has(factKey(status.fact))) continue;
    if (!isWeak(status)) add(status);
    else if (fits()) addWeak(status);
    else leftOver.push(status);
  }
  for (const status of leftOver) add(status);
  // 4. A child with few facts yet: the shaky ones again.
  const weakest = chosen.filter((s) => s.weak).map((s) => s.status);
  const repeats = weakest.length > 0 ? weakest : chosen.map((s) => s.status);
  for (let i = 0; chosen.length < count && repeats.length > 0; i++) add(repeats[i % repeats.length] as FactStatus);
  // A child with nothing tried and nothing to learn: nothing to ask.
  if (chosen.length === 0) return [];

  const ordered = interleave(
    chosen.filter((s) => s.weak),
    chosen.filter((s) => !s.weak),
    random,
  );
  return ordered.slice(0, count).map((slot) => questionFor(slot.status, random));
}
