import type { DifficultyLevel } from "../constants";
import {
  FACT_FLUENT_MS,
  FACT_FLUENT_REVIEWS,
  FACT_INTERVAL_DAYS,
  FACT_REVIEW_GAP_MS,
  FACT_SECURE_REVIEWS,
  FLUENCY_SECURE_MS,
} from "../constants";

export const FACT_OPERATIONS = ["addition", "subtraction", "multiplication", "division"] as const;
export type FactOperation = (typeof FACT_OPERATIONS)[number];

/** One answer to one arithmetic fact, as asked. */
export interface FactAttempt {
  operation: FactOperation;
  operand1: number;
  operand2: number;
  correct: boolean;
  responseMs: number;
  at: Date;
}

/** A question to ask: an operation and its two operands. */
export interface FactQuestion {
  operation: FactOperation;
  operand1: number;
  operand2: number;
}

/**
 * A fact as the model learns it: a multiplication fact and its divisions are
 * one (56 ÷ 8 follows 7 × 8), as are an addition fact and its subtractions
 * (8 − 3 follows 3 + 5); 7 × 8 and 8 × 7 are one fact, smaller operand first.
 */
export interface Fact {
  family: "multiplication" | "addition";
  a: number;
  b: number;
}

export const FACT_STATES = ["new", "learning", "secure", "fluent"] as const;
export type FactState = (typeof FACT_STATES)[number];

/** What the model knows of one fact at a time. */
export interface FactStatus {
  fact: Fact;
  state: FactState;
  /** 0: new, or missed at its last review (due again at once); n: n right reviews in a row on the expanding schedule. */
  stage: number;
  /** When it should next be asked; null for a fact never asked. */
  dueAt: Date | null;
  /** When it was last asked; null for a fact never asked. */
  lastAt: Date | null;
  /** Its operation the last time it was asked. */
  lastOperation: FactOperation | null;
  /** The question as it was last asked ("16 − 9" for the fact 7 + 9); null for a fact never asked. */
  lastAsked: FactQuestion | null;
  /** Answers seen, and how many right. */
  answers: number;
  right: number;
  /** Whether the last review had a wrong answer. */
  lastMissed: boolean;
  /** The last FACT_FLUENT_REVIEWS sittings (reviews), oldest first: what decides secure and fluent. */
  lastSittings: readonly FactSitting[];
}

/** One sitting with a fact as the model judges it: all its answers right or not, and its slowest answer. */
export interface FactSitting {
  at: Date;
  right: boolean;
  slowestMs: number;
}

const DAY_MS = 86_400_000;

/** "7 × 8" or "3 + 5", as a parent or a child reads a fact. */
export const factInWords = (fact: Fact) => `${fact.a} ${fact.family === "multiplication" ? "×" : "+"} ${fact.b}`;

export const factKey = (fact: Fact) => `${fact.family === "multiplication" ? "×" : "+"}${fact.a}:${fact.b}`;

const ordered = (family: Fact["family"], x: number, y: number): Fact => ({
  family,
  a: Math.min(x, y),
  b: Math.max(x, y),
});

/** The fact a question asks: a division is its multiplication (a ÷ b = c is b × c), a subtraction its addition. */
export function factOf(question: FactQuestion): Fact | null {
  const { operation, operand1, operand2 } = question;
  switch (operation) {
    case "multiplication":
      return ordered("multiplication", operand1, operand2);
    case "addition":
      return ordered("addition", operand1, operand2);
    case "division":
      if (operand2 === 0 || operand1 % operand2 !== 0) return null;
      return ordered("multiplication", operand2, operand1 / operand2);
    case "subtraction":
      if (operand1 < operand2) return null;
      return ordered("addition", operand2, operand1 - operand2);
  }
}

/** Fluent means right within this many ms at each of the last reviews: stricter for older children. */
const fluentMsFor = (level: DifficultyLevel = "beginner") => FACT_FLUENT_MS[level];

/** Days from a right review at `stage` (1-based) to the next; the last step repeats. */
function intervalDays(stage: number): number {
  if (stage <= 0) return 0;
  return FACT_INTERVAL_DAYS[Math.min(stage, FACT_INTERVAL_DAYS.length) - 1] ?? 0;
}

/** One sitting with a fact: its answers within FACT_REVIEW_GAP_MS of the first; `slowestMs` its slowest answer's time. */
type Review = FactSitting;

