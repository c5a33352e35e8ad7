import {
  FACT_FLUENT_MS,
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

/** A fact answered right in time is asked again after this many days, a focus table's after FOCUS_REVISIT_DAYS. */
const REVISIT_DAYS = 7;
const FOCUS_REVISIT_DAYS = 1;
/** A fact's recall time is expected to grow by its own length every this many days it is not asked. */
const SLOWING_DAYS = 2;
/** The answers of a fact its expected recall time is taken from, and the time a miss counts as. */
const RECALL_ANSWERS = 5;
const MISSED_MS = 6_000;
/** A session a little earlier in the day than the last still counts as a day on. */
const REVIEW_SLACK_DAYS = 0.25;

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

/** About how often a new fact, or one missed at its last sitting, is answered right; and any other fact. */
const WEAK_EXPECTED = 0.55;
const MISSED_EXPECTED = 0.5;
const ANSWERED_EXPECTED = 0.9;
/** A session brings in one new fact fewer for every this many facts the child missed at their last sitting. */
const MISSED_PER_NEW_FACT = 16;
const DAY_MS = 86_400_000;

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
 * How long a fact should take to recall now, from its last RECALL_ANSWERS
 * answers: each answer's time (a miss as MISSED_MS), lengthened by its own
 * length for every SLOWING_DAYS since it was given (a memory weakens while it
 * is not used), averaged on a log scale (a time is a noisy measure: one slow
 * or quick answer moves the estimate, it does not make it).
 */
function expectedRecallMs(attempts: readonly FactAttempt[], now: Date): number {
  const recent = [...attempts].sort((x, y) => x.at.getTime() - y.at.getTime()).slice(-RECALL_ANSWERS);
  if (recent.length === 0) return 0;
  const logs = recent.map((a) => {
    const days = Math.max(0, now.getTime() - a.at.getTime()) / DAY_MS;
    return Math.log(a.correct ? Math.max(1, a.responseMs) : MISSED_MS) + Math.log(1 + days / SLOWING_DAYS);
  });
  return Math.exp(logs.reduce((sum, x) => sum + x, 0) / logs.length);
}

/**
 * The next Smart Practice session's questions, from a child's past answers.
 * A fact needs practice when it was missed at its last sitting, answered
 * slower than the level's fluent time, or not asked for REVISIT_DAYS (a
 * focus table's for FOCUS_REVISIT_DAYS). The plan holds at most
 * newFactShare(count) facts never tried, then the facts that need practice,
 * missed ones first and then the slowest to recall now (the last answer
 * time, growing with the days since), each once, as many as keep about
 * PRACTICE_TARGET_SUCCESS of the answers right; then the other facts,
 * weakest first; the weak ones are spread among the known ones. So a fact
 * comes back as soon as it weakens and a secure one is left alone
 * (docs/decisions/0012-fact-model-and-learning-benchmark.md).
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
  const tried = new Map<string, FactStatus>();
  const recallMs = new Map<string, number>();
  for (const [key, entry] of attemptsByFact(attempts)) {
    tried.set(key, factStatus(entry.fact, entry.attempts, level));
    recallMs.set(key, expectedRecallMs(entry.attempts, now));
  }
  const statuses = [...tried.values()];
  const fresh = [...facts.filter(focused), ...facts.filter((f) => !focused(f))]
    .filter((f) => !tried.has(factKey(f)))
    .map((f) => factStatus(f, [], level))
    .filter((s, i, all) => all.findIndex((o) => factKey(o.fact) === factKey(s.fact)) === i);

  const chosen: Slot[] = [];
  const add = (status: FactStatus, weak: boolean, times = 1) => {
    for (let i = 0; i < times && chosen.length < count; i++) chosen.push({ status, weak });
  };
  // A fact needs practice when its last review was missed or slower than the level's fluent time, or it has
  // not been asked for a week; a focus table's fact when it has not been asked since yesterday.
  const fluentMs = FACT_FLUENT_MS[level];
  const daysSince = (s: FactStatus) => (s.lastAt ? (now.getTime() - s.lastAt.getTime()) / DAY_MS : Infinity);
  const needsPractice = (s: FactStatus) =>
    s.lastMissed ||
    s.lastSlowestMs > fluentMs ||
    daysSince(s) >= (focused(s.fact) ? FOCUS_REVISIT_DAYS : REVISIT_DAYS) - REVIEW_SLACK_DAYS;
  const expectedMs = (s: FactStatus) => recallMs.get(factKey(s.fact)) ?? 0;
  // Those that need practice first (missed ones first of all), then the focus tables, each group the
  // slowest to recall first: the facts weakest in memory, each at the widest spacing the session allows.
  const byNeed = [...statuses].sort(
    (x, y) =>
      Number(needsPractice(y)) - Number(needsPractice(x)) ||
      Number(y.lastMissed) - Number(x.lastMissed) ||
      Number(focused(y.fact)) - Number(focused(x.fact)) ||
      expectedMs(y) - expectedMs(x) ||
      (x.lastAt?.getTime() ?? 0) - (y.lastAt?.getTime() ?? 0) ||
      byUrgency(x, y),
  );
  // The chance of a right answer: about a half for a fact missed at its last sitting, nearly certain for the rest.
  const chance = (s: FactStatus) => (s.lastMissed ? MISSED_EXPECTED : ANSWERED_EXPECTED);
  const strongest = [...statuses].sort((x, y) => chance(y) - chance(x));
  // Whether one more weak question still lets the session be about PRACTICE_TARGET_SUCCESS right,
  // the rest of it filled with the facts the child knows best.
  const picked = new Set<string>();
  let expectedRight = 0;
  const fits = (odds: number) => {
    if (!statuses.some((s) => !s.lastMissed)) return true;
    let total = expectedRight + odds;
    let slots = chosen.length + 1;
    for (const s of strongest) {
      if (slots >= count) break;
      if (picked.has(factKey(s.fact))) continue;
      total += chance(s);
      slots += 1;
    }
    return slots < count || total >= PRACTICE_TARGET_SUCCESS * count;
  };
  const take = (status: FactStatus, weak: boolean, odds: number) => {
    picked.add(factKey(status.fact));
    expectedRight += odds;
    add(status, weak);
  };
  const leftOver: FactStatus[] = [];

  // 1. At most the session's share of new facts (Burns's incremental rehearsal), whatever the budget of
  //    right answers; one fewer for every MISSED_PER_NEW_FACT facts the child missed at their last sitting.
  const missedDue = statuses.filter((s) => s.lastMissed).length;
  const newFacts = Math.max(0, newFactShare(count) - Math.floor(missedDue / MISSED_PER_NEW_FACT));
  for (const status of fresh.slice(0, newFacts)) take(status, true, WEAK_EXPECTED);
  // 2. The facts that need practice, weakest first, as many as the session can carry and stay mostly right.
  for (const status of byNeed.filter(needsPractice)) {
    if (fits(chance(status))) take(status, true, chance(status));
    else leftOver.push(status);
  }
  // 3. The other facts, weakest first; then those the session could not carry.
  for (const status of byNeed)
    if (!picked.has(factKey(status.fact)) && !needsPractice(status)) take(status, false, chance(status));
  for (const status of leftOver) add(status, true);
  // 4. A child with few facts yet: the weak ones again.
  const weakest = chosen.filter((s) => s.weak).map((s) => s.status);
  const repeats = weakest.length > 0 ? weakest : chosen.map((s) => s.status);
  for (let i = 0; chosen.length < count && repeats.length > 0; i++) {
    const status = repeats[i % repeats.length] as FactStatus;
    add(status, weakest.length > 0);
  }
  // A child with nothing tried and nothing to learn: nothing to ask.
  if (chosen.length === 0) return [];

  const ordered = interleave(
    chosen.filter((s) => s.weak),
    chosen.filter((s) => !s.weak),
    random,
  );
  return ordered.slice(0, count).map((slot) => questionFor(slot.status, random));
}
