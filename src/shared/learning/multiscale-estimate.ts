/**
 * The multiscale estimate: each fact's chance of a right and quick answer at a
 * moment, read from its stored answers through the multiscale context model of
 * memory (Mozer, Pashler, Cepeda, Lindsey & Vul 2009, "Predicting the optimal
 * spacing of study", NIPS 22; its parameters as fitted to Cepeda et al.'s 2009
 * forgetting data), by a particle filter (docs/decisions/0077-the-plan-reads-a-multiscale-filter.md).
 *
 * A fact's memory is a few leaky integrators, each forgetting at its own time
 * scale (days, weeks, months...), and a study moves each towards full
 * strength by what the faster ones lack, so a fact relearnt after a gap gains
 * more than one drilled twice in a day (the spacing effect). Nothing of that
 * memory is seen; what the answers allow of it is held as particles: for each
 * point of a grid over the child's own rate of forgetting, PARTICLES guesses
 * of the fact's rate and of which studies were taken in (a study is encoded
 * with the chance OMEGA), each weighed at every answer by how likely it made
 * that answer, right and quick or not. The child's rate is shared by all the
 * facts: each grid point is weighed by every fact's answers under it.
 *
 * Deterministic: the same answers give the same chances. Each fact's filter
 * is kept and taken on from where it stopped while the fact's answers only
 * grow, and read afresh from the first answer when they change otherwise.
 */
import type { DifficultyLevel } from "../constants";
import { Mulberry32 } from "../game/random";
import { attemptsByFact, type FactAttempt, type FactQuestion } from "./fact-model";
import { normalQuantile } from "./normal-quantile";
import { planPractice, type PlanOptions, type RecallReader } from "./plan-practice";
import { FactAnswers, fitRecallEstimateOn, MISSED_CEILING } from "./recall-estimate";

/**
 * The model's parameters as the paper's §4 fits them to Cepeda et al.'s
 * (2009, Experiment 1) forgetting after one study session: τᵢ = μ·νⁱ days,
 * weights ∝ ξⁱ, a study encoded with chance ω and at the rate ε_r when the
 * fact was retrieved, 1 when not.
 */
const MU = 0.9799;
const NU = 3.7186;
const XI = 0.4914;
const OMEGA = 0.9374;
const EPSILON_RETRIEVED = 9;
const EPSILON_MISSED = 1;
/** The paper's 100 integrators, of which the first INTEGRATORS are read: the eighth forgets over a century. */
const MODEL_INTEGRATORS = 100;
const INTEGRATORS = 8;
/** A child's rate of forgetting, and each fact's, is log-normal about 1 with this σ. */
const RATE_SPREAD = 0.5;
/** Guesses of each fact's memory per point of the grid over the child's rate, and the grid's points. */
const PARTICLES = 32;
const GRID = 9;
/** An answer however the memory stands: a lucky guess right, a slip wrong. */
const LAPSE = 0.01;
const DAY_MS = 86_400_000;

const GAMMA = (() => {
  const total = Array.from({ length: MODEL_INTEGRATORS }, (_, i) => XI ** (i + 1)).reduce((a, b) => a + b, 0);
  return Float64Array.from({ length: INTEGRATORS }, (_, i) => XI ** (i + 1) / total);
})();
const CUMULATIVE = GAMMA.map((_, i) => GAMMA.slice(0, i + 1).reduce((a, b) => a + b, 0));
/** 1/τᵢ at a rate of 1, in days⁻¹. */
const INVERSE_TAU = Float64Array.from({ length: INTEGRATORS }, (_, i) => 1 / (MU * NU ** (i + 1)));
/** The child's rate at each grid point, and each particle's fact rate by its place: quantiles of the log-normal. */
const CHILD_RATES = Float64Array.from({ length: GRID }, (_, g) =>
  Math.exp(RATE_SPREAD * normalQuantile((g + 0.5) / GRID)),
);
const FACT_RATES = Float64Array.from({ length: PARTICLES }, (_, j) =>
  Math.exp(RATE_SPREAD * normalQuantile((j + 0.5) / PARTICLES)),
);
const SLOTS = GRID * PARTICLES;

/** The chance of recall of integrators x[at…at+INTEGRATORS): min(1, s_N), never below 0. */
function recallAt(x: Float64Array, at: number): number {
  let sum = 0;
  for (let i = 0; i < INTEGRATORS; i++) sum += (GAMMA[i] as number) * (x[at + i] as number);
  return Math.min(1, Math.max(0, sum / (CUMULATIVE[INTEGRATORS - 1] as number)));
}

