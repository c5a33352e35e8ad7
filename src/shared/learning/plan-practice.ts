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
import { dayOf, FactAnswers, fitRecallEstimateOn, FLUENT_LINE, recallOf, type RecallEstimate } from "./recall-estimate";

export interface PlanOptions {
  /** How many questions the session should have. */
  count: number;
  /** Numbers in [0, 1): the plan is the same for the same sequence. */
  random: Random;
  /** The child's level (the fluent time). */
  level?: DifficultyLevel;
  /** The facts to learn, in the order new ones are brought in; the 2-12 times tables unless told. */
  facts?: readonly Fact[];
  /** Times tables the parent asked to focus on: their new facts come first, and their known ones before the others. */
  focus?: readonly number[];
  /**
   * Each tried fact's chance of a right and quick answer read from elsewhere
   * than the child's fitted estimate: how bench:learning puts the plan's
   * order to the test apart from its estimate (with the memory itself, or a
   * filter of the answers). Such a reader carries its own doubt about a fact
   * left unasked, so the plan then gives no turn of its own to the facts
   * unasked longest (see triedFacts), and keeps the session in the order
   * chosen rather than spreading the weak questions over it.
   */
  recall?: RecallReader;
}

/** A fact's chance of a right and quick answer at a moment, by its factKey. */
export type RecallReader = (key: string, at: Date) => number;

/** The share of a session, from its start, that the weak questions are spread over. */
const WEAK_SPAN = 0.8;

/**
 * The most sittings a fact that needs practice (not fluent) waits: once it has
 * sat out this many, it is asked before anything else, longest waiting first.
 */
export const PRACTICE_MAX_WAIT = 3;

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
  /** Weak slots (new, or missed at the last sitting) are spread over the first part of the session. */
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
 * Places the weak slots evenly over the first WEAK_SPAN of the session, among
 * the strong ones in their order (weakest first), so that it ends on the
 * facts the child knows best: when misses bring questions back, those are
 * what give way. Each fact kept apart from its own repeat (keptApart).
 */
function interleave(weak: Slot[], strong: Slot[]): Slot[] {
  const order = [...strong];
  const total = weak.length + order.length;
  const span = Math.max(weak.length, Math.round(total * WEAK_SPAN));
  const out: Slot[] = [];
  let w = 0;
  for (let i = 0; i < total; i++) {
    const weakDue = w < weak.length && (order.length === 0 || (w + 0.5) * (span / weak.length) <= i + 1);
    const next = weakDue ? weak[w++] : order.shift();
    if (next) out.push(next);
  }
  return keptApart(out);
}

/**
 * The slots in their order, but each fact at least PRACTICE_REASK_AFTER
 * questions from its own repeat where the session allows: a too-close repeat
 * swapped with another slot (a later one if it can) where neither lands near
 * its own fact.
 */
function keptApart(slots: readonly Slot[]): Slot[] {
  const out = [...slots];
  const key = (i: number) => factKey((out[i] as Slot).status.fact);
  const near = (i: number) => {
    for (
      let j = Math.max(0, i - PRACTICE_REASK_AFTER + 1);
      j <= Math.min(out.length - 1, i + PRACTICE_REASK_AFTER - 1);
      j++
    ) {
      if (j !== i && key(j) === key(i)) return true;
    }
    return false;
  };
  const swap = (i: number, j: number) => ([out[i], out[j]] = [out[j] as Slot, out[i] as Slot]);
  for (let i = 1; i < out.length; i++) {
    if (!near(i)) continue;
    const candidates = [...Array(out.length).keys()].filter((j) => j > i).concat([...Array(i).keys()].reverse());
    for (const j of candidates) {
      if (key(j) === key(i)) continue;
      swap(i, j);
      if (!near(i) && !near(j)) break;
      swap(i, j);
    }
  }
  return out;
}

/** For each tried fact, how many sittings (days with answers) there have been since it was last asked. */
export function sittingsWaited(attempts: readonly FactAttempt[]): Map<string, number> {
  return waitedOf(
    attempts,
    [...attemptsByFact(attempts)].map(([key, entry]) => ({ key, attempts: entry.attempts })),
  );
}

