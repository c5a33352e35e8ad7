/**
 * npm run bench:learning: simulated learners practise the 2-12 times tables
 * one session a day, with questions drawn uniformly from the 66 facts, by a
 * plain Leitner scheduler, planned by planPractice, or by an oracle that
 * reads the learner's memory (the limit); under each model of memory and for
 * each kind of child it prints the median and p90 number of sessions until
 * every fact is fluent (right within 3 s, 90 % of the time, the next day),
 * planPractice's ratio to the oracle's, how well the plan's estimate of each
 * fact (estimatedRecall) foretells the next answer (a calibration table and
 * the Brier score), and what the fluency map's "Fluent" and "Needs practice"
 * are worth. It exits 1 unless planPractice needs fewer sessions than
 * Leitner, and at most ORACLE_RATIO times the oracle's, at the median and the
 * p90 under every model for both kinds of child, and the map keeps its word
 * (docs/decisions/0046-practice-near-the-limit.md). LEARNERS, MODEL=text,
 * SCENARIO=text and ONLY=name,name (the schedulers to run) narrow it; SEEDS=1
 * prints each learner's sessions. ONLY=answers-only runs, under MCM, the
 * answers-only limit: a scheduler ordered as the oracle's but reading the
 * answers, not the memory, through a filter that knows the model
 * (learners/mcm-posterior.ts; docs/decisions/0075-what-the-answers-can-tell.md):
 * LIMIT_ANSWERS=kept gives it only the kept answers rather than every one,
 * LIMIT_ANSWERS=stored those and each earlier sitting's first (what the app
 * keeps), LIMIT_ANSWERS=sittings only each sitting's first (LIMIT_SITTINGS=n:
 * of the last n sittings), LIMIT_TIMES=0 only right or wrong,
 * LIMIT_CHILD_GRID=1 no grid over the child's rate, LIMIT_LOST_STUDIES=n a
 * history of its own for answers let go, LIMIT_PARTICLES=n that many
 * particles a fact. ONLY="plan reading" runs planPractice's own order with
 * each fact's chance read from the memory (every model) or from that filter
 * (MCM), not from its estimate (docs/decisions/0076-the-plans-order-reaches-the-oracle.md).
 * planPractice runs as the app does, reading the multiscale estimate
 * (planFromStored, from the stored answers: the kept ones and each earlier
 * sitting's first) where it foretells the child's sittings; ONLY="fitted
 * plan alone" runs it on its fitted estimate alone (as before decision 0078),
 * ONLY="multiscale, oracle's order" the oracle's order reading that estimate
 * (docs/decisions/0077-the-plan-reads-a-multiscale-filter.md). WHY=n (with
 * ONLY=planPractice or ONLY=oracle) prints what holds the learners not fluent
 * after n sessions (whySessions).
 */
import {
  FACT_FLUENT_MS,
  FACT_KEPT_SITTINGS,
  FACT_RECENT_ANSWERS,
  PRACTICE_QUESTIONS,
} from "../../src/shared/constants";
import { mulberry32, type Random } from "../../src/shared/game/random";
import {
  attemptsByFact,
  factKey,
  factOf,
  factStatus,
  type Fact,
  type FactAttempt,
  type FactQuestion,
} from "../../src/shared/learning/fact-model";
import { fluencyLevel } from "../../src/shared/learning/fluency-map";
import {
  newFactShare,
  planPractice,
  TIMES_TABLE_FACTS,
  type RecallReader,
} from "../../src/shared/learning/plan-practice";
import { storedAttemptsOf } from "../../src/shared/learning/kept-answers";
import { MultiscaleEstimate, multiscaleReader, planFromStored } from "../../src/shared/learning/multiscale-estimate";
import { dayOf, estimatedRecall, fittedRecall, fitRecallEstimate } from "../../src/shared/learning/recall-estimate";
import { afterAnswer, practiceItems, type PracticeItem } from "../../src/shared/learning/practice-session";
import { ActRMemory } from "./learners/act-r";
import { FsrsMemory } from "./learners/fsrs";
import { McmMemory } from "./learners/mcm";
import { McmPosterior, type SeenAnswer } from "./learners/mcm-posterior";
import { DAY_S, FLUENT_S, QUESTION_S, quickRecall, type Memory } from "./learners/retrieval";
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
 * answered right within FLUENT_S (3 s) with a probability of at least
 * FLUENT_RECALL (quickRecall). Judged on the hidden memory, not on the
 * answers, so a fact a way of practising has not asked for a while counts as
 * it really is.
 */