/** A study of the integrators x[at…): each moves towards 1 by ε times what the strength through it lacked before. */
function study(x: Float64Array, at: number, epsilon: number): void {
  let sum = 0;
  for (let i = 0; i < INTEGRATORS; i++) {
    const before = x[at + i] as number;
    sum += (GAMMA[i] as number) * before;
    x[at + i] = before + epsilon * Math.max(0, 1 - sum / (CUMULATIVE[i] as number));
  }
}

/** One answer as the filter reads it: when (ms), whether it counts as right and quick, and whether it was right at all. */
interface Reading {
  at: number;
  quick: boolean;
  right: boolean;
}

/** Scratch space for a step of any filter (one runs at a time). */
const WEIGHTS = new Float64Array(PARTICLES);
const NEXT_X = new Float64Array(PARTICLES * INTEGRATORS);
const NEXT_RATE = new Int16Array(PARTICLES);
/** The decay of each integrator over a step, by a slot's rate (its place in RATES), and whether it is reckoned yet. */
const DECAY = new Float64Array(SLOTS * INTEGRATORS);
const RECKONED = new Uint8Array(SLOTS);
const RATES = Float64Array.from({ length: SLOTS }, (_, s) => {
  const g = Math.floor(s / PARTICLES);
  return (CHILD_RATES[g] as number) * (FACT_RATES[s - g * PARTICLES] as number);
});

/** DECAY of the rate at place r in RATES over `days`, unless reckoned already since RECKONED was cleared. */
function reckonDecay(r: number, days: number): void {
  if (RECKONED[r] === 1) return;
  RECKONED[r] = 1;
  const scaled = days / (RATES[r] as number);
  for (let i = 0; i < INTEGRATORS; i++) DECAY[r * INTEGRATORS + i] = Math.exp(-scaled * (INVERSE_TAU[i] as number));
}

/** One fact's particles under every grid point, what they have taken, and each grid point's log evidence. */
class FactFilter {
  /** The integrators of slot s (grid point g, particle j: s = g·PARTICLES + j) at x[s·INTEGRATORS…]. */
  readonly x = new Float64Array(SLOTS * INTEGRATORS);
  /** Each slot's rate of forgetting, by its place in RATES (the child's at its grid point times the fact's). */
  readonly rate = Int16Array.from({ length: SLOTS }, (_, s) => s);
  /** Each grid point's log chance of every answer taken, and of the first answer of each sitting after the first. */
  readonly logEvidence = new Float64Array(GRID);
  readonly sittingEvidence = new Float64Array(GRID);
  /** When the particles were last moved to (ms; none before the first answer), and the answers taken at that moment. */
  at = Number.NaN;
  takenAt = 0;
  private readonly random: Mulberry32;

  constructor(key: string) {
    let hash = 1;
    for (const ch of key) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
    this.random = new Mulberry32(hash);
  }

  /** Every slot's integrators decayed over `days`, each decay reckoned once for each rate the slots hold. */
  private decay(days: number): void {
    RECKONED.fill(0);
    for (let s = 0; s < SLOTS; s++) {
      const r = this.rate[s] as number;
      reckonDecay(r, days);
      for (let i = 0; i < INTEGRATORS; i++) {
        const k = s * INTEGRATORS + i;
        this.x[k] = (this.x[k] as number) * (DECAY[r * INTEGRATORS + i] as number);
      }
    }
  }