/** sittingsWaited, for the child's facts as grouped already (attemptsByFact). */
function waitedOf(
  attempts: readonly FactAttempt[],
  facts: readonly { key: string; attempts: readonly FactAttempt[] }[],
): Map<string, number> {
  // The child's days with answers, earliest first: the sittings after a day are those past its place.
  const days = [...new Set(attempts.map((a) => dayOf(a.at)))].sort((x, y) => x - y);
  const after = (day: number) => {
    let low = 0;
    let high = days.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((days[middle] as number) > day) high = middle;
      else low = middle + 1;
    }
    return days.length - low;
  };
  const waited = new Map<string, number>();
  for (const { key, attempts: of } of facts) {
    waited.set(key, after(Math.max(...of.map((a) => dayOf(a.at)))));
  }
  return waited;
}

/**
 * Another PRACTICE_EXTRA_NEW_FACTS new facts a session after a sitting of at
 * least EXTRA_NEW_AFTER answers, as many of them right as the plan aims for
 * (PRACTICE_TARGET_SUCCESS).
 */
export const PRACTICE_EXTRA_NEW_FACTS = 2;
const EXTRA_NEW_AFTER = 10;
/**
 * A fact missed at its last sitting is asked twice in the session, a few
 * questions apart (an early re-test within the sitting); the second time it
 * is expected right REPEAT_EXPECTED of the time, its answer lately seen.
 */
const REPEAT_EXPECTED = 0.95;

interface TriedFacts {
  statuses: FactStatus[];
  /** A focus table's first, then the weakest (the child's estimate's ranking: rankByStrength). */
  byWeakness: FactStatus[];
  /** Not fluent and sat out PRACTICE_MAX_WAIT sittings, longest waiting first. */
  overdue: FactStatus[];
  /** The others estimated below the fluency line tomorrow (estimatedRecall), weakest first. */
  due: FactStatus[];
  /** The others not asked for PRACTICE_MAX_WAIT sittings or more, longest unasked first. */
  unchecked: FactStatus[];
  /** Each fact's estimated chance of a right and quick answer now. */
  recallNow: ReadonlyMap<string, number>;
}

/** The facts a child has tried, as the plan turns to them. */
function triedFacts(
  attempts: readonly FactAttempt[],
  now: Date,
  level: DifficultyLevel,
  focus: readonly number[],
  given?: RecallEstimate,
  reader?: RecallReader,
): TriedFacts {
  const focused = (fact: Fact) =>
    fact.family === "multiplication" && (focus.includes(fact.a) || focus.includes(fact.b));
  const tomorrow = new Date(now.getTime() + DAY_MS);
  // Each fact's answers grouped, sorted and walked once, for the fit and for each figure below.
  const facts = [...attemptsByFact(attempts)].map(([key, entry]) => ({
    key,
    ...entry,
    answers: new FactAnswers(entry.attempts),
  }));
  // With a reader, no fit: the reader's chances stand in for the estimate's, and rank the facts too.
  const estimate = reader ? undefined : (given ?? fitRecallEstimateOn(facts, level));
  const waited = waitedOf(attempts, facts);
  const statuses: FactStatus[] = [];
  const recallNow = new Map<string, number>();
  // Each fact's figures by its status, reckoned once rather than at each comparison of the sorts below.
  const tomorrowBy = new Map<FactStatus, number>();
  const weaknessBy = new Map<FactStatus, number>();
  const waitBy = new Map<FactStatus, number>();
  const focusedBy = new Map<FactStatus, number>();
  for (const { key, fact, attempts: of, answers } of facts) {
    const status = factStatus(fact, of, level);
    statuses.push(status);
    const recallTomorrow = estimate ? recallOf(estimate, answers, tomorrow).recall : (reader?.(key, tomorrow) ?? 0);
    const today = estimate ? recallOf(estimate, answers, now) : { recall: reader?.(key, now) ?? 0, strength: 0 };
    recallNow.set(key, today.recall);
    tomorrowBy.set(status, recallTomorrow);
    weaknessBy.set(status, estimate?.rankByStrength ? today.strength : recallTomorrow);
    waitBy.set(status, waited.get(key) ?? 0);
    focusedBy.set(status, Number(focused(fact)));
  }
  const tomorrowOf = (s: FactStatus) => tomorrowBy.get(s) ?? 0;
  const weakness = (s: FactStatus) => weaknessBy.get(s) ?? 0;
  const wait = (s: FactStatus) => waitBy.get(s) ?? 0;
  const isFocused = (s: FactStatus) => focusedBy.get(s) ?? 0;
  const byWeakness = [...statuses].sort(
    (x, y) => isFocused(y) - isFocused(x) || weakness(x) - weakness(y) || byUrgency(x, y),
  );
  const overdue = statuses
    .filter((s) => s.state !== "fluent" && wait(s) >= PRACTICE_MAX_WAIT)
    .sort((x, y) => wait(y) - wait(x) || byUrgency(x, y));
  const isOverdue = new Set(overdue);
  const due = byWeakness.filter((s) => !isOverdue.has(s) && tomorrowOf(s) < FLUENT_LINE);
  const isDue = new Set(due);
  // A reader's own chance of a fact long unasked carries its doubt: no turn of their own for them then.
  const unchecked = statuses
    .filter((s) => !reader && !isOverdue.has(s) && !isDue.has(s) && wait(s) >= PRACTICE_MAX_WAIT)
    .sort((x, y) => wait(y) - wait(x) || byUrgency(x, y));
  return { statuses, byWeakness, overdue, due, unchecked, recallNow };
}

