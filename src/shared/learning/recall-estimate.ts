import { FACT_FLUENT_MS, FACT_FLUENT_REVIEWS, FLUENCY_FLUENT_MS, type DifficultyLevel } from "../constants";
import { attemptsByFact, type FactAttempt } from "./fact-model";

/**
 * The fluency line: a fact is expected fluent tomorrow when its estimated
 * chance of a right and quick answer then (estimatedRecall) is at least this.
 */
export const FLUENT_LINE = 0.9;

const DAY_MS = 86_400_000;

/** A sitting's day: answers on the same UTC day are one sitting. */
export const dayOf = (at: Date) => Math.floor(at.getTime() / DAY_MS);

/** A fact's estimated stability grows this many times at each sitting answered all right, from a first of STABILITY_FIRST days... */
const STABILITY_GROWTH = 1.5;
const STABILITY_FIRST = 1;
/** ...and falls back to this many days at a sitting with a miss. */
const STABILITY_AFTER_MISS = 0.5;
/** An estimate goes past this many days only as far as the fact has shown it holds. */
const STABILITY_UNSHOWN = 3;

/**
 * How many days a fact's memory is estimated to hold at 90 % from its kept
 * answers, as a scheduler of expanding intervals does (Leitner's boxes,
 * FSRS's stability; Ye, Su & Cao 2022) without a model's fitted weights: one
 * sitting (a day's answers) all right first gives STABILITY_FIRST days, each
 * later one all right multiplies by STABILITY_GROWTH the larger of the
 * stability and the days since the sitting before (a fact remembered over a
 * long gap is stronger than its estimate said), and a sitting with a miss
 * puts it back to STABILITY_AFTER_MISS. Past STABILITY_UNSHOWN days, though,
 * never more than the longest gap after which the fact was answered right: a
 * fact right on many sittings a day or two apart has shown it holds for two
 * days, not a month (under a memory whose gain from close reviews is small,
 * as the multiscale context model's, such a fact fades within days).
 * 0 for a fact never asked.
 */
export function estimatedStability(attempts: readonly FactAttempt[]): number {
  return new SittingWalk(byTime(attempts)).takeAll().stability;
}

/**
 * A fact's answers, `sorted` in byTime's order, walked sitting by sitting (a
 * day's answers are one sitting): after each, estimatedStability's reckoning
 * of the answers so far, whether that sitting was all right, and the answers
 * missed. `end` is how many answers it has taken.
 */
class SittingWalk {
  end = 0;
  missed = 0;
  lastRight = true;
  private reckoned = 0;
  private lastDay = 0;
  private held = 0;
  private readonly days: number[];

  constructor(readonly sorted: readonly FactAttempt[]) {
    this.days = sorted.map((a) => dayOf(a.at));
  }

  /** Takes the next sitting's answers. */
  takeSitting(): void {
    const day = this.days[this.end] as number;
    let right = true;
    for (; this.end < this.sorted.length && this.days[this.end] === day; this.end++) {
      const correct = (this.sorted[this.end] as FactAttempt).correct;
      right &&= correct;
      if (!correct) this.missed += 1;
    }
    if (!right) this.reckoned = STABILITY_AFTER_MISS;
    else if (this.reckoned === 0) this.reckoned = STABILITY_FIRST;
    else {
      this.held = Math.max(this.held, day - this.lastDay);
      this.reckoned = Math.max(this.reckoned, day - this.lastDay) * STABILITY_GROWTH;
    }
    this.lastDay = day;
    this.lastRight = right;
  }

  /** Takes every sitting left. */
  takeAll(): this {
    while (this.end < this.sorted.length) this.takeSitting();
    return this;
  }

  /** estimatedStability of the answers taken. */
  get stability(): number {
    return this.held > 0 ? Math.min(this.reckoned, Math.max(STABILITY_UNSHOWN, this.held)) : this.reckoned;
  }
}

/**
 * One fact's answers, read once for all the estimate asks of them: in
 * byTime's order, walked to their end (SittingWalk), and their sittings at a
 * fluent time. A plan asks each fact's recall at two moments and its
 * strength; each used to sort and walk the answers again.
 */
export class FactAnswers {
  readonly sorted: readonly FactAttempt[];
  private walked: SittingWalk | null = null;
  private sittings: { fluentMs: number; of: Sitting[] } | null = null;