  /** Takes one answer: weighs each particle by it, resamples each grid point's, and studies each as the model draws. */
  take(reading: Reading): void {
    const first = Number.isNaN(this.at);
    const newSitting = first || Math.floor(reading.at / DAY_MS) !== Math.floor(this.at / DAY_MS);
    if (!first && reading.at > this.at) this.decay((reading.at - this.at) / DAY_MS);
    this.takenAt = !first && reading.at === this.at ? this.takenAt + 1 : 1;
    this.at = reading.at;
    for (let g = 0; g < GRID; g++) {
      const base = g * PARTICLES;
      let total = 0;
      for (let j = 0; j < PARTICLES; j++) {
        const p = LAPSE + (1 - 2 * LAPSE) * recallAt(this.x, (base + j) * INTEGRATORS);
        const w = reading.quick ? p : 1 - p;
        WEIGHTS[j] = w;
        total += w;
      }
      const logChance = Math.log(total / PARTICLES);
      this.logEvidence[g] = (this.logEvidence[g] as number) + logChance;
      if (newSitting && !first) this.sittingEvidence[g] = (this.sittingEvidence[g] as number) + logChance;
      // Systematic resampling, in proportion to the weights.
      const step = total / PARTICLES;
      let u = this.random.next() * step;
      let sum = WEIGHTS[0] as number;
      let i = 0;
      for (let n = 0; n < PARTICLES; n++) {
        while (i < PARTICLES - 1 && sum < u) sum += WEIGHTS[++i] as number;
        NEXT_X.set(this.x.subarray((base + i) * INTEGRATORS, (base + i + 1) * INTEGRATORS), n * INTEGRATORS);
        NEXT_RATE[n] = this.rate[base + i] as number;
        u += step;
      }
      this.x.set(NEXT_X, base * INTEGRATORS);
      this.rate.set(NEXT_RATE, base);
      for (let j = 0; j < PARTICLES; j++) {
        if (this.random.next() < OMEGA) {
          study(this.x, (base + j) * INTEGRATORS, reading.right ? EPSILON_RETRIEVED : EPSILON_MISSED);
        }
      }
    }
  }

  /** Each grid point's mean chance of recall at `at` (ms), into `out`. */
  chancesAt(at: number, out: Float64Array): void {
    const days = Number.isNaN(this.at) ? 0 : Math.max(0, at - this.at) / DAY_MS;
    RECKONED.fill(0);
    for (let g = 0; g < GRID; g++) {
      let mean = 0;
      for (let j = 0; j < PARTICLES; j++) {
        const s = g * PARTICLES + j;
        const r = this.rate[s] as number;
        reckonDecay(r, days);
        let sum = 0;
        for (let i = 0; i < INTEGRATORS; i++) {
          sum +=
            (GAMMA[i] as number) * (this.x[s * INTEGRATORS + i] as number) * (DECAY[r * INTEGRATORS + i] as number);
        }
        mean += Math.min(1, Math.max(0, sum / (CUMULATIVE[INTEGRATORS - 1] as number)));
      }
      out[g] = mean / PARTICLES;
    }
  }
}

const readingsOf = (attempts: readonly FactAttempt[], fluentMs: number): Reading[] =>
  attempts
    .map((a): Reading => ({ at: a.at.getTime(), quick: a.correct && a.responseMs <= fluentMs, right: a.correct }))
    // Stable: the answers of one game, which share its time, stay in the order given.
    .sort((x, y) => x.at - y.at);

/** What a read gives: each fact's chance at a moment, and how well the filter foretold the child's sittings. */
export interface MultiscaleReading {
  /** A fact's chance of a right answer within the fluent time at `at`, by its factKey; 0 for a fact with no answers. */
  chance: (key: string, at: Date) => number;
  /**
   * The log chance the filter gave, before each, to the first answer of each
   * sitting of each fact after its first (right and quick or not), the
   * child's rate weighed by everything else the answers tell.
   */
  sittingsLogLikelihood: number;
}

/**
 * A child's multiscale estimate, kept between plans: `read` takes the
 * child's stored answers now and gives each fact's chance of a right answer
 * within `fluentMs` at a moment.
 */
export class MultiscaleEstimate {
  private readonly filters = new Map<string, FactFilter>();

  constructor(private readonly fluentMs: number) {}