const FLUENT_RECALL = 0.9;
const allFluent = (memory: Memory) =>
  TIMES_TABLE_FACTS.every((f) => quickRecall(memory.recall(factKey(f))) >= FLUENT_RECALL);

const uniform = (): Scheduler => ({
  plan: (_attempts, _now, random) =>
    Array.from({ length: COUNT }, () => {
      const fact = TIMES_TABLE_FACTS[Math.floor(random() * TIMES_TABLE_FACTS.length)] as Fact;
      const swap = random() < 0.5;
      return { operation: "multiplication", operand1: swap ? fact.b : fact.a, operand2: swap ? fact.a : fact.b };
    }),
});
/** How many of planPractice's plans read the multiscale estimate, and how many the fitted one (per scenario). */
const readers = { multiscale: 0, fitted: 0 };
/**
 * planPractice as the app runs it (planFromStored, as the server's
 * PracticePlanner calls it): each fact's chance read through the child's
 * MultiscaleEstimate (kept between plans, as the server keeps it) from the
 * stored answers, for a child whose sittings it foretells better than the
 * fitted estimate; the fitted estimate otherwise
 * (docs/decisions/0077-the-plan-reads-a-multiscale-filter.md, 0078).
 */
const planned = (): Scheduler => {
  const estimate = new MultiscaleEstimate(FACT_FLUENT_MS.beginner);
  let last: { stored: readonly FactAttempt[]; reader?: RecallReader } = { stored: [] };
  return {
    plan: (attempts, now, random, stored) => {
      const { questions, read } = planFromStored(estimate, { attempts, stored }, now, { count: COUNT, random });
      readers[read] += 1;
      last = { stored };
      return questions;
    },
    // The reader the plan read, read again for the calibration (the estimate takes no answer twice: the same chances).
    chance: (key, at) => {
      last.reader ??= multiscaleReader(estimate, last.stored, "beginner") ?? (() => Number.NaN);
      const chance = last.reader(key, at);
      return Number.isNaN(chance) ? undefined : chance;
    },
  };
};
/** planPractice on its fitted estimate alone, as the app ran it before decision 0078. */
const fittedPlan = (): Scheduler => ({
  plan: (attempts, now, random) => planPractice(attempts, now, { count: COUNT, random }),
});
/** The oracle's session, each fact's chance tomorrow read by the multiscale estimate alone (for every child). */
const multiscaleOracleOrder = (): Scheduler => {
  const estimate = new MultiscaleEstimate(FACT_FLUENT_MS.beginner);
  return {
    plan: (attempts, now, random, stored) => {
      const facts = new Map([...attemptsByFact(stored)].map(([key, { attempts: of }]) => [key, of]));
      const { chance } = estimate.read(facts);
      const tomorrow = new Date(now.getTime() + DAY_S * 1000);
      return oracleOrder(attempts, (key) => chance(key, tomorrow), random);
    },
  };
};

/**
 * The limit no real scheduler reaches: it reads the learner's memory. Each
 * session it asks the facts met before that would not be fluent tomorrow if
 * left alone, weakest first; then new facts, at most as many as planPractice
 * brings in (`newFactShare`); then the next weakest of the others, round
 * again while the session has room.
 */
const oracle = (memory: Memory): Scheduler => ({
  plan: (attempts, _now, random) => oracleOrder(attempts, (key) => quickRecall(memory.recallTomorrow(key)), random),
});

/** The oracle's session, each fact's chance of a right and quick answer tomorrow as `tomorrow` gives it. */
function oracleOrder(attempts: readonly FactAttempt[], tomorrow: (key: string) => number, random: Random) {
  const met = new Set(attempts.map((a) => factKey(factOf(a) as Fact)));
  const byRecall = TIMES_TABLE_FACTS.filter((fact) => met.has(factKey(fact)))
    .map((fact) => ({ fact, p: tomorrow(factKey(fact)) }))
    .sort((x, y) => x.p - y.p);
  const weak = byRecall.filter(({ p }) => p < FLUENT_RECALL).map(({ fact }) => fact);
  const fresh = TIMES_TABLE_FACTS.filter((fact) => !met.has(factKey(fact))).slice(0, newFactShare(COUNT));
  const strong = byRecall.filter(({ p }) => p >= FLUENT_RECALL).map(({ fact }) => fact);
  const order = [...weak, ...fresh, ...strong];
  return Array.from({ length: order.length === 0 ? 0 : COUNT }, (_, i): FactQuestion => {
    const fact = order[i % order.length] as Fact;
    const swap = random() < 0.5;
    return { operation: "multiplication", operand1: swap ? fact.b : fact.a, operand2: swap ? fact.a : fact.b };
  });
}