  constructor(attempts: readonly FactAttempt[]) {
    this.sorted = byTime(attempts);
  }

  /** The answers walked to their end. */
  get walk(): SittingWalk {
    this.walked ??= new SittingWalk(this.sorted).takeAll();
    return this.walked;
  }

  /** sittingsOf these answers at `fluentMs` (kept for the last fluent time asked). */
  sittingsAt(fluentMs: number): Sitting[] {
    if (this.sittings?.fluentMs !== fluentMs) this.sittings = { fluentMs, of: sittingsOf(this.sorted, fluentMs) };
    return this.sittings.of;
  }
}

/** FSRS's forgetting curve: recall (1 + 19/81 · t/S)^−0.5 after t days at stability S, 90 % when t = S. */
const forgettingCurve = (days: number, stability: number) => Math.pow(1 + ((19 / 81) * days) / stability, -0.5);

/** ACT-R's base-level learning: a trace's decay, and the least age an answer counts with (so that a fresh one is finite). */
const BASE_LEVEL_DECAY = 0.5;
const MIN_AGE_DAYS = 0.05;
/** The answers of a fact its pace is read from, and how slow a miss counts. */
const PACE_ANSWERS = 5;
const MISSED_MS = 6_000;
/** How much slow answers weigh against a fact's strength, and how fast an unasked fact's recall time grows (by its own length every this many days). */
const TIME_WEIGHT = 0.3;
const SLOWING_DAYS = 2;

const logit = (p: number) => Math.log(p / (1 - p));
const clampP = (p: number) => Math.min(0.995, Math.max(0.005, p));
const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));
const byTime = (attempts: readonly FactAttempt[]) =>
  [...attempts].sort(
    (x, y) => x.at.getTime() - y.at.getTime() || Number(x.correct) - Number(y.correct) || x.responseMs - y.responseMs,
  );
const ageDays = (a: FactAttempt, at: Date) => Math.max(0, at.getTime() - a.at.getTime()) / DAY_MS;
/**
 * How strong a fact's memory is at `at` by ACT-R's reckoning, from its kept
 * answers: base-level learning (ln Σ tⱼ^(−0.5) over the days since each
 * answer; Anderson & Schooler 1991), so a fact practised often and lately is
 * strong and one met seldom or long ago weak, less TIME_WEIGHT × the log of
 * how long its last PACE_ANSWERS answers took (a miss as MISSED_MS), each
 * lengthened by its own length for every SLOWING_DAYS since, so that slow
 * answers mark a weak memory too. One of the two ways the plan ranks facts
 * (rankByStrength).
 */
export function factStrength(attempts: readonly FactAttempt[], at: Date): number {
  // The level's fluent time weighs in the pace feature only, not in the strength.
  return walkedFeatures(new FactAnswers(attempts).walk, at, FLUENCY_FLUENT_MS).strength;
}

/** Whether an answer counts as right and quick: right within the fluent time. */
const rightAndQuick = (a: FactAttempt, fluentMs: number) => a.correct && a.responseMs <= fluentMs;

/** One sitting of a fact: its day, all its answers right, and all right within a fluent time. */
interface Sitting {
  day: number;
  right: boolean;
  quick: boolean;
}

/** What each sitting of a fact was: all its answers right, and all right within `fluentMs`. */
function sittingsOf(sorted: readonly FactAttempt[], fluentMs: number): Sitting[] {
  const sittings: Sitting[] = [];
  for (const a of sorted) {
    const day = dayOf(a.at);
    let last = sittings.at(-1);
    if (!last || last.day !== day) {
      last = { day, right: true, quick: true };
      sittings.push(last);
    }
    last.right &&= a.correct;
    last.quick &&= a.correct && a.responseMs <= fluentMs;
  }
  return sittings;
}

/**
 * What the estimate reads of a fact at a moment `at` from its answers before
 * then (any order), each a number: 1 (the intercept); the logit of FSRS's
 * forgetting curve at the estimated stability; a miss at the last sitting;
 * the pace, the mean log of the last PACE_ANSWERS answers' times against the
 * fluent time (a miss as MISSED_MS), so slow answers mark a weak memory; the
 * share of its kept answers missed; and ACT-R's base-level learning.
 */