/**
 * The facts a child has tried and that are not yet fluent, in the order the
 * plan turns to them after any new ones: those that have waited too long,
 * then those estimated below the fluency line tomorrow (estimatedRecall),
 * then the rest, each weakest first (the child's ranking: rankByStrength).
 * What a parent is told to practise is the head of it.
 */
export function practiseOrder(
  attempts: readonly FactAttempt[],
  now: Date,
  {
    level = "beginner",
    focus = [],
    estimate,
  }: Pick<PlanOptions, "level" | "focus"> & { estimate?: RecallEstimate } = {},
): FactStatus[] {
  const { byWeakness, overdue, due } = triedFacts(attempts, now, level, focus, estimate);
  const first = [...overdue, ...due];
  const isFirst = new Set(first);
  return [...first, ...byWeakness.filter((s) => !isFirst.has(s))].filter((s) => s.state !== "fluent");
}

/**
 * The next Smart Practice session's questions, from a child's past answers:
 * first any fact not yet fluent that has sat out PRACTICE_MAX_WAIT sittings,
 * longest waiting first, whatever its estimated strength (so no fact starves);
 * then at most newFactShare(count) facts never tried (PRACTICE_EXTRA_NEW_FACTS
 * more after a sitting answered well), then the facts estimated below the
 * fluency line tomorrow (estimatedRecall), weakest first, one missed at its
 * last sitting twice, then the facts not asked for PRACTICE_MAX_WAIT
 * sittings, longest unasked first, then the facts tried before, each once,
 * weakest first (a focus table's first, then by the child's ranking:
 * rankByStrength), as many as keep about PRACTICE_TARGET_SUCCESS of the
 * answers right (a fact's chance the larger of 0.9 and its estimate); a child
 * with few facts yet has them again in turn. The missed and new ones are
 * spread over the first part of the session, which ends on the facts the
 * child knows best (docs/decisions/0046-practice-near-the-limit.md).
 * Pure: the same answers, time and random sequence give the same plan. The
 * live session asks a missed fact again (practice-session.ts).
 */