/** The answers-only limit's filter draws its particles from this seed, for every learner alike. */
const FILTER_SEED = 1;

/**
 * What a filter that knows the model (McmPosterior) reads from a learner's
 * answers, under MCM, not from the memory: each fact's chance of a right and
 * quick answer at a moment, as a plan or the oracle's order asks it. It
 * watches the answers as they are given (every one, or with
 * LIMIT_ANSWERS=kept only those the app keeps, LIMIT_ANSWERS=stored those
 * and each earlier sitting's first, or LIMIT_ANSWERS=sittings each sitting's
 * first); the memory itself it does not read. LIMIT_PARTICLES=n particles a
 * fact (64).
 */
function answersFilter(memory: Memory): (attempts: readonly FactAttempt[], now: Date) => RecallReader {
  const seen = new Map<string, SeenAnswer[]>();
  // The learner's clock, as the answers' times give it: a question's length apart, a day from one sitting to the next.
  let clock = 0;
  const answer = memory.answer.bind(memory);
  const nextDay = memory.nextDay.bind(memory);
  memory.answer = (key: string) => {
    const result = answer(key);
    seen.set(key, [...(seen.get(key) ?? []), { day: clock, ...result }]);
    clock += QUESTION_S / DAY_S;
    return result;
  };
  memory.nextDay = () => {
    nextDay();
    clock = Math.floor(clock) + 1;
  };
  const options = {
    times: process.env.LIMIT_TIMES !== "0",
    childGrid: Number(process.env.LIMIT_CHILD_GRID ?? 9),
    lostStudies: Number(process.env.LIMIT_LOST_STUDIES ?? 0),
    ...(process.env.LIMIT_PARTICLES ? { particles: Number(process.env.LIMIT_PARTICLES) } : {}),
  };
  const read = process.env.LIMIT_ANSWERS ?? "all";
  const lastSittings = Number(process.env.LIMIT_SITTINGS ?? 0);
  const firstOfSitting = (list: readonly SeenAnswer[], i: number) =>
    i === 0 || Math.floor((list[i] as SeenAnswer).day) !== Math.floor((list[i - 1] as SeenAnswer).day);
  let filter = new McmPosterior(FILTER_SEED, options);
  return (attempts, now) => {
    let answers: ReadonlyMap<string, readonly SeenAnswer[]> = seen;
    if (read === "kept") {
      // Read afresh from the kept answers alone, each fact's first marked when answers before it are gone.
      filter = new McmPosterior(FILTER_SEED, options);
      const today = Math.floor(clock);
      const kept = new Map<string, SeenAnswer[]>();
      for (const a of [...attempts].sort((x, y) => x.at.getTime() - y.at.getTime())) {
        const key = factKey(factOf(a) as Fact);
        const day = today + (a.at.getTime() - now.getTime()) / (DAY_S * 1000);
        kept.set(key, [...(kept.get(key) ?? []), { day, correct: a.correct, responseMs: a.responseMs }]);
      }
      for (const list of kept.values()) {
        if (list.length >= FACT_RECENT_ANSWERS) (list[0] as SeenAnswer).afterLost = true;
      }
      answers = kept;
    }
    if (read === "stored") {
      // The kept answers and, before them, each sitting's first: read afresh, since the kept ones move on.
      filter = new McmPosterior(FILTER_SEED, options);
      answers = new Map(
        [...seen].map(([key, list]) => [
          key,
          list.filter((_, i) => i >= list.length - FACT_RECENT_ANSWERS || firstOfSitting(list, i)),
        ]),
      );
    }
    if (read === "sittings") {
      // Every sitting of every fact, but only its first answer (a list that only grows: read on from before);
      // with LIMIT_SITTINGS=n only the last n, read afresh, the first marked when sittings before it are gone.
      if (lastSittings > 0) filter = new McmPosterior(FILTER_SEED, options);
      answers = new Map(
        [...seen].map(([key, list]) => {
          const sittings = list.filter((_, i) => firstOfSitting(list, i)).map((a) => ({ ...a }));
          if (lastSittings === 0 || sittings.length < lastSittings) return [key, sittings];
          const last = sittings.slice(-lastSittings);
          (last[0] as SeenAnswer).afterLost = true;
          return [key, last];
        }),
      );
    }
    const byDay = new Map<number, Map<string, number>>();
    return (key, at) => {
      // The learner's day of `at`, from now's: the plan asks of now and of a day later.
      const day = clock + Math.round((at.getTime() - now.getTime()) / (DAY_S * 1000));
      let chances = byDay.get(day);
      if (!chances) {
        chances = filter.quickRecallAt(answers, day);
        byDay.set(day, chances);
      }
      return chances.get(key) ?? 0;
    };
  };
}

