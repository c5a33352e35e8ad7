/**
 * npm run bench:learning: simulated learners practise the 2-12 times tables
 * one session a day, with questions drawn uniformly from the 66 facts, by a
 * plain Leitner scheduler, planned by planPractice, or by an oracle that
 * reads the learner's memory (the limit); under each model of memory and for
 * each kind of child it prints the median and p90 number of sessions until
 * every fact is fluent, and planPractice's ratio to the oracle's, and exits 1 unless planPractice needs
 * fewer sessions than Leitner on both under every model
 * (docs/decisions/0012-fact-model-and-learning-benchmark.md).
 */
import { FACT_RECENT_ANSWERS, PRACTICE_QUESTIONS } from "../../src/shared/constants";
import { mulberry32, type Random } from "../../src/shared/game/random";
import { factKey, factOf, type Fact, type FactAttempt, type FactQuestion } from "../../src/shared/learning/fact-model";
import { newFactShare, planPractice, TIMES_TABLE_FACTS } from "../../src/shared/learning/plan-practice";
import { afterAnswer, practiceItems, type PracticeItem } from "../../src/shared/learning/practice-session";
import { ActRMemory } from "./learners/act-r";
import { FsrsMemory } from "./learners/fsrs";
import { McmMemory } from "./learners/mcm";
import { DAY_S, QUESTION_S, type Memory } from "./learners/retrieval";
import { leitner, type Scheduler } from "./leitner";

const COUNT = PRACTICE_QUESTIONS;
const LEARNERS = Number(process.env.LEARNERS ?? 200);
const MAX_SESSIONS = 400;
const SEED = 20_16;

const MODELS: readonly { name: string; memory: (random: Random) => Memory }[] = [
  { name: "ACT-R with Pavlik & Anderson (2005) spacing-dependent decay", memory: (r) => new ActRMemory(r) },
  { name: "DSR (FSRS-5 default weights; Ye, Su & Cao 2022)", memory: (r) => new FsrsMemory(r) },
  { name: "MCM, the multiscale context model (Mozer et al. 2009)", memory: (r) => new McmMemory(r) },
];

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
const allFluent = (memory: Memory) =>
  TIMES_TABLE_FACTS.every((f) => memory.recall(factKey(f)) >= FLUENT_RECALL && memory.recallSeconds(factKey(f)) <= 3);

const uniform = (): Scheduler => ({
  plan: (_attempts, _now, random) =>
    Array.from({ length: COUNT }, () => {
      const fact = TIMES_TABLE_FACTS[Math.floor(random() * TIMES_TABLE_FACTS.length)] as Fact;
      const swap = random() < 0.5;
      return { operation: "multiplication", operand1: swap ? fact.b : fact.a, operand2: swap ? fact.a : fact.b };
    }),
});
const planned = (): Scheduler => ({
  plan: (attempts, now, random) => planPractice(attempts, now, { count: COUNT, random }),
});

/**
 * The limit no real scheduler reaches: it reads the learner's memory. Each
 * session it asks the facts met before that would not be fluent tomorrow if
 * left alone, weakest first; then new facts, at most as many as planPractice
 * brings in (`newFactShare`); then the next weakest of the others, round
 * again while the session has room.
 */
const oracle = (memory: Memory): Scheduler => ({
  plan: (attempts, _now, random) => {
    const met = new Set(attempts.map((a) => factKey(factOf(a) as Fact)));
    const byRecall = TIMES_TABLE_FACTS.map((fact) => ({ fact, p: memory.recallTomorrow(factKey(fact)) }))
      .filter(({ fact }) => met.has(factKey(fact)))
      .sort((x, y) => x.p - y.p);
    const weak = byRecall.filter(({ p }) => p < FLUENT_RECALL).map(({ fact }) => fact);
    const fresh = TIMES_TABLE_FACTS.filter((fact) => !met.has(factKey(fact))).slice(0, newFactShare(COUNT));
    const strong = byRecall.filter(({ p }) => p >= FLUENT_RECALL).map(({ fact }) => fact);
    const order = [...weak, ...fresh, ...strong];
    return Array.from({ length: order.length === 0 ? 0 : COUNT }, (_, i) => {
      const fact = order[i % order.length] as Fact;
      const swap = random() < 0.5;
      return { operation: "multiplication", operand1: swap ? fact.b : fact.a, operand2: swap ? fact.a : fact.b };
    });
  },
});

const SCHEDULERS: readonly { name: string; make: (memory: Memory) => Scheduler; reask: boolean }[] = [
  { name: "uniform practice", make: uniform, reask: false },
  { name: "Leitner (5 boxes)", make: () => leitner(COUNT), reask: true },
  { name: "planPractice", make: planned, reask: true },
  { name: "oracle (reads memory)", make: oracle, reask: true },
];

interface Result {
  sessions: number;
  right: number;
  answered: number;
}

