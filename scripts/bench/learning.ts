/**
 * npm run bench:learning: simulated learners practise the 2-12 times tables
 * one session a day, with questions drawn uniformly from the 66 facts, or
 * planned by planPractice; it prints, for each, the median and p90 number of
 * sessions until every fact is fluent, and their ratio. The learners' memory
 * is ACT-R's declarative memory with Pavlik & Anderson's (2005)
 * spacing-dependent decay (docs/decisions/0012-fact-model-and-learning-benchmark.md).
 */
import { FACT_RECENT_ANSWERS, PRACTICE_QUESTIONS, PRACTICE_SECONDS } from "../../src/shared/constants";
import { mulberry32, type Random } from "../../src/shared/game/random";
import { factKey, factOf, type Fact, type FactAttempt, type FactQuestion } from "../../src/shared/learning/fact-model";
import { planPractice, TIMES_TABLE_FACTS } from "../../src/shared/learning/plan-practice";
import { afterAnswer, practiceItems, type PracticeItem } from "../../src/shared/learning/practice-session";

/** Pavlik & Anderson (2005), Cognitive Science 29(4), 559-586: the fitted parameters. */
export const ACT_R = {
  /** Decay intercept a and scale c: a trace's decay d = c·e^m + a, m the activation when it was laid down. */
  a: 0.177,
  c: 0.217,
  /** Retrieval threshold τ and noise s: P(recall) = 1 / (1 + e^((τ − m) / s)). */
  tau: -0.704,
  s: 0.255,
  /** Time between sessions counts this much (psychological time). */
  h: 0.025,
} as const;

/** Answer time when recalled: F·e^(−m) + t0 (ACT-R's latency equation; F and t0 are this benchmark's). */
export const LATENCY = { F: 1.2, t0: 1.0 } as const;

const COUNT = PRACTICE_QUESTIONS;
const QUESTION_S = PRACTICE_SECONDS / PRACTICE_QUESTIONS;
const DAY_S = 86_400;
const LEARNERS = Number(process.env.LEARNERS ?? 200);
const MAX_SESSIONS = 400;
const SEED = 20_16;

interface Trace {
  t: number;
  d: number;
}

/** One simulated child: per fact, the memory traces ACT-R keeps, on a psychological clock. */
class Learner {
  private traces = new Map<string, Trace[]>();
  /** Psychological time in seconds: within a session as it passes, between sessions times h. */
  clock = 0;

  constructor(private readonly random: Random) {}

  activation(key: string, at = this.clock): number {
    let sum = 0;
    for (const { t, d } of this.traces.get(key) ?? []) {
      if (at > t) sum += Math.pow(at - t, -d);
    }
    return sum > 0 ? Math.log(sum) : -Infinity;
  }

  recall(key: string): number {
    const m = this.activation(key);
    return m === -Infinity ? 0 : 1 / (1 + Math.exp((ACT_R.tau - m) / ACT_R.s));
  }

  private study(key: string, at: number) {
    const m = this.activation(key, at);
    const d = (m === -Infinity ? 0 : ACT_R.c * Math.exp(m)) + ACT_R.a;
    const list = this.traces.get(key) ?? [];
    list.push({ t: at, d });
    this.traces.set(key, list);
  }

  /**
   * Answers a question as ACT-R retrieves: the activation at this attempt is
   * the fact's plus logistic noise of scale s, the fact is recalled when that
   * is above the threshold τ (so with the probability `recall` gives), and
   * then in F·e^(−noisy activation) + t0 seconds: a recalled answer's time
   * varies from one attempt to the next as a child's does. Either way the
   * answer is then seen (a new trace).
   */
  answer(key: string): { correct: boolean; responseMs: number } {
    const base = this.activation(key);
    const u = Math.min(Math.max(this.random(), 1e-12), 1 - 1e-12);
    const m = base + ACT_R.s * Math.log(u / (1 - u));
    const correct = m > ACT_R.tau;
    const responseMs = correct ? Math.round((LATENCY.F * Math.exp(-m) + LATENCY.t0) * 1000) : 6_000;
    this.study(key, this.clock);
    this.clock += QUESTION_S;
    return { correct, responseMs };
  }