/**
 * The answers-only limit, under MCM: the oracle's session, each fact's
 * chance tomorrow read by answersFilter.
 */
const answersOnly = (memory: Memory): Scheduler => {
  const readerAt = answersFilter(memory);
  return {
    plan: (attempts, now, random) => {
      const reader = readerAt(attempts, now);
      const tomorrow = new Date(now.getTime() + DAY_S * 1000);
      return oracleOrder(attempts, (key) => reader(key, tomorrow), random);
    },
  };
};

/**
 * planPractice's own order, each fact's chance read not by its fitted
 * estimate but by the memory itself ("plan reading the memory") or by
 * answersFilter ("plan reading the filter", under MCM): how far the plan's
 * order falls short of the oracle's apart from its estimate
 * (docs/decisions/0075-what-the-answers-can-tell.md).
 */
const planReading =
  (readerOf: (memory: Memory) => (attempts: readonly FactAttempt[], now: Date) => RecallReader) =>
  (memory: Memory): Scheduler => {
    const readerAt = readerOf(memory);
    return {
      plan: (attempts, now, random) =>
        planPractice(attempts, now, { count: COUNT, random, recall: readerAt(attempts, now) }),
    };
  };
const memoryReader = (memory: Memory) => (_attempts: readonly FactAttempt[], now: Date) => (key: string, at: Date) =>
  quickRecall(at.getTime() > now.getTime() ? memory.recallTomorrow(key) : memory.recall(key));

/**
 * How far what the plan and the map say can be trusted: at each session, the
 * plan's estimate (estimatedRecall, from the kept answers only) that each fact
 * asked is answered right and quick, against its first answer that session;
 * and what the fluency map shows (fluencyLevel) against the memory's chance
 * of a right answer that day.
 */
class Calibration {
  private readonly bins = Array.from({ length: 10 }, () => ({ predicted: 0, observed: 0, n: 0 }));
  private brier = 0;
  /** The same score for the memory's own chances: the floor no estimate can go below. */
  private floor = 0;
  private n = 0;
  private fluentShown = 0;
  private fluentRight = 0;
  private needsShown = 0;
  private needsKnown = 0;
  private pending = new Map<string, { predicted: number; truth: number }>();

  beforeSession(
    memory: Memory,
    kept: ReadonlyMap<string, FactAttempt[]>,
    now: Date,
    planned: readonly FactQuestion[],
    scheduler: Scheduler,
  ) {
    const all = [...kept.values()].flat();
    const estimate = fitRecallEstimate(all);
    this.pending.clear();
    for (const question of planned) {
      const key = factKey(factOf(question) as Fact);
      const answers = kept.get(key);
      if (!answers || this.pending.has(key)) continue;
      // What the plan read where it read its own estimate (the multiscale one), the fitted estimate's otherwise.
      const read = scheduler.chance?.(key, now);
      this.pending.set(key, {
        predicted: read ?? estimatedRecall(estimate, answers, now),
        truth: quickRecall(memory.recall(key)),
      });
    }
    for (const [key, answers] of kept) {
      const level = fluencyLevel(
        factStatus(factOf(answers[0] as FactAttempt) as Fact, answers),
        fittedRecall(estimate, answers, now),
      );
      const p = memory.recall(key);
      if (level === "fluent") {
        this.fluentShown += 1;
        this.fluentRight += p;
      } else if (level === "needs_practice") {
        this.needsShown += 1;
        this.needsKnown += Number(p >= NEEDS_PRACTICE_KNOWN);
      }
    }
  }

