/**
 * What the answers alone can tell of an MCM learner's memory, at best: a
 * particle filter that knows the model exactly (its parameters, the spread of
 * the child's and each fact's rates, the encoding chance, the latency
 * equation) and reads the child's answers, but not the memory. For each fact
 * it weighs the hidden states the answers allow (the fact's rate, and which
 * studies were encoded) by how likely they make the answers, right or wrong
 * and how quick, with the child's own rate shared by all facts (a grid over
 * it, weighed by all the facts' answers). Its chance that a fact is right and
 * quick tomorrow is what no scheduler that reads answers only can know
 * better: the benchmark's "answers-only limit" (docs/decisions/0075-what-the-answers-can-tell.md).
 */
import { mulberry32, type Random } from "../../../src/shared/game/random";
import { normalQuantile } from "../../../src/shared/learning/normal-quantile";
import { decayed, MCM, MCM_RATE_SPREAD, recallOfTrace, studied, timeConstants } from "./mcm";
import { activationOf, LATENCY, normal, quickRecall, RETRIEVAL } from "./retrieval";

/** One observed answer: when (in days on the learner's clock), right or not, and its time in ms. */
export interface SeenAnswer {
  day: number;
  correct: boolean;
  responseMs: number;
  /** The first kept answer of a fact whose earlier answers are gone. */
  afterLost?: boolean;
}

/** What the filter reads: the answers' times or only right and wrong; the child's rate weighed over a grid or not. */
export interface PosteriorOptions {
  /** Read how quick each right answer was (the latency equation), not only that it was right. */
  times: boolean;
  /** Points of the grid over the child's rate; 1: none (each fact's rate spread by the child's and its own). */
  childGrid: number;
  /**
   * For a fact whose earlier answers are gone, each particle starts from a
   * history of its own of 1 to this many studies over the PRIOR_DAYS before
   * its first kept answer; 0: from nothing, the first kept answer not weighed.
   */
  lostStudies: number;
  /** Particles per fact (and per point of the grid over the child's rate); PARTICLES unless told. */
  particles?: number;
}

const PARTICLES = 64;
/** The days a history let go is spread over. */
const LOST_DAYS = 60;

const logistic = (z: number) => 1 / (1 + Math.exp(-z));

/**
 * The chance of an answer as observed when the fact's recall probability is
 * p: a miss, or a right answer whose time rounds to responseMs (the noisy
 * activation within the interval that time stands for; retrieval.ts).
 */
function answerLikelihood(p: number, correct: boolean, responseMs: number, times: boolean): number {
  const m = activationOf(p);
  const below = m === -Infinity ? 1 : 1 - logistic((m - RETRIEVAL.tau) / RETRIEVAL.s);
  if (!correct) return below;
  if (m === -Infinity) return 0;
  if (!times) return 1 - below;
  const noisyAt = (ms: number) =>
    ms / 1000 <= LATENCY.t0 ? Infinity : -Math.log((ms / 1000 - LATENCY.t0) / LATENCY.F);
  const cdf = (v: number) => (v === Infinity ? 1 : logistic((v - m) / RETRIEVAL.s));
  return Math.max(0, cdf(noisyAt(responseMs - 0.5)) - cdf(noisyAt(responseMs + 0.5)));
}

interface Particle {
  tau: number[];
  x: number[];
  at: number;
}

/** One fact's filter under one child rate: its particles, how many answers they have taken, and the log evidence. */
interface FactFilter {
  particles: Particle[];
  taken: number;
  logEvidence: number;
  random: Random;
}

export class McmPosterior {
  private readonly childRates: number[];
  private readonly filters = new Map<string, FactFilter[]>();

  constructor(
    private readonly seed: number,
    private readonly options: PosteriorOptions,
  ) {
    const grid = options.childGrid;
    this.childRates = Array.from({ length: grid }, (_, i) =>
      grid === 1 ? 1 : Math.exp(MCM_RATE_SPREAD * normalQuantile((i + 0.5) / grid)),
    );
  }