function reviewsOf(attempts: readonly FactAttempt[]): Review[] {
  const sorted = [...attempts].sort((x, y) => x.at.getTime() - y.at.getTime());
  const reviews: Review[] = [];
  let current: Review | undefined;
  for (const attempt of sorted) {
    if (!current || attempt.at.getTime() - current.at.getTime() >= FACT_REVIEW_GAP_MS) {
      current = { at: attempt.at, right: true, slowestMs: 0 };
      reviews.push(current);
    }
    current.right &&= attempt.correct;
    current.slowestMs = Math.max(current.slowestMs, attempt.responseMs);
  }
  return reviews;
}

/**
 * The state of one fact from all its attempts (any order), on an expanding
 * schedule: a right review at or after the fact was due moves it one step up
 * (next due 1, 3, 7, then every 21 days), a right review before then keeps it
 * where it was, and a miss puts it back to the start, due at once (again in
 * the same session). Learning until the last FACT_SECURE_REVIEWS reviews were
 * right within the Multiplication Tables Check's 6 s; fluent when the last
 * FACT_FLUENT_REVIEWS were right within the level's fluent time.
 */
export function factStatus(
  fact: Fact,
  attempts: readonly FactAttempt[],
  level: DifficultyLevel = "beginner",
): FactStatus {
  const reviews = reviewsOf(attempts);
  const last = reviews.at(-1);
  const lastAttempt = attempts.reduce<FactAttempt | undefined>(
    (latest, a) => (latest && latest.at.getTime() >= a.at.getTime() ? latest : a),
    undefined,
  );
  if (!last || !lastAttempt) {
    return {
      fact,
      state: "new",
      stage: 0,
      dueAt: null,
      lastAt: null,
      lastOperation: null,
      lastAsked: null,
      answers: 0,
      right: 0,
      lastMissed: false,
      lastSittings: [],
    };
  }
  let stage = 0;
  let dueAt = reviews[0]?.at ?? last.at;
  for (const review of reviews) {
    if (!review.right) {
      stage = 0;
      dueAt = review.at;
    } else if (review.at.getTime() >= dueAt.getTime() - FACT_REVIEW_GAP_MS) {
      stage += 1;
      dueAt = new Date(review.at.getTime() + intervalDays(stage) * DAY_MS);
    }
  }
  const lastRight = (n: number, ms: number) =>
    reviews.length >= n && reviews.slice(-n).every((r) => r.right && r.slowestMs <= ms);
  const state: FactState = lastRight(FACT_FLUENT_REVIEWS, fluentMsFor(level))
    ? "fluent"
    : lastRight(FACT_SECURE_REVIEWS, FLUENCY_SECURE_MS)
      ? "secure"
      : "learning";
  return {
    fact,
    state,
    stage,
    dueAt,
    lastAt: lastAttempt.at,
    lastOperation: lastAttempt.operation,
    lastAsked: { operation: lastAttempt.operation, operand1: lastAttempt.operand1, operand2: lastAttempt.operand2 },
    answers: attempts.length,
    right: attempts.filter((a) => a.correct).length,
    lastMissed: !last.right,
    lastSittings: reviews.slice(-FACT_FLUENT_REVIEWS),
  };
}

/** The attempts grouped by fact (a division with its multiplication), in first-seen order. */
export function attemptsByFact(attempts: readonly FactAttempt[]): Map<string, { fact: Fact; attempts: FactAttempt[] }> {
  const byFact = new Map<string, { fact: Fact; attempts: FactAttempt[] }>();
  for (const attempt of attempts) {
    const fact = factOf(attempt);
    if (!fact) continue;
    const key = factKey(fact);
    const entry = byFact.get(key) ?? { fact, attempts: [] };
    entry.attempts.push(attempt);
    byFact.set(key, entry);
  }
  return byFact;
}

/** Every fact a child has tried, with its state. */
function factStatuses(attempts: readonly FactAttempt[], level: DifficultyLevel = "beginner"): FactStatus[] {
  return [...attemptsByFact(attempts).values()].map(({ fact, attempts: of }) => factStatus(fact, of, level));
}

const RANK: Readonly<Record<FactState, number>> = { new: 0, learning: 1, secure: 2, fluent: 3 };

/** The facts whose state went up between two moments (before and after a session), highest state first. */
export function factsMovedUp(
  before: readonly FactAttempt[],
  after: readonly FactAttempt[],
  level: DifficultyLevel = "beginner",
): { fact: Fact; from: FactState; to: FactState }[] {
  const was = new Map(factStatuses(before, level).map((s) => [factKey(s.fact), s.state]));
  return factStatuses(after, level)
    .map((s) => ({ fact: s.fact, from: was.get(factKey(s.fact)) ?? "new", to: s.state }))
    .filter((m) => RANK[m.to] > RANK[m.from] && m.to !== "learning")
    .sort((x, y) => RANK[y.to] - RANK[x.to] || x.fact.a - y.fact.a || x.fact.b - y.fact.b);
}