  answered(question: FactQuestion, kept: ReadonlyMap<string, FactAttempt[]>) {
    const key = factKey(factOf(question) as Fact);
    const found = this.pending.get(key);
    const answer = kept.get(key)?.at(-1);
    if (!found || !answer) return;
    this.pending.delete(key);
    const observed = Number(answer.correct && answer.responseMs <= FLUENT_S * 1000);
    const bin = this.bins[Math.min(9, Math.floor(found.predicted * 10))] as (typeof this.bins)[number];
    bin.predicted += found.predicted;
    bin.observed += observed;
    bin.n += 1;
    this.brier += (found.predicted - observed) ** 2;
    this.floor += (found.truth - observed) ** 2;
    this.n += 1;
  }

  /** The calibration table, the Brier scores, and what the map's words are worth; whether the map keeps its word. */
  report(): { fluentRight: number; needsKnown: number } {
    const rows = this.bins
      .map((b, i) =>
        b.n === 0
          ? null
          : `    ${(i / 10).toFixed(1)}-${((i + 1) / 10).toFixed(1)}  predicted ${((b.predicted / b.n) * 100).toFixed(0).padStart(3)}%  observed ${((b.observed / b.n) * 100).toFixed(0).padStart(3)}%  (${b.n} answers)`,
      )
      .filter((row) => row !== null);
    const fluentRight = this.fluentRight / Math.max(1, this.fluentShown);
    const needsKnown = this.needsKnown / Math.max(1, this.needsShown);
    console.log(`  the plan's estimate of a right answer within ${FLUENT_S} s, against the next answer:`);
    for (const row of rows) console.log(row);
    console.log(
      `    Brier score ${(this.brier / Math.max(1, this.n)).toFixed(3)} (the memory's own chances: ${(this.floor / Math.max(1, this.n)).toFixed(3)})`,
    );
    console.log(
      `  the map's "Fluent" squares answered right the next day: ${(fluentRight * 100).toFixed(1)}%; ` +
        `"Needs practice" squares the child answers right ${NEEDS_PRACTICE_KNOWN * 100}% of the time or more: ${(needsKnown * 100).toFixed(1)}%`,
    );
    return { fluentRight, needsKnown };
  }
}

/** A fact answered right this often does not need practice; the map may say so of at most NEEDS_PRACTICE_SLIPS of the facts it shows as needing it. */
const NEEDS_PRACTICE_KNOWN = 0.95;
const NEEDS_PRACTICE_SLIPS = 0.05;

const SCHEDULERS: readonly {
  name: string;
  make: (memory: Memory) => Scheduler;
  reask: boolean;
  /** Run only when ONLY names it, and only under this model. */
  optIn?: string;
}[] = [
  { name: "uniform practice", make: uniform, reask: false },
  { name: "Leitner (5 boxes)", make: () => leitner(COUNT), reask: true },
  { name: "planPractice", make: planned, reask: true },
  { name: "oracle (reads memory)", make: oracle, reask: true },
  { name: "answers-only limit", make: answersOnly, reask: true, optIn: "MCM" },
  { name: "plan reading the memory", make: planReading(memoryReader), reask: true, optIn: "" },
  { name: "plan reading the filter", make: planReading(answersFilter), reask: true, optIn: "MCM" },
  { name: "fitted plan alone", make: fittedPlan, reask: true, optIn: "" },
  { name: "multiscale, oracle's order", make: multiscaleOracleOrder, reask: true, optIn: "" },
];

interface Result {
  sessions: number;
  right: number;
  answered: number;
}

