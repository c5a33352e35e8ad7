import {
  FLUENCY_FLUENT_MIN_ANSWERS,
  FLUENCY_FLUENT_MS,
  FLUENCY_MAP_SIZE,
  FLUENCY_PRACTICE_ACCURACY,
  FLUENCY_SECURE_ACCURACY,
  FLUENCY_SECURE_MS,
} from "../constants";

/** One multiplication fact's recent answers, as the server keeps them (oldest first). */
export interface FactRecord {
  operand1: number;
  operand2: number;
  attempts: number;
  correct: number;
  recent_ms: readonly number[];
  recent_correct: readonly boolean[];
}

export const FLUENCY_LEVELS = ["not_tried", "needs_practice", "getting_there", "secure", "fluent"] as const;
export type FluencyLevel = (typeof FLUENCY_LEVELS)[number];

export const FLUENCY_LEVEL_LABELS: Readonly<Record<FluencyLevel, string>> = {
  not_tried: "Not tried yet",
  needs_practice: "Needs practice",
  getting_there: "Getting there",
  secure: "Secure",
  fluent: "Fluent",
};

/** One cell of the map: a fact and its smaller factor first (7 × 8 and 8 × 7 are one fact). */
export interface FluencyCell {
  a: number;
  b: number;
  level: FluencyLevel;
  /** Answers counted (the recent ones of both orders). */
  answers: number;
  right: number;
  /** Median time of the recent right answers, in ms; null when none was right. */
  medianMs: number | null;
}

export interface FluencyMap {
  /** rows[a - 1][b - 1] for a, b from 1 to FLUENCY_MAP_SIZE. */
  rows: FluencyCell[][];
  counts: Readonly<Record<FluencyLevel, number>>;
  /** The tried facts least often right lately, worst first (at most 5). */
  leastSecure: FluencyCell[];
  /** The right-but-slow facts, slowest first (at most 5). */
  slowest: FluencyCell[];
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  const upper = sorted[mid] ?? 0;
  return sorted.length % 2 === 1 ? upper : Math.round(((sorted[mid - 1] ?? upper) + upper) / 2);
}

export function fluencyLevel(answers: number, right: number, medianMs: number | null): FluencyLevel {
  if (answers === 0) return "not_tried";
  const accuracy = right / answers;
  if (accuracy < FLUENCY_PRACTICE_ACCURACY || medianMs === null) return "needs_practice";
  if (accuracy < FLUENCY_SECURE_ACCURACY || medianMs > FLUENCY_SECURE_MS) return "getting_there";
  if (medianMs <= FLUENCY_FLUENT_MS && answers >= FLUENCY_FLUENT_MIN_ANSWERS) return "fluent";
  return "secure";
}

const key = (a: number, b: number) => `${Math.min(a, b)}x${Math.max(a, b)}`;
const inMap = (n: number) => Number.isInteger(n) && n >= 1 && n <= FLUENCY_MAP_SIZE;

/**
 * The 12 × 12 times-table map from a child's multiplication facts: each fact
 * (both orders together) levelled by how often it was right lately and how
 * quickly the right answers came, and the facts to work on named.
 */
export function fluencyMap(records: readonly FactRecord[]): FluencyMap {
  const merged = new Map<string, { ms: number[]; correct: boolean[] }>();
  for (const r of records) {
    if (!inMap(r.operand1) || !inMap(r.operand2)) continue;
    const entry = merged.get(key(r.operand1, r.operand2)) ?? { ms: [], correct: [] };
    entry.ms.push(...r.recent_ms);
    entry.correct.push(...r.recent_correct);
    merged.set(key(r.operand1, r.operand2), entry);
  }
  const cells = new Map<string, FluencyCell>();
  const counts = Object.fromEntries(FLUENCY_LEVELS.map((l) => [l, 0])) as Record<FluencyLevel, number>;
  const cellOf = (a: number, b: number): FluencyCell => {
    const k = key(a, b);
    const found = cells.get(k);
    if (found) return found;
    const entry = merged.get(k) ?? { ms: [], correct: [] };
    const rightMs = entry.ms.filter((_, i) => entry.correct[i] === true);
    const medianMs = median(rightMs);
    const cell: FluencyCell = {
      a: Math.min(a, b),
      b: Math.max(a, b),
      answers: entry.correct.length,
      right: rightMs.length,
      medianMs,
      level: fluencyLevel(entry.correct.length, rightMs.length, medianMs),
    };
    cells.set(k, cell);
    counts[cell.level] += 1;
    return cell;
  };
  const size = Array.from({ length: FLUENCY_MAP_SIZE }, (_, i) => i + 1);
  const rows = size.map((a) => size.map((b) => cellOf(a, b)));
  const tried = [...cells.values()].filter((c) => c.answers > 0);
  const leastSecure = tried
    .filter((c) => c.level === "needs_practice" || c.level === "getting_there")
    .sort((x, y) => x.right / x.answers - y.right / y.answers || y.answers - x.answers || x.a - y.a || x.b - y.b)
    .slice(0, 5);
  const slowest = tried
    .filter((c) => c.medianMs !== null && c.medianMs > FLUENCY_FLUENT_MS)
    .sort((x, y) => (y.medianMs ?? 0) - (x.medianMs ?? 0) || x.a - y.a || x.b - y.b)
    .slice(0, 5);
  return { rows, counts, leastSecure, slowest };
}

/** "7 × 8", as a parent reads a fact. */
export const factText = (cell: Pick<FluencyCell, "a" | "b">) => `${cell.a} × ${cell.b}`;

/** "3.2 s", to one decimal place. */
export const secondsText = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