function recallFeatures(attempts: readonly FactAttempt[], at: Date, fluentMs: number): number[] {
  return walkedFeatures(new FactAnswers(attempts).walk, at, fluentMs).x;
}

/**
 * recallFeatures and factStrength of the answers a walk has taken, at `at`:
 * ACT-R's base-level sum and the pace over them in their order. The fit asks
 * them after every sitting of every fact a child has tried (some thousands a
 * plan), walking each fact's answers once.
 */
function walkedFeatures(walk: SittingWalk, at: Date, fluentMs: number): { x: number[]; strength: number } {
  const { sorted, end } = walk;
  const last = sorted[end - 1];
  if (!last) return { x: [1, logit(0.005), 0, 0, 0, 0], strength: Math.log(0) };
  const curve = forgettingCurve(ageDays(last, at), Math.max(walk.stability, 0.1));
  let baseSum = 0;
  for (let i = 0; i < end; i++)
    baseSum += Math.pow(ageDays(sorted[i] as FactAttempt, at) + MIN_AGE_DAYS, -BASE_LEVEL_DECAY);
  const from = Math.max(0, end - PACE_ANSWERS);
  let pace = 0;
  let logTime = 0;
  for (let i = from; i < end; i++) {
    const a = sorted[i] as FactAttempt;
    pace += Math.log((a.correct ? Math.max(1, a.responseMs) : MISSED_MS) / fluentMs);
    logTime +=
      Math.log(a.correct ? Math.max(1, a.responseMs) : MISSED_MS) + Math.log(1 + ageDays(a, at) / SLOWING_DAYS);
  }
  const base = Math.log(baseSum);
  return {
    x: [1, logit(clampP(curve)), Number(!walk.lastRight), pace / (end - from), walk.missed / end, base],
    strength: base - TIME_WEIGHT * (logTime / (end - from)),
  };
}

/**
 * The weights a child's estimate starts from, before its own answers move
 * them: the forgetting curve as it is, less for slow answers and a miss last
 * time. Each is pulled back towards these by PRIOR_PULL (a ridge), so a few
 * answers move the estimate a little and many answers a lot.
 */
const PRIOR_WEIGHTS: readonly number[] = [0, 1, -0.5, -1, -1, 0];
const PRIOR_PULL = 2;
/**
 * The fit keeps the forgetting curve's weight at least this, and base-level
 * learning's at least 0, so that a fact's estimate falls the longer it is not
 * asked, whatever the answers: fitted freely on what a plan chooses to ask,
 * it learns the opposite (the facts it leaves longest are the ones it knew
 * best) and would leave a fading fact for ever.
 */
const MIN_CURVE_WEIGHT = 0.5;
const FIT_STEPS = 8;
/** The weights held at a floor (see MIN_CURVE_WEIGHT), by their place among recallFeatures. */
const FLOORS: ReadonlyMap<number, number> = new Map([
  [1, MIN_CURVE_WEIGHT],
  [5, 0],
]);

/** A child's estimate: weights over recallFeatures, fitted on the child's own answers. */
export interface RecallEstimate {
  weights: readonly number[];
  fluentMs: number;
  /** The sittings it was fitted on. */
  fittedOn: number;
  /**
   * Whether this child's facts are ranked, weakest first, by factStrength
   * rather than by the estimate: whichever of the two has ranked the child's
   * own answers better (the area under the ROC curve of each over the
   * sittings fitted on). Under a memory that is ACT-R's, base-level learning
   * ranks the facts near the fluency line best; under others the estimate.
   */
  rankByStrength: boolean;
  /** The log chance the fitted weights give the examples they were fitted on (each sitting after a fact's first). */
  logLikelihood: number;
}

/**
 * The area under the ROC curve of a score over examples: the chance that an
 * answer right and quick scored above one that was not (ties half).
 */