/** What the plan read of each fact's chance tomorrow against the memory's, in tenths (WHY=n, at the n-th plan). */
const whyBins = {
  rows: Array.from({ length: 10 }, () => ({ n: 0, read: 0, recall: 0, quick: 0, fluent: 0 })),
  add(chance: number, recall: number) {
    const row = this.rows[Math.min(9, Math.floor(chance * 10))] as (typeof this.rows)[number];
    row.n += 1;
    row.read += chance;
    row.recall += recall;
    row.quick += quickRecall(recall);
    row.fluent += Number(quickRecall(recall) >= FLUENT_RECALL);
  },
  print() {
    console.log("    read   facts  mean read  memory's recall  right and quick  fluent");
    for (const [i, r] of this.rows.entries()) {
      if (r.n === 0) continue;
      console.log(
        `    0.${i}…  ${String(r.n).padStart(6)}  ${(r.read / r.n).toFixed(3)}      ${(r.recall / r.n).toFixed(3)}            ${(r.quick / r.n).toFixed(3)}            ${(r.fluent / r.n).toFixed(3)}`,
      );
      Object.assign(r, { n: 0, read: 0, recall: 0, quick: 0, fluent: 0 });
    }
  },
};

/** At each of the first WHY plans: the facts truly due (not fluent tomorrow if left), how many the plan asked, and what else it asked. */
const whyAsked = {
  rows: [] as { due: number; dueAsked: number; asked: number; questions: number; fresh: number; freshAsked: number }[],
  add(day: number, memory: Memory, planned: readonly FactQuestion[]) {
    const row = (this.rows[day] ??= { due: 0, dueAsked: 0, asked: 0, questions: 0, fresh: 0, freshAsked: 0 });
    const asked = new Set(planned.map((q) => factKey(factOf(q) as Fact)));
    row.questions += planned.length;
    row.asked += asked.size;
    for (const fact of TIMES_TABLE_FACTS) {
      const key = factKey(fact);
      const tomorrow = memory.recallTomorrow(key);
      if (tomorrow === 0) {
        row.fresh += 1;
        row.freshAsked += Number(asked.has(key));
      } else if (quickRecall(tomorrow) < FLUENT_RECALL) {
        row.due += 1;
        row.dueAsked += Number(asked.has(key));
      }
    }
  },
  print() {
    for (const [day, r] of this.rows.entries()) {
      console.log(
        `    plan ${day + 1}: ${r.questions} questions of ${r.asked} facts; truly due ${r.due}, asked ${r.dueAsked}; never met ${r.fresh}, asked ${r.freshAsked}`,
      );
    }
    this.rows = [];
  },
};

/**
 * WHY=n, with ONLY=planPractice or ONLY=oracle: for each learner not fluent after n sessions, the facts that hold
 * them; then what the app's plan read at the n-th plan against the memory, and at each of the first n plans how many
 * of the facts truly due (not fluent tomorrow if left) were asked.
 */
function whySessions(): number | undefined {
  const only = process.env.ONLY;
  return process.env.WHY && (only === "planPractice" || only?.startsWith("oracle"))
    ? Number(process.env.WHY)
    : undefined;
}

/** What the app's plan reads of each fact's chance tomorrow at `now`: the multiscale estimate's, or the fitted one's. */
function planChances(stored: readonly FactAttempt[], now: Date): PlanChances {
  const tomorrow = new Date(now.getTime() + DAY_S * 1000);
  const reader = multiscaleReader(new MultiscaleEstimate(FACT_FLUENT_MS.beginner), stored, "beginner");
  const estimate = fitRecallEstimate(stored);
  const chances = new Map(
    [...attemptsByFact(stored)].map(([key, { attempts }]) => [
      key,
      reader ? reader(key, tomorrow) : estimatedRecall(estimate, attempts, tomorrow),
    ]),
  );
  return { read: reader ? "multiscale" : "fitted", chances };
}
interface PlanChances {
  read: "multiscale" | "fitted";
  chances: ReadonlyMap<string, number>;
}

/**
 * One line a fact not fluent in the learner's memory: its chance of a right and quick answer now, what the last
 * session's plan read of its chance tomorrow (- if never answered before), and its answers in each session (+ right
 * and quick, s right but slow, x wrong, . not asked).
 */
function tellWhy(
  seed: number,
  memory: Memory,
  answersBySession: readonly (Map<string, string> | undefined)[],
  { read, chances }: PlanChances,
) {
  const holding = TIMES_TABLE_FACTS.map(factKey).filter((key) => quickRecall(memory.recall(key)) < FLUENT_RECALL);
  console.log(`    learner ${seed}: ${holding.length} facts not fluent (the last plan read the ${read} estimate)`);
  for (const key of holding) {
    const sessions = answersBySession.map((said) => said?.get(key) ?? ".").join(" ");
    const planned = chances.get(key);
    console.log(
      `      ${key.padEnd(8)} now ${quickRecall(memory.recall(key)).toFixed(2)}  plan read ${planned === undefined ? "  - " : planned.toFixed(2)}  ${sessions}`,
    );
  }
}

