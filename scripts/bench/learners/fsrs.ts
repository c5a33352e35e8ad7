/**
 * The DSR model of memory behind FSRS (Ye, Su & Cao 2022, "A Stochastic
 * Shortest Path Algorithm for Optimizing Spaced Repetition Scheduling", KDD;
 * its equations as in FSRS-5, with FSRS-5's published default weights, fitted
 * on millions of reviews): each fact has a stability S (days until recall
 * falls to 90 %) and a difficulty D (1-10); recall decays as a power of the
 * time since the last review, and each review raises or lowers S by rules
 * that depend on D, S and the recall at the time (forgetting is not traces
 * adding up, as in ACT-R, but a state updated review by review).
 */
import type { Random } from "../../../src/shared/game/random";
import { activationOf, DAY_S, normal, QUESTION_S, retrieve, type Memory } from "./retrieval";

/** FSRS-5's default weights w0-w18. */
export const FSRS_W = [
  0.40255, 1.18385, 3.173, 15.69105, 7.1949, 0.5345, 1.4604, 0.0046, 1.54575, 0.1192, 1.01925, 1.9395, 0.11, 0.29605,
  2.2698, 0.2315, 2.9898, 0.51655, 0.6621,
] as const;
const w = (i: number) => FSRS_W[i] as number;

const DECAY = -0.5;
const FACTOR = 19 / 81;

/** Grades: 1 again (a miss), 3 good (a right answer). */
type Grade = 1 | 3;

/** R(t, S) = (1 + FACTOR·t/S)^DECAY: 0.9 when t = S. */
export const retrievability = (days: number, stability: number) => Math.pow(1 + (FACTOR * days) / stability, DECAY);

const clampD = (d: number) => Math.min(10, Math.max(1, d));
/** D0(G) = w4 − e^(w5·(G − 1)) + 1. */
export const initialDifficulty = (g: number) => w(4) - Math.exp(w(5) * (g - 1)) + 1;
/** D' = w7·D0(4) + (1 − w7)·(D − w6·(G − 3)): a miss makes a fact harder, with mean reversion. */
export const nextDifficulty = (d: number, g: Grade) =>
  clampD(w(7) * initialDifficulty(4) + (1 - w(7)) * (d - w(6) * (g - 3)));

/** After a right answer a day or more since: S·(e^w8·(11 − D)·S^(−w9)·(e^(w10·(1 − R)) − 1)·k + 1), k the learner's rate. */
export const stabilityAfterRecall = (s: number, d: number, r: number, k = 1) =>
  s * (Math.exp(w(8)) * (11 - d) * Math.pow(s, -w(9)) * (Math.exp(w(10) * (1 - r)) - 1) * k + 1);

/** After a miss a day or more since: w11·D^(−w12)·((S + 1)^w13 − 1)·e^(w14·(1 − R)), never above S. */
export const stabilityAfterLapse = (s: number, d: number, r: number) =>
  Math.min(s, w(11) * Math.pow(d, -w(12)) * (Math.pow(s + 1, w(13)) - 1) * Math.exp(w(14) * (1 - r)));

/** A review within the day (FSRS-5's short-term term): S·e^(w17·(G − 3 + w18)). */
export const stabilitySameDay = (s: number, g: Grade) => s * Math.exp(w(17) * (g - 3 + w(18)));

interface Card {
  s: number;
  d: number;
  /** When last reviewed, in days. */
  last: number;
}

/**
 * One simulated child. Per child a learning rate k (log-normal, σ 0.5) scales
 * how much a review raises a fact's stability, and the first stability; per
 * fact a difficulty offset (normal, σ 1.5) makes some facts hard. A fact never
 * seen is not recalled. A right answer is graded good and a miss again; the
 * answer's time comes from the recall probability through ACT-R's latency
 * equation (the same as the other memories, so the plan reads times alike).
 */
export class FsrsMemory implements Memory {
  private cards = new Map<string, Card>();
  private offsets = new Map<string, number>();
  /** Days since the start. */
  private clock = 0;
  private readonly k: number;

  constructor(private readonly random: Random) {
    this.k = Math.exp(0.5 * normal(random));
  }

  recall(key: string) {
    const card = this.cards.get(key);
    return card ? retrievability(this.clock - card.last, card.s) : 0;
  }

  recallTomorrow(key: string) {
    const card = this.cards.get(key);
    return card ? retrievability(this.clock + 1 - card.last, card.s) : 0;
  }

  private offset(key: string) {
    const found = this.offsets.get(key);
    if (found !== undefined) return found;
    const drawn = 1.5 * normal(this.random);
    this.offsets.set(key, drawn);
    return drawn;
  }

  answer(key: string) {
    const r = this.recall(key);
    const result = retrieve(activationOf(r), this.random);
    const g: Grade = result.correct ? 3 : 1;
    const card = this.cards.get(key);
    if (!card) {
      this.cards.set(key, {
        s: w(g - 1) * this.k,
        d: clampD(initialDifficulty(g) + this.offset(key)),
        last: this.clock,
      });
    } else {
      const elapsed = this.clock - card.last;
      card.s =
        elapsed < 0.5
          ? stabilitySameDay(card.s, g)
          : g === 3
            ? stabilityAfterRecall(card.s, card.d, r, this.k)
            : stabilityAfterLapse(card.s, card.d, r);
      card.d = nextDifficulty(card.d, g);
      card.last = this.clock;
    }
    this.clock += QUESTION_S / DAY_S;
    return result;
  }

  nextDay() {
    this.clock = Math.floor(this.clock) + 1;
  }
}