  /**
   * Reads each fact's stored answers (any order; by factKey). A fact's
   * filter read before is taken on with the answers after the last it took,
   * while that one is still among them (so answers let go since still count);
   * otherwise, or for a fact new to it, the filter reads the answers afresh.
   */
  read(byFact: ReadonlyMap<string, readonly FactAttempt[]>): MultiscaleReading {
    const logWeights = new Float64Array(GRID);
    const sittingWeights = new Float64Array(GRID);
    const read = new Map<string, FactFilter>();
    for (const [key, attempts] of byFact) {
      const readings = readingsOf(attempts, this.fluentMs);
      let filter = this.filters.get(key);
      let from = 0;
      if (filter) {
        const at = filter.at;
        const firstAt = readings.findIndex((r) => r.at === at);
        const atCount = readings.filter((r) => r.at === at).length;
        if (firstAt >= 0 && atCount >= filter.takenAt) from = firstAt + filter.takenAt;
        else filter = undefined;
      }
      if (!filter) {
        filter = new FactFilter(key);
        this.filters.set(key, filter);
      }
      for (let i = from; i < readings.length; i++) filter.take(readings[i] as Reading);
      read.set(key, filter);
      for (let g = 0; g < GRID; g++) {
        logWeights[g] = (logWeights[g] as number) + (filter.logEvidence[g] as number);
        sittingWeights[g] = (sittingWeights[g] as number) + (filter.sittingEvidence[g] as number);
      }
    }
    for (const key of this.filters.keys()) if (!byFact.has(key)) this.filters.delete(key);
    const top = Math.max(...logWeights);
    const weights = logWeights.map((w) => Math.exp(w - top));
    const total = weights.reduce((a, b) => a + b, 0);
    // The sittings' chance given the rest: each grid point weighed by what the other answers tell of it, as
    // log Σ exp(all) − log Σ exp(the rest), each sum taken about its largest term so that neither underflows.
    const others = logWeights.map((w, g) => w - (sittingWeights[g] as number));
    const othersTop = Math.max(...others);
    const given = others.reduce((sum, w) => sum + Math.exp(w - othersTop), 0);
    const sittingsLogLikelihood = top + Math.log(total) - (othersTop + Math.log(given));
    const chances = new Float64Array(GRID);
    return {
      chance: (key, at) => {
        const filter = read.get(key);
        if (!filter || Number.isNaN(filter.at)) return 0;
        filter.chancesAt(at.getTime(), chances);
        let p = 0;
        for (let g = 0; g < GRID; g++) p += ((weights[g] as number) / total) * (chances[g] as number);
        return p;
      },
      sittingsLogLikelihood: read.size === 0 ? 0 : sittingsLogLikelihood,
    };
  }
}

/**
 * What the plan reads for a child, from all the answers the server stores of
 * them (storedAttemptsOf): the multiscale estimate's chance (read through
 * `estimate`, the child's, kept between plans), held below the fluency line
 * for a fact missed at its last sitting (at most MISSED_CEILING, as the
 * fitted estimate holds it), when it has foretold the child's own sittings
 * better than the fitted estimate (fitRecallEstimate on the same answers,
 * whose log chance, fitted on those very sittings, is first reduced by the
 * number of its weights, as Akaike's criterion does); otherwise none, and the
 * plan reads its fitted estimate as before. A child whose memory is not as
 * the model has it (under ACT-R's or DSR's in the benchmark) keeps the fitted
 * estimate (docs/decisions/0077-the-plan-reads-a-multiscale-filter.md).
 */
export function multiscaleReader(
  estimate: MultiscaleEstimate,
  stored: readonly FactAttempt[],
  level: DifficultyLevel,
): RecallReader | undefined {
  // Each fact's answers grouped, sorted and walked once, for the fit and for its last sitting.
  const facts = [...attemptsByFact(stored)].map(([key, { attempts }]) => ({
    key,
    attempts,
    answers: new FactAnswers(attempts),
  }));
  const reading = estimate.read(new Map(facts.map(({ key, attempts }) => [key, attempts])));
  const fitted = fitRecallEstimateOn(facts, level);
  if (fitted.fittedOn === 0 || reading.sittingsLogLikelihood <= fitted.logLikelihood - fitted.weights.length) {
    return undefined;
  }
  const missedLast = new Set(
    facts.filter(({ answers }) => answers.sittingsAt(fitted.fluentMs).at(-1)?.right === false).map(({ key }) => key),
  );
  return (key, at) => {
    const chance = reading.chance(key, at);
    return missedLast.has(key) ? Math.min(chance, MISSED_CEILING) : chance;
  };
}

/** A plan, and whether it read the multiscale estimate or the fitted one. */
export interface ReadPlan {
  questions: FactQuestion[];
  read: "multiscale" | "fitted";
}

/**
 * The next Smart Practice session as the app plans it: planPractice on the
 * child's kept answers (`attempts`: attemptsOf), reading the child's
 * multiscale estimate (`estimate`, kept between plans) of all the answers
 * stored of them (`stored`: storedAttemptsOf) where multiscaleReader finds it
 * foretells their sittings better, its fitted estimate otherwise.
 */
export function planFromStored(
  estimate: MultiscaleEstimate,
  { attempts, stored }: { attempts: readonly FactAttempt[]; stored: readonly FactAttempt[] },
  now: Date,
  options: Omit<PlanOptions, "recall">,
): ReadPlan {
  const recall = multiscaleReader(estimate, stored, options.level ?? "beginner");
  return {
    questions: planPractice(attempts, now, { ...options, ...(recall ? { recall } : {}) }),
    read: recall ? "multiscale" : "fitted",
  };
}
