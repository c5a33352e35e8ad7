import { PRACTICE_QUESTIONS, PRACTICE_SECONDS } from "../../../src/shared/constants";
import type { Random } from "../../../src/shared/game/random";

/** Pavlik & Anderson (2005), Cognitive Science 29(4), 559-586: ACT-R's recall threshold τ and noise s. */
export const RETRIEVAL = { tau: -0.704, s: 0.255 } as const;

/** Answer time when recalled: F·e^(−m) + t0 (ACT-R's latency equation; F and t0 are this benchmark's). */
export const LATENCY = { F: 1.2, t0: 1.0 } as const;

/** A miss's answer time, in ms. */
const MISSED_MS = 6_000;

/** P(recall) = 1 / (1 + e^((τ − m) / s)) for an activation m. */
export const recallOf = (m: number) => (m === -Infinity ? 0 : 1 / (1 + Math.exp((RETRIEVAL.tau - m) / RETRIEVAL.s)));

/** The activation that gives a recall probability p: the inverse of recallOf. */
export const activationOf = (p: number) =>
  p <= 0 ? -Infinity : RETRIEVAL.tau + RETRIEVAL.s * Math.log(Math.min(p, 1 - 1e-12) / (1 - Math.min(p, 1 - 1e-12)));

/** The expected time of a recalled answer at activation m, in seconds. */
export const recallSeconds = (m: number) => LATENCY.F * Math.exp(-m) + LATENCY.t0;

/** A fluent answer is right within this many seconds (the product's fluent time for a beginner). */
export const FLUENT_S = 3;
/** The activation at which a recalled answer takes FLUENT_S: F·e^(−m) + t0 = FLUENT_S. */
const QUICK_ACTIVATION = Math.log(LATENCY.F / (FLUENT_S - LATENCY.t0));

/**
 * The probability that an answer is right within FLUENT_S at activation m: the
 * noisy activation (retrieve) above both τ and QUICK_ACTIVATION, so a fact
 * recalled but slowly does not count.
 */
export const quickRecallOf = (m: number) => recallOf(m - Math.max(0, QUICK_ACTIVATION - RETRIEVAL.tau));

/** The same from a recall probability p, through the activation that gives it (the other memories' answers time as ACT-R's). */
export const quickRecall = (p: number) => quickRecallOf(activationOf(p));

/**
 * One attempt as ACT-R retrieves: the activation m plus logistic noise of
 * scale s; recalled when that is above τ (so with probability recallOf(m)),
 * then in F·e^(−noisy activation) + t0 seconds.
 */
export function retrieve(m: number, random: Random): { correct: boolean; responseMs: number } {
  const u = Math.min(Math.max(random(), 1e-12), 1 - 1e-12);
  const noisy = m + RETRIEVAL.s * Math.log(u / (1 - u));
  const correct = noisy > RETRIEVAL.tau;
  return { correct, responseMs: correct ? Math.round(recallSeconds(noisy) * 1000) : MISSED_MS };
}

/** A standard normal draw (Box-Muller). */
export function normal(random: Random): number {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

/** A simulated child's memory of the facts, as the benchmark drives it. */
export interface Memory {
  /** Answers a question on the fact `key` now; either way the answer is then seen. */
  answer(key: string): { correct: boolean; responseMs: number };
  /** The end of a session: the clock moves to the next day's. */
  nextDay(): void;
  /** The probability the fact is recalled now (right, however slowly). */
  recall(key: string): number;
  /**
   * The probability the fact is recalled a day from now if it is not asked
   * again meanwhile: what only an oracle could read (the benchmark's best possible scheduler).
   */
  recallTomorrow(key: string): number;
}

export const QUESTION_S = PRACTICE_SECONDS / PRACTICE_QUESTIONS;
export const SESSION_S = PRACTICE_SECONDS;
export const DAY_S = 86_400;