/** Sessions until every fact is fluent (MAX_SESSIONS + 1 if never). */
function run(
  seed: number,
  memoryOf: (random: Random) => Memory,
  scenario: Scenario,
  makeScheduler: (memory: Memory) => Scheduler,
  reask: boolean,
): Result {
  const memory = memoryOf(mulberry32(seed * 7 + 1));
  const scheduler = makeScheduler(memory);
  const planRandom = mulberry32(seed * 13 + 5);
  // The answers the app keeps: each fact's last FACT_RECENT_ANSWERS.
  const kept = new Map<string, FactAttempt[]>();
  const keep = (question: FactQuestion, at: Date) => {
    const fact = factOf(question) as Fact;
    const { correct, responseMs } = memory.answer(factKey(fact));
    const list = kept.get(factKey(fact)) ?? [];
    list.push({ ...question, correct, responseMs, at });
    kept.set(factKey(fact), list.slice(-FACT_RECENT_ANSWERS));
    return correct;
  };
  const start = Date.UTC(2026, 0, 5, 16);
  for (const [i, facts] of priorDays(mulberry32(seed), scenario).entries()) {
    const day = start + (i - PRIOR_DAYS) * DAY_S * 1000;
    for (const [n, f] of facts.entries()) {
      keep({ operation: "multiplication", operand1: f.a, operand2: f.b }, new Date(day + n * QUESTION_S * 1000));
    }
    memory.nextDay();
  }
  let right = 0;
  let answered = 0;
  for (let day = 0; day < MAX_SESSIONS; day++) {
    const now = new Date(start + day * DAY_S * 1000);
    let queue = practiceItems(scheduler.plan([...kept.values()].flat(), now, planRandom));
    const asked: PracticeItem[] = [];
    while (queue.length > 0 && asked.length < COUNT) {
      const [item, ...rest] = queue as [PracticeItem, ...PracticeItem[]];
      const correct = keep(item, new Date(now.getTime() + asked.length * QUESTION_S * 1000));
      scheduler.answered?.(item, correct);
      right += Number(correct);
      answered += 1;
      queue = reask ? afterAnswer(rest, item, correct, asked) : rest;
      asked.push(item);
    }
    memory.nextDay();
    if (allFluent(memory)) return { sessions: day + 1, right, answered };
  }
  return { sessions: MAX_SESSIONS + 1, right, answered };
}

const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;

function summarise(name: string, results: readonly Result[]) {
  const sessions = results.map((r) => r.sessions).sort((x, y) => x - y);
  const never = sessions.filter((s) => s > MAX_SESSIONS).length;
  const right = results.reduce((sum, r) => sum + r.right, 0) / results.reduce((sum, r) => sum + r.answered, 0);
  const median = quantile(sessions, 0.5);
  const p90 = quantile(sessions, 0.9);
  console.log(
    `  ${name.padEnd(22)} median ${String(median).padStart(4)}  p90 ${String(p90).padStart(4)}  answers right ${(right * 100).toFixed(0)}%` +
      (never > 0 ? `  (${never} never within ${MAX_SESSIONS})` : ""),
  );
  return { median, p90 };
}

const started = performance.now();
const seeds = Array.from({ length: LEARNERS }, (_, i) => SEED + i);
console.log(
  `${LEARNERS} simulated learners each way, ${COUNT} questions a session, one session a day, the 66 facts of the 2-12 times tables.`,
);
console.log(
  `Sessions until every fact is fluent in memory (a day later, recalled with p >= ${FLUENT_RECALL} within 3 s):`,
);
const losses: string[] = [];
for (const model of MODELS.filter((m) => m.name.includes(process.env.MODEL ?? ""))) {
  for (const scenario of ["some tables", "blank"] as const) {
    console.log(
      `\n${model.name}; children who know ${scenario === "blank" ? "no tables yet (a blank slate)" : "some tables"}:`,
    );
    const figures = SCHEDULERS.map((s) => ({
      name: s.name,
      ...summarise(
        s.name,
        seeds.map((seed) => run(seed, model.memory, scenario, s.make, s.reask)),
      ),
    }));
    type Figures = { median: number; p90: number };
    const [, box, plan, best] = figures as [unknown, Figures, Figures, Figures];
    const ratio = (of: number, to: number) => (of / to).toFixed(2);
    console.log(
      `  planPractice / oracle: median ${ratio(plan.median, best.median)}×  p90 ${ratio(plan.p90, best.p90)}×`,
    );
    if (!(plan.median < box.median && plan.p90 < box.p90)) losses.push(`${model.name}, ${scenario}`);
  }
}
console.log(`\ntook ${((performance.now() - started) / 1000).toFixed(1)} s`);
if (losses.length > 0) {
  console.log(`planPractice does not beat Leitner on the median and the p90 under: ${losses.join("; ")}`);
  process.exit(1);
}