/** Sessions until every fact is fluent (MAX_SESSIONS + 1 if never). */
function run(
  seed: number,
  memoryOf: (random: Random) => Memory,
  scenario: Scenario,
  makeScheduler: (memory: Memory) => Scheduler,
  reask: boolean,
  calibration?: Calibration,
): Result {
  const memory = memoryOf(mulberry32(seed * 7 + 1));
  const scheduler = makeScheduler(memory);
  const planRandom = mulberry32(seed * 13 + 5);
  // The answers the app keeps: each fact's last FACT_RECENT_ANSWERS.
  const kept = new Map<string, FactAttempt[]>();
  // And each fact's first answer of each of its last FACT_KEPT_SITTINGS sittings (UTC days).
  const sittings = new Map<string, FactAttempt[]>();
  const keep = (question: FactQuestion, at: Date) => {
    const fact = factOf(question) as Fact;
    const { correct, responseMs } = memory.answer(factKey(fact));
    const answer = { ...question, correct, responseMs, at };
    const list = kept.get(factKey(fact)) ?? [];
    list.push(answer);
    kept.set(factKey(fact), list.slice(-FACT_RECENT_ANSWERS));
    const days = sittings.get(factKey(fact)) ?? [];
    if (days.length === 0 || dayOf((days.at(-1) as FactAttempt).at) !== dayOf(at)) days.push(answer);
    sittings.set(factKey(fact), days.slice(-FACT_KEPT_SITTINGS));
    return correct;
  };
  // What the server would read of them: storedAttemptsOf, each fact as one row (the server keeps one an operation
  // and order of operands, so it keeps more).
  const stored = () =>
    [...kept].flatMap(([key, recent]) => {
      const first = recent[0] as FactAttempt;
      const days = sittings.get(key) ?? [];
      return storedAttemptsOf({
        operation: first.operation,
        operand1: first.operand1,
        operand2: first.operand2,
        recentMs: recent.map((a) => a.responseMs),
        recentCorrect: recent.map((a) => a.correct),
        recentAt: recent.map((a) => a.at),
        sittingAt: days.map((a) => a.at),
        sittingCorrect: days.map((a) => a.correct),
        sittingMs: days.map((a) => a.responseMs),
      });
    });
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
  // WHY=n: each session's answers by fact, for what holds a learner not fluent after n sessions.
  const why = whySessions();
  const answersBySession: Map<string, string>[] = [];
  let chanceAtPlan: PlanChances = { read: "fitted", chances: new Map() };
  for (let day = 0; day < MAX_SESSIONS; day++) {
    const now = new Date(start + day * DAY_S * 1000);
    if (why !== undefined && day === why - 1) {
      chanceAtPlan = planChances(stored(), now);
      for (const [key, chance] of chanceAtPlan.chances) whyBins.add(chance, memory.recallTomorrow(key));
    }
    const planned = scheduler.plan([...kept.values()].flat(), now, planRandom, stored());
    if (why !== undefined && day < why) whyAsked.add(day, memory, planned);
    calibration?.beforeSession(memory, kept, now, planned, scheduler);
    let queue = practiceItems(planned);
    const asked: PracticeItem[] = [];
    while (queue.length > 0 && asked.length < COUNT) {
      const [item, ...rest] = queue as [PracticeItem, ...PracticeItem[]];
      const at = new Date(now.getTime() + asked.length * QUESTION_S * 1000);
      const correct = keep(item, at);
      if (why !== undefined) {
        const key = factKey(factOf(item) as Fact);
        const said = (answersBySession[day] ??= new Map());
        const last = (kept.get(key) ?? []).at(-1) as FactAttempt;
        said.set(key, (said.get(key) ?? "") + (correct ? (last.responseMs <= FLUENT_S * 1000 ? "+" : "s") : "x"));
      }
      calibration?.answered(item, kept);
      scheduler.answered?.(item, correct);
      right += Number(correct);
      answered += 1;
      queue = reask ? afterAnswer(rest, item, correct, asked) : rest;
      asked.push(item);
    }
    memory.nextDay();
    if (day + 1 === why && !allFluent(memory)) tellWhy(seed, memory, answersBySession, chanceAtPlan);
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
  `Sessions until every fact is fluent in memory (a day later, right within ${FLUENT_S} s with p >= ${FLUENT_RECALL}):`,
);
/** The plan may need at most this many times the oracle's sessions, at the median and the p90. */
const ORACLE_RATIO = 1.25;
const failures: string[] = [];
const table: string[] = [];
for (const model of MODELS.filter((m) => m.name.includes(process.env.MODEL ?? ""))) {
  for (const scenario of (["some tables", "blank"] as const).filter((s) => s.includes(process.env.SCENARIO ?? ""))) {
    console.log(
      `\n${model.name}; children who know ${scenario === "blank" ? "no tables yet (a blank slate)" : "some tables"}:`,
    );
    const calibration = new Calibration();
    const named = (s: (typeof SCHEDULERS)[number]) =>
      process.env.ONLY?.split(",").some((o) => s.name.startsWith(o)) ?? false;
    const figures = SCHEDULERS.filter((s) =>
      s.optIn !== undefined ? named(s) && model.name.startsWith(s.optIn) : !process.env.ONLY || named(s),
    ).map((s) => ({
      name: s.name,
      ...summarise(
        s.name,
        seeds.map((seed) => {
          const result = run(
            seed,
            model.memory,
            scenario,
            s.make,
            s.reask,
            s.make === planned ? calibration : undefined,
          );
          if (process.env.SEEDS) console.log(`    seed ${seed}: ${result.sessions}`);
          return result;
        }),
      ),
    }));
    if (whySessions() !== undefined) {
      whyBins.print();
      whyAsked.print();
    }
    if (readers.multiscale + readers.fitted > 0) {
      console.log(
        `  planPractice read the multiscale estimate in ${readers.multiscale} of ${readers.multiscale + readers.fitted} plans`,
      );
      Object.assign(readers, { multiscale: 0, fitted: 0 });
    }
    const where = `${model.name.split(/[ ,]/)[0]}, ${scenario}`;
    const find = (prefix: string) => figures.find((f) => f.name.startsWith(prefix));
    const [even, box, plan, best] = [find("uniform"), find("Leitner"), find("planPractice"), find("oracle")];
    if (plan) {
      const trust = calibration.report();
      if (trust.fluentRight < FLUENT_RECALL)
        failures.push(`${where}: the map's "Fluent" is not ${FLUENT_RECALL * 100}% right the next day`);
      if (trust.needsKnown > NEEDS_PRACTICE_SLIPS) {
        failures.push(`${where}: the map shows "Needs practice" for facts the child knows`);
      }
    }
    if (plan && best) {
      const ratio = (of: number, to: number) => of / to;
      const [median, p90] = [ratio(plan.median, best.median), ratio(plan.p90, best.p90)];
      console.log(`  planPractice / oracle: median ${median.toFixed(2)}×  p90 ${p90.toFixed(2)}×`);
      if (median > ORACLE_RATIO || p90 > ORACLE_RATIO)
        failures.push(`${where}: planPractice beyond ${ORACLE_RATIO}× the oracle`);
    }
    if (plan && box && !(plan.median < box.median && plan.p90 < box.p90)) {
      failures.push(`${where}: planPractice does not beat Leitner on the median and the p90`);
    }
    const cell = (f: { median: number; p90: number } | undefined) => (f ? `${f.median} / ${f.p90}` : "-");
    const ratios =
      plan && best ? `${(plan.median / best.median).toFixed(2)} / ${(plan.p90 / best.p90).toFixed(2)}` : "-";
    table.push(
      `| ${where.split(", ")[0]} | ${scenario} | ${[even, box, plan, best].map(cell).join(" | ")} | ${ratios} |`,
    );
  }
}
console.log(`\nmedian / p90 sessions to fluency:\n`);
console.log("| memory | children | uniform | Leitner | planPractice | oracle | plan / oracle |");
console.log("| --- | --- | --- | --- | --- | --- | --- |");
for (const row of table) console.log(row);
console.log(`\ntook ${((performance.now() - started) / 1000).toFixed(1)} s`);
if (failures.length > 0) {
  console.log(`\n${failures.join("\n")}`);
  process.exit(1);
}