function rocArea(examples: readonly { score: number; y: number }[]): number {
  const sorted = [...examples].sort((p, q) => p.score - q.score);
  let rankSum = 0;
  let right = 0;
  for (let i = 0; i < sorted.length;) {
    // The ties of the i-th score after it (at least the i-th itself, so that a score equal to nothing, NaN, moves on).
    let j = i + 1;
    while (j < sorted.length && (sorted[j] as { score: number }).score === (sorted[i] as { score: number }).score) j++;
    const midRank = (i + 1 + j) / 2;
    for (let k = i; k < j; k++) {
      if ((sorted[k] as { y: number }).y === 1) {
        rankSum += midRank;
        right += 1;
      }
    }
    i = j;
  }
  const missed = sorted.length - right;
  return right === 0 || missed === 0 ? 0.5 : (rankSum - (right * (right + 1)) / 2) / (right * missed);
}

function dot(x: readonly number[], w: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += (x[i] as number) * (w[i] ?? 0);
  return sum;
}

/**
 * Fits a child's estimate on its own kept answers: for every fact, each
 * sitting after its first is an example, its first answer (right and quick,
 * or not) predicted from the answers before that sitting; logistic
 * regression on recallFeatures by Newton's method, pulled towards
 * PRIOR_WEIGHTS. Deterministic, and fast enough for every plan (a few hundred
 * examples of six numbers).
 */
export function fitRecallEstimate(
  attempts: readonly FactAttempt[],
  level: DifficultyLevel = "beginner",
): RecallEstimate {
  const facts = [...attemptsByFact(attempts)].map(([key, { attempts: of }]) => ({ key, answers: new FactAnswers(of) }));
  return fitRecallEstimateOn(facts, level);
}

/** fitRecallEstimate of a child's facts whose answers are read already (FactAnswers), each by its factKey. */
export function fitRecallEstimateOn(
  facts: readonly { key: string; answers: FactAnswers }[],
  level: DifficultyLevel = "beginner",
): RecallEstimate {
  const fluentMs = FACT_FLUENT_MS[level];
  const examples: { x: number[]; y: number; strength: number }[] = [];
  // In an order of their own, so that the same answers in any order give the same estimate.
  const byFact = [...facts].sort(({ key: x }, { key: y }) => (x < y ? -1 : x > y ? 1 : 0));
  for (const { answers } of byFact) {
    // Each sitting after the first is an example, from the answers of the sittings before it.
    const walk = new SittingWalk(answers.sorted);
    walk.takeSitting();
    for (let answer = walk.sorted[walk.end]; answer; answer = walk.sorted[walk.end]) {
      const { x, strength } = walkedFeatures(walk, answer.at, fluentMs);
      examples.push({ x, y: Number(rightAndQuick(answer, fluentMs)), strength });
      walk.takeSitting();
    }
  }
  const n = PRIOR_WEIGHTS.length;
  const w = [...PRIOR_WEIGHTS];
  for (let step = 0; step < FIT_STEPS && examples.length > 0; step++) {
    const gradient = w.map((wi, i) => PRIOR_PULL * (wi - (PRIOR_WEIGHTS[i] as number)));
    const hessian = Array.from({ length: n }, (_, i) =>
      Array.from({ length: n }, (_, j) => (i === j ? PRIOR_PULL : 0)),
    );
    for (const { x, y } of examples) {
      const p = sigmoid(dot(x, w));
      const weight = p * (1 - p);
      for (let i = 0; i < n; i++) {
        gradient[i] = (gradient[i] as number) + (p - y) * (x[i] as number);
        const row = hessian[i] as number[];
        for (let j = 0; j < n; j++) row[j] = (row[j] as number) + weight * (x[i] as number) * (x[j] as number);
      }
    }
    // A Newton step over the weights not held at their floor (an active set): where the step would take
    // one below it, it is held there and the step taken again over the others.
    const held = new Set<number>();
    for (;;) {
      const free = w.map((_, i) => i).filter((i) => !held.has(i));
      const delta = solve(
        free.map((i) => free.map((j) => (hessian[i] as number[])[j] as number)),
        free.map((i) => gradient[i] as number),
      );
      const next = [...w];
      free.forEach((i, k) => (next[i] = (w[i] as number) - (delta[k] as number)));
      const below = [...FLOORS].filter(([i, floor]) => !held.has(i) && (next[i] as number) < floor);
      if (below.length === 0) {
        w.splice(0, n, ...next);
        break;
      }
      for (const [i, floor] of below) {
        held.add(i);
        w[i] = floor;
      }
    }
  }
  const rankByStrength =
    rocArea(examples.map((e) => ({ score: e.strength, y: e.y }))) >
    rocArea(examples.map((e) => ({ score: dot(e.x, w), y: e.y })));
  let logLikelihood = 0;
  for (const { x, y } of examples) {
    const z = dot(x, w);
    // log σ(z) if right and quick, log(1 − σ(z)) if not, without overflow.
    logLikelihood -= Math.log1p(Math.exp(-Math.abs(z))) + Math.max(0, y === 1 ? -z : z);
  }
  return { weights: w, fluentMs, fittedOn: examples.length, rankByStrength, logLikelihood };
}

