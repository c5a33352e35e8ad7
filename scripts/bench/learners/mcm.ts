/**
 * The Multiscale Context Model (MCM) of Mozer, Pashler, Cepeda, Lindsey & Vul
 * (2009), "Predicting the optimal spacing of study: A multiscale context model
 * of memory", Advances in Neural Information Processing Systems 22, 1321-1329.
 *
 * A fact's memory is a cascade of N leaky integrators x₁…x_N (the paper's
 * Eqs. 3 and 5-7, §4): integrator i forgets exponentially with a time
 * constant τᵢ = μ·νⁱ, so the first forget within days and the later over
 * months and years; its weight in the trace is γᵢ ∝ ξⁱ (Σγᵢ = 1). The
 * strength through scale i is the weighted mean sᵢ = Σⱼ≤ᵢ γⱼxⱼ / Σⱼ≤ᵢ γⱼ,
 * and a fact is recalled with probability min(1, s_N). A study moves every
 * integrator towards 1 by what the faster ones still lack, Δxᵢ = ε·(1 − sᵢ)
 * (Staddon, Chelaru & Higa's error correction): studied again while the fast
 * integrators still hold it, a fact gains little, and only a gap in which
 * they have faded lets the slow integrators learn, hence the spacing effect.
 * As in Raaijmakers' (2003) SAM, a study that retrieves the fact first adds
 * more, ε = ε_r, than one that fails, ε = 1; and a study is encoded at all
 * with probability ω. Forgetting is neither ACT-R's power-law traces nor
 * DSR's stability, but a mixture of exponentials whose weights learning moves.
 */
import type { Random } from "../../../src/shared/game/random";
import { activationOf, DAY_S, normal, QUESTION_S, retrieve, type Memory } from "./retrieval";

/**
 * N = 100 and ε_r = 9 are the paper's fixed values (§4). μ, ν, ω and ξ are
 * fitted, as the paper fits them (§4), by least squares to a forgetting
 * function after a single study session: that of Cepeda et al. (2009,
 * Experiment 1; Swahili-English word pairs, a cue and its answer as a
 * times-table fact is), 92.2, 83.9, 68.9, 52.3, 43.9 and 28.3 % recalled
 * after 0, 1, 2, 4, 7 and 14 days, the first panel of the paper's Figure 2.
 * μ is in days: τ₁ = 3.6 days, τ₂ = 13.5 days, τ₃ = 50 days…
 */
export const MCM = {
  n: 100,
  epsilonR: 9,
  mu: 0.9799,
  nu: 3.7186,
  omega: 0.9374,
  xi: 0.4914,
} as const;

/** The weights γᵢ = ξⁱ / Σξʲ, and their running sums Γᵢ = Σⱼ≤ᵢ γⱼ. */
const GAMMA = (() => {
  const raw = Array.from({ length: MCM.n }, (_, i) => Math.pow(MCM.xi, i + 1));
  const sum = raw.reduce((a, b) => a + b, 0);
  return raw.map((g) => g / sum);
})();
const CUMULATIVE = GAMMA.reduce<number[]>((sums, g, i) => [...sums, (sums[i - 1] ?? 0) + g], []);
/**
 * Integrators past the 49th weigh less than 1e-15 of the first (ξ⁴⁹ < 1e-15):
 * they change no recall by as much as 1e-14, so they are left out.
 */
const ACTIVE = Math.max(
  1,
  GAMMA.findIndex((g) => g < 1e-15 * (GAMMA[0] as number)),
);

/** τᵢ = μ·νⁱ in days, times the learner's and the fact's rate k. */
export const timeConstants = (k = 1) => Array.from({ length: ACTIVE }, (_, i) => MCM.mu * k * Math.pow(MCM.nu, i + 1));

/** The strengths s₁…s_N of integrators x: sᵢ = Σⱼ≤ᵢ γⱼxⱼ / Γᵢ. */
export function strengths(x: readonly number[]): number[] {
  let sum = 0;
  return x.map((xi, i) => {
    sum += (GAMMA[i] as number) * xi;
    return sum / (CUMULATIVE[i] as number);
  });
}

/** P(recall) = min(1, s_N), never below 0. */
export const recallOfStrength = (s: number) => Math.min(1, Math.max(0, s));

/** The chance that integrators x recall their fact: recallOfStrength of s_N. */
export const recallOfTrace = (x: readonly number[]) => recallOfStrength(strengths(x)[x.length - 1] as number);

/** A child's rate, and each fact's, is log-normal about 1 with this σ. */
export const MCM_RATE_SPREAD = 0.5;

/** Every integrator after `days`: xᵢ·e^(−days/τᵢ). */
export const decayed = (x: readonly number[], tau: readonly number[], days: number) =>
  x.map((xi, i) => xi * Math.exp(-days / (tau[i] as number)));

/**
 * A study (Eq. 7): Δxᵢ = ε·(1 − sᵢ). The paper fits it to two study sessions;
 * over many, an ε_r = 9 study leaves sᵢ above 1, and the next would then pull
 * the trace below 0 (a fact retrieved twice forgotten outright), so, as the
 * released code of Anderson et al.'s (2023) MCM does, a study never takes
 * away: Δxᵢ ≥ 0.
 */
export function studied(x: readonly number[], epsilon: number): number[] {
  const s = strengths(x);
  return x.map((xi, i) => xi + epsilon * Math.max(0, 1 - (s[i] as number)));
}

interface Trace {
  x: number[];
  /** When last studied, in days. */
  at: number;
}

/**
 * One simulated child. Per child a rate (log-normal, σ 0.5) and per fact
 * another (log-normal, σ 0.5) scale the time constants: a slow child, or a
 * hard fact, forgets on every scale sooner. A fact never seen is not
 * recalled. Each answer is a study with feedback: retrieved (answered right)
 * with probability min(1, s_N), then encoded with probability ω at the
 * learning rate ε_r or 1. The answer's time comes from the recall probability
 * through ACT-R's latency equation, as for the other memories.
 */
export class McmMemory implements Memory {
  private traces = new Map<string, Trace>();
  private taus = new Map<string, number[]>();
  /** Days since the start. */
  private clock = 0;
  private readonly k: number;

  constructor(private readonly random: Random) {
    this.k = Math.exp(MCM_RATE_SPREAD * normal(random));
  }

  private tau(key: string) {
    const found = this.taus.get(key);
    if (found) return found;
    const drawn = timeConstants(this.k * Math.exp(MCM_RATE_SPREAD * normal(this.random)));
    this.taus.set(key, drawn);
    return drawn;
  }

  /** The integrators of `key` now. */
  private now(key: string) {
    const trace = this.traces.get(key);
    return trace ? decayed(trace.x, this.tau(key), this.clock - trace.at) : undefined;
  }

  recall(key: string) {
    const x = this.now(key);
    return x ? recallOfTrace(x) : 0;
  }

  recallTomorrow(key: string) {
    const trace = this.traces.get(key);
    if (!trace) return 0;
    const x = decayed(trace.x, this.tau(key), this.clock + 1 - trace.at);
    return recallOfTrace(x);
  }

  answer(key: string) {
    const x = this.now(key) ?? Array.from({ length: ACTIVE }, () => 0);
    const result = retrieve(activationOf(recallOfTrace(x)), this.random);
    const encoded = this.random() < MCM.omega;
    this.traces.set(key, { x: encoded ? studied(x, result.correct ? MCM.epsilonR : 1) : x, at: this.clock });
    this.clock += QUESTION_S / DAY_S;
    return result;
  }

  nextDay() {
    this.clock = Math.floor(this.clock) + 1;
  }
}
