/**
 * ACT-R's declarative memory with Pavlik & Anderson's (2005) spacing-dependent
 * decay (Cognitive Science 29(4), 559-586), with the paper's fitted parameters.
 */
import type { Random } from "../../../src/shared/game/random";
import { DAY_S, QUESTION_S, SESSION_S, recallOf, retrieve, RETRIEVAL, type Memory } from "./retrieval";

export const ACT_R = {
  /** Decay intercept a and scale c: a trace's decay d = c·e^m + a, m the activation when it was laid down. */
  a: 0.177,
  c: 0.217,
  ...RETRIEVAL,
  /** Time between sessions counts this much (psychological time). */
  h: 0.025,
} as const;

interface Trace {
  t: number;
  d: number;
}

/** Activation m = ln Σ tⱼ^(−dⱼ) over the traces laid down before `at`. */
export function activation(traces: readonly Trace[], at: number): number {
  let sum = 0;
  for (const { t, d } of traces) if (at > t) sum += Math.pow(at - t, -d);
  return sum > 0 ? Math.log(sum) : -Infinity;
}

/** A trace's decay: c·e^m + a, m the activation when it is laid down. */
export const decayAt = (m: number) => (m === -Infinity ? 0 : ACT_R.c * Math.exp(m)) + ACT_R.a;

/** One simulated child: per fact, the memory traces ACT-R keeps, on a psychological clock. */
export class ActRMemory implements Memory {
  private traces = new Map<string, Trace[]>();
  /** Psychological time in seconds: within a session as it passes, between sessions times h. */
  private clock = 0;

  constructor(private readonly random: Random) {}

  private activation(key: string) {
    return activation(this.traces.get(key) ?? [], this.clock);
  }

  recall(key: string) {
    return recallOf(this.activation(key));
  }

  recallTomorrow(key: string) {
    // A day on: the session's own time as it passes, the rest of the day as psychological time.
    return recallOf(activation(this.traces.get(key) ?? [], this.clock + SESSION_S + ACT_R.h * (DAY_S - SESSION_S)));
  }

  answer(key: string) {
    const m = this.activation(key);
    const result = retrieve(m, this.random);
    const list = this.traces.get(key) ?? [];
    list.push({ t: this.clock, d: decayAt(m) });
    this.traces.set(key, list);
    this.clock += QUESTION_S;
    return result;
  }

  nextDay() {
    this.clock += ACT_R.h * (DAY_S - SESSION_S);
  }
}