export function planPractice(
  attempts: readonly FactAttempt[],
  now: Date,
  { count, random, level = "beginner", facts = TIMES_TABLE_FACTS, focus = [], recall }: PlanOptions,
): FactQuestion[] {
  if (count <= 0) return [];
  const focused = (fact: Fact) =>
    fact.family === "multiplication" && (focus.includes(fact.a) || focus.includes(fact.b));
  const { statuses, byWeakness, overdue, due, unchecked, recallNow } = triedFacts(
    attempts,
    now,
    level,
    focus,
    undefined,
    recall,
  );
  const tried = new Set(statuses.map((s) => factKey(s.fact)));
  const fresh = [...facts.filter(focused), ...facts.filter((f) => !focused(f))]
    .filter((f) => !tried.has(factKey(f)))
    .map((f) => factStatus(f, [], level))
    .filter((s, i, all) => all.findIndex((o) => factKey(o.fact) === factKey(s.fact)) === i);

  const chosen: Slot[] = [];
  const add = (status: FactStatus, weak: boolean, times = 1) => {
    for (let i = 0; i < times && chosen.length < count; i++) chosen.push({ status, weak });
  };
  // The chance of a right answer: about a half for a fact missed at its last sitting; for the rest, nearly
  // certain, or as likely as the estimate has it right and quick if that is more.
  const chance = (s: FactStatus) =>
    s.lastMissed ? MISSED_EXPECTED : Math.max(ANSWERED_EXPECTED, recallNow.get(factKey(s.fact)) ?? 0);
  const strongest = [...statuses].sort((x, y) => chance(y) - chance(x));
  // Whether one more question at these odds still lets the session be about PRACTICE_TARGET_SUCCESS right,
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

  // 0. Whatever the estimate says, a fact that needs practice and has sat out PRACTICE_MAX_WAIT sittings.
  for (const status of overdue.slice(0, count)) take(status, true, chance(status));
  // 1. At most the session's share of new facts (Burns's incremental rehearsal), whatever the budget of
  //    right answers; one fewer for every MISSED_PER_NEW_FACT facts the child missed at their last sitting.
  const missedDue = statuses.filter((s) => s.lastMissed).length;
  const lastDay = attempts.reduce((latest, a) => Math.max(latest, dayOf(a.at)), -Infinity);
  const lastSitting = attempts.filter((a) => dayOf(a.at) === lastDay);
  const lastRight = lastSitting.filter((a) => a.correct).length / Math.max(1, lastSitting.length);
  const extra =
    lastSitting.length >= EXTRA_NEW_AFTER && lastRight >= PRACTICE_TARGET_SUCCESS ? PRACTICE_EXTRA_NEW_FACTS : 0;
  const newFacts = Math.max(0, newFactShare(count) + extra - Math.floor(missedDue / MISSED_PER_NEW_FACT));
  for (const status of fresh.slice(0, newFacts)) take(status, true, WEAK_EXPECTED);
  // 2. The facts estimated below the fluency line tomorrow, weakest first, as far as the session stays mostly
  //    right; one missed at its last sitting twice.
  for (const status of due.slice(0, count)) {
    if (!fits(chance(status))) continue;
    take(status, status.lastMissed, chance(status));
    if (status.lastMissed && fits(REPEAT_EXPECTED)) {
      expectedRight += REPEAT_EXPECTED;
      add(status, true);
    }
  }
  // 3. The facts tried before, each once, as many as the session can carry and stay mostly right: first those not
  //    asked for PRACTICE_MAX_WAIT sittings, longest unasked first (what the estimate says of them is the least
  //    sure), then the weakest; then those it could not carry, if there is room.
  const rest = [...unchecked, ...byWeakness];
  for (const status of rest) {
    if (picked.has(factKey(status.fact))) continue;
    if (fits(chance(status))) take(status, status.lastMissed, chance(status));
    else leftOver.push(status);
  }
  for (const status of leftOver) add(status, true);
  // 4. A child with few facts yet: every one again, in turn, weakest first.
  const once = chosen.filter((slot, i) => chosen.findIndex((o) => o.status === slot.status) === i);
  for (let i = 0; chosen.length < count && once.length > 0; i++) {
    const slot = once[i % once.length] as Slot;
    add(slot.status, slot.weak);
  }
  // A child with nothing tried and nothing to learn: nothing to ask.
  if (chosen.length === 0) return [];

  // Read by a reader, the session keeps the order chosen (the facts that have waited, the new, then those below
  // the line weakest first): spread over the session, some of those would be among the last questions, which give
  // way to the questions a miss brings back (docs/decisions/0077-the-plan-reads-a-multiscale-filter.md).
  const ordered = recall
    ? keptApart(chosen)
    : interleave(
        chosen.filter((s) => s.weak),
        chosen.filter((s) => !s.weak),
      );
  return ordered.slice(0, count).map((slot) => questionFor(slot.status, random));
}