/** Solves A·x = b by Gaussian elimination with partial pivoting (A small, symmetric and positive definite). */
function solve(matrix: readonly (readonly number[])[], vector: readonly number[]): number[] {
  const n = vector.length;
  const a = matrix.map((row, i) => [...row, vector[i] as number]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(a[r]?.[col] ?? 0) > Math.abs(a[pivot]?.[col] ?? 0)) pivot = r;
    [a[col], a[pivot]] = [a[pivot] as number[], a[col] as number[]];
    const top = a[col] as number[];
    for (let r = col + 1; r < n; r++) {
      const row = a[r] as number[];
      const factor = (row[col] as number) / (top[col] as number);
      for (let c = col; c <= n; c++) row[c] = (row[c] as number) - factor * (top[c] as number);
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    const row = a[r] as number[];
    let sum = row[n] as number;
    for (let c = r + 1; c < n; c++) sum -= (row[c] as number) * (x[c] as number);
    x[r] = sum / (row[r] as number);
  }
  return x;
}

/**
 * The chance that a fact is answered right and quick (within the level's
 * fluent time) at `at`, as the child's fitted estimate has it from the fact's
 * kept answers before then; 0 for a fact never asked.
 */
export function fittedRecall(estimate: RecallEstimate, attempts: readonly FactAttempt[], at: Date): number {
  if (attempts.length === 0) return 0;
  return sigmoid(dot(recallFeatures(attempts, at, estimate.fluentMs), estimate.weights));
}

/** A fact missed at its last sitting is estimated at most this likely right and quick, below the fluency line. */
export const MISSED_CEILING = 0.8;

/**
 * What the plan and the map go by: fittedRecall, held to what the fact's own
 * answers have shown, whatever the child's other answers taught the fit. A
 * fact missed at its last sitting is below the fluency line (MISSED_CEILING),
 * so it is practised again; a fact answered right within the fluent time at
 * each of its last FACT_FLUENT_REVIEWS sittings (the map's fluent), asked at
 * `at` no longer after its last than it has been answered right after before
 * (at least a day), is at the line or above.
 */
export function estimatedRecall(estimate: RecallEstimate, attempts: readonly FactAttempt[], at: Date): number {
  return recallOf(estimate, new FactAnswers(attempts), at).recall;
}

/**
 * A fact's estimatedRecall and factStrength at `at`, from its answers read
 * once (FactAnswers) and walked once: what the plan asks of every fact a
 * child has tried.
 */
export function recallOf(
  estimate: RecallEstimate,
  answers: FactAnswers,
  at: Date,
): { recall: number; strength: number } {
  // The strength does not depend on the fluent time (it weighs in the pace feature only).
  const { x, strength } = walkedFeatures(answers.walk, at, estimate.fluentMs);
  const { sorted } = answers;
  const fitted = sorted.length === 0 ? 0 : sigmoid(dot(x, estimate.weights));
  const sittings = answers.sittingsAt(estimate.fluentMs);
  const last = sittings.at(-1);
  if (!last) return { recall: fitted, strength };
  if (!last.right) return { recall: Math.min(fitted, MISSED_CEILING), strength };
  const gaps = sittings
    .slice(1)
    .map((sitting, i) => (sitting.right ? sitting.day - (sittings[i] as { day: number }).day : 0));
  const held = Math.max(1, ...gaps);
  const shown =
    sittings.length >= FACT_FLUENT_REVIEWS &&
    sittings.slice(-FACT_FLUENT_REVIEWS).every((sitting) => sitting.quick) &&
    ageDays(sorted.at(-1) as FactAttempt, at) <= held;
  return { recall: shown ? Math.max(fitted, FLUENT_LINE) : fitted, strength };
}