  nextDay() {
    this.clock += ACT_R.h * (DAY_S - PRACTICE_SECONDS);
  }
}

/**
 * What a child brings, played before in the app's other games (so both the
 * memory and the kept answers hold it), over the PRIOR_DAYS days before:
 * "some tables": the 2, 5 and 10 times tables met often, the 3, 4 and 11
 * now and then, the rest seldom, as a Year 3-4 child; "blank": nothing.
 * A fact's exposures follow the better known of its two tables.
 */
const PRIOR_DAYS = 60;
type Scenario = "some tables" | "blank";
function priorDays(random: Random, scenario: Scenario): Fact[][] {
  const days: Fact[][] = Array.from({ length: PRIOR_DAYS }, () => []);
  if (scenario === "blank") return days;
  const exposures = (table: number) =>
    [2, 5, 10].includes(table) ? 15 + random() * 15 : [3, 4, 11].includes(table) ? 4 + random() * 8 : random() * 4;
  for (const fact of TIMES_TABLE_FACTS) {
    const times = Math.floor(Math.max(exposures(fact.a), exposures(fact.b)));
    for (let i = 0; i < times; i++) days[Math.floor(random() * PRIOR_DAYS)]?.push(fact);
  }
  return days;
}

/**
 * Every fact fluent in the learner's memory, a day after the last session:
 * recalled with a probability of at least FLUENT_RECALL, within 3 s. Judged
 * on the hidden memory, not on the answers, so a fact a way of practising
 * has not asked for a while counts as it really is.
 */
const FLUENT_RECALL = 0.9;
const allFluent = (learner: Learner) =>
  TIMES_TABLE_FACTS.every((f) => {
    const m = learner.activation(factKey(f));
    return learner.recall(factKey(f)) >= FLUENT_RECALL && LATENCY.F * Math.exp(-m) + LATENCY.t0 <= 3;
  });

type Session = (attempts: readonly FactAttempt[], now: Date, random: Random) => PracticeItem[];

const uniform: Session = (_attempts, _now, random) =>
  Array.from({ length: COUNT }, () => {
    const fact = TIMES_TABLE_FACTS[Math.floor(random() * TIMES_TABLE_FACTS.length)] as Fact;
    const swap = random() < 0.5;
    return {
      operation: "multiplication",
      operand1: swap ? fact.b : fact.a,
      operand2: swap ? fact.a : fact.b,
      reask: false,
    };
  });

const scheduled: Session = (attempts, now, random) =>
  practiceItems(planPractice(attempts, now, { count: COUNT, random }));