  private filtersOf(key: string): FactFilter[] {
    const found = this.filters.get(key);
    if (found) return found;
    let hash = this.seed;
    for (const ch of key) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
    const made = this.childRates.map((k, g) => {
      const random = mulberry32(hash + g * 7919);
      const particles = Array.from({ length: this.options.particles ?? PARTICLES }, () => {
        // Without the grid, a fact's rate is spread by the child's and its own: σ√2.
        const tau = timeConstants(
          k * Math.exp((this.options.childGrid === 1 ? Math.SQRT2 : 1) * MCM_RATE_SPREAD * normal(random)),
        );
        return { tau, x: tau.map(() => 0), at: 0 };
      });
      return { particles, taken: 0, logEvidence: 0, random };
    });
    this.filters.set(key, made);
    return made;
  }

  /** Takes the answers of `key` not taken yet (all of them, in order: the fact's whole history). */
  private update(key: string, answers: readonly SeenAnswer[]) {
    for (const filter of this.filtersOf(key)) {
      for (; filter.taken < answers.length; filter.taken++) {
        const answer = answers[filter.taken] as SeenAnswer;
        const { lostStudies, times } = this.options;
        if (answer.afterLost && filter.taken === 0 && lostStudies > 0) {
          // The answers let go: a history of its own for each particle, studied as the model would.
          for (const particle of filter.particles) {
            const n = 1 + Math.floor(filter.random() * lostStudies);
            const days = Array.from({ length: n }, () => answer.day - 0.5 - filter.random() * (LOST_DAYS - 0.5)).sort(
              (a, b) => a - b,
            );
            let x = particle.x;
            let at = days[0] ?? answer.day;
            for (const day of days) {
              x = decayed(x, particle.tau, day - at);
              at = day;
              const right = filter.random() < recallOfTrace(x);
              if (filter.random() < MCM.omega) x = studied(x, right ? MCM.epsilonR : 1);
            }
            particle.x = x;
            particle.at = at;
          }
        }
        const count = filter.particles.length;
        const weights = filter.particles.map((particle) => {
          const x = decayed(particle.x, particle.tau, answer.day - particle.at);
          particle.x = x;
          particle.at = answer.day;
          // From nothing, the first kept answer after answers let go tells nothing.
          return answer.afterLost && lostStudies === 0
            ? 1
            : answerLikelihood(recallOfTrace(x), answer.correct, answer.responseMs, times);
        });
        const total = weights.reduce((sum, w) => sum + w, 0);
        filter.logEvidence += Math.log(Math.max(total / count, 1e-300));
        // Resample in proportion to the weights (systematic), then each study encoded or not as the model draws.
        const chosen: Particle[] = [];
        if (total > 0) {
          const step = total / count;
          let u = filter.random() * step;
          let sum = 0;
          let i = 0;
          for (let n = 0; n < count; n++) {
            while (i < count - 1 && sum + (weights[i] as number) < u) sum += weights[i++] as number;
            chosen.push(filter.particles[i] as Particle);
            u += step;
          }
        } else chosen.push(...filter.particles);
        filter.particles = chosen.map((p) => {
          const encoded = filter.random() < MCM.omega;
          return { tau: p.tau, x: encoded ? studied(p.x, answer.correct ? MCM.epsilonR : 1) : [...p.x], at: p.at };
        });
      }
    }
  }

  /**
   * Each fact's chance of a right answer within the fluent time at `day`
   * (days on the learner's clock), from all the answers `byFact` holds.
   */
  quickRecallAt(byFact: ReadonlyMap<string, readonly SeenAnswer[]>, day: number): Map<string, number> {
    for (const [key, answers] of byFact) this.update(key, answers);
    // The child's rate: each grid point weighed by every fact's evidence under it.
    const logWeights = this.childRates.map((_, g) => {
      let sum = 0;
      for (const key of byFact.keys()) sum += (this.filtersOf(key)[g] as FactFilter).logEvidence;
      return sum;
    });
    const top = Math.max(...logWeights);
    const weights = logWeights.map((w) => Math.exp(w - top));
    const total = weights.reduce((a, b) => a + b, 0);
    const out = new Map<string, number>();
    for (const key of byFact.keys()) {
      let p = 0;
      this.filtersOf(key).forEach((filter, g) => {
        let mean = 0;
        for (const particle of filter.particles) {
          const x = decayed(particle.x, particle.tau, day - particle.at);
          mean += quickRecall(recallOfTrace(x));
        }
        p += ((weights[g] as number) / total) * (mean / filter.particles.length);
      });
      out.set(key, p);
    }
    return out;
  }
}