/** Sessions until every fact is fluent (MAX_SESSIONS + 1 if never), and the mean recall of the facts then. */
function run(
  learnerSeed: number,
  scenario: Scenario,
  session: Session,
  reask: boolean,
): { sessions: number; recall: number; right: number; answered: number } {
  const learner = new Learner(mulberry32(learnerSeed * 7 + 1));
  const planRandom = mulberry32(learnerSeed * 13 + 5);
  // The answers the app keeps: each fact's last FACT_RECENT_ANSWERS.
  const kept = new Map<string, FactAttempt[]>();
  const keep = (question: FactQuestion, at: Date) => {
    const fact = factOf(question) as Fact;
    const { correct, responseMs } = learner.answer(factKey(fact));
    const list = kept.get(factKey(fact)) ?? [];
    list.push({ ...question, correct, responseMs, at });
    kept.set(factKey(fact), list.slice(-FACT_RECENT_ANSWERS));
    return correct;
  };
  const start = Date.UTC(2026, 0, 5, 16);
  const priorRandom = mulberry32(learnerSeed);
  for (const [i, facts] of priorDays(priorRandom, scenario).entries()) {
    const day = start + (i - PRIOR_DAYS) * DAY_S * 1000;
    for (const [n, f] of facts.entries()) {
      keep({ operation: "multiplication", operand1: f.a, operand2: f.b }, new Date(day + n * QUESTION_S * 1000));
    }
    learner.nextDay();
  }
  let right = 0;
  let answered = 0;
  for (let day = 0; day < MAX_SESSIONS; day++) {
    const now = new Date(start + day * DAY_S * 1000);
    let queue = session([...kept.values()].flat(), now, planRandom);
    const asked: PracticeItem[] = [];
    while (queue.length > 0 && asked.length < COUNT) {
      const [item, ...rest] = queue as [PracticeItem, ...PracticeItem[]];
      const correct = keep(item, new Date(now.getTime() + asked.length * QUESTION_S * 1000));
      right += Number(correct);
      answered += 1;
      queue = reask ? afterAnswer(rest, item, correct, asked) : rest;
      asked.push(item);
    }
    learner.nextDay();
    if (allFluent(learner)) {
      const recall =
        TIMES_TABLE_FACTS.reduce((sum, f) => sum + learner.recall(factKey(f)), 0) / TIMES_TABLE_FACTS.length;
      return { sessions: day + 1, recall, right, answered };
    }
  }
  return { sessions: MAX_SESSIONS + 1, recall: 0, right, answered };
}

const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;

function summarise(name: string, results: { sessions: number; recall: number; right: number; answered: number }[]) {
  const sessions = results.map((r) => r.sessions).sort((x, y) => x - y);
  const never = sessions.filter((s) => s > MAX_SESSIONS).length;
  const recall = results.reduce((sum, r) => sum + r.recall, 0) / results.length;
  const right = results.reduce((sum, r) => sum + r.right, 0) / results.reduce((sum, r) => sum + r.answered, 0);
  console.log(
    `${name.padEnd(22)} median ${String(quantile(sessions, 0.5)).padStart(4)}  p90 ${String(quantile(sessions, 0.9)).padStart(4)}` +
      `  answers right ${(right * 100).toFixed(0)}%  mean recall the next day ${(recall * 100).toFixed(1)}%${never > 0 ? `  (${never} never within ${MAX_SESSIONS})` : ""}`,
  );
  return { median: quantile(sessions, 0.5), p90: quantile(sessions, 0.9) };
}

const started = performance.now();
const seeds = Array.from({ length: LEARNERS }, (_, i) => SEED + i);
console.log(
  `${LEARNERS} simulated learners each way, ${COUNT} questions a session, one session a day, the 66 facts of the 2-12 times tables.`,
);
console.log(
  `Memory: ACT-R with Pavlik & Anderson (2005) spacing-dependent decay (a=${ACT_R.a}, c=${ACT_R.c}, τ=${ACT_R.tau}, s=${ACT_R.s}, h=${ACT_R.h}).`,
);
console.log(
  `Sessions until every fact is fluent in memory (a day later, recalled with p >= ${FLUENT_RECALL} within 3 s):`,
);
for (const scenario of ["some tables", "blank"] as const) {
  console.log(
    `\nLearners who know ${scenario === "blank" ? "no tables yet (a blank slate)" : "some tables (the 2s, 5s and 10s well, the 3s, 4s and 11s a little)"}:`,
  );
  const u = summarise(
    "uniform practice",
    seeds.map((seed) => run(seed, scenario, uniform, false)),
  );
  const p = summarise(
    "planPractice",
    seeds.map((seed) => run(seed, scenario, scheduled, true)),
  );
  console.log(
    `ratio planPractice / uniform: median ${(p.median / u.median).toFixed(2)}, p90 ${(p.p90 / u.p90).toFixed(2)}` +
      ` (${Math.round((1 - p.median / u.median) * 100)}% fewer sessions at the median)`,
  );
}
console.log(`took ${((performance.now() - started) / 1000).toFixed(1)} s`);
