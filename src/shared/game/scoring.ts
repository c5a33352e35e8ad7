import { PERFORMANCE_GREEN_PERCENT, PERFORMANCE_YELLOW_PERCENT } from "../constants";
import { CONFETTI_MIN_PERCENT, type GameMode, type MissingType, type Operator, type QuestionType } from "./modes";
import { MODE_RULES } from "./modes/rules";
import { TRAFFIC_LIGHT_AMBER_MS, TRAFFIC_LIGHT_GREEN_MS } from "./modes/traffic-light/rules";
import { productMessages } from "../messages";

/** One answered question as a finished game records it (the shape saved and scored). */
export interface AnsweredQuestion {
  question_type: QuestionType;
  operand1: number;
  operand2: number;
  /** For missing_piece: the equation's real operator. */
  operator?: Operator | undefined;
  /** For missing_piece: which part of `operand1 operator operand2 = result` was hidden. */
  missing_type?: MissingType | undefined;
  /** The number typed, or null when skipped (or when the missing part was the operator). */
  user_answer: number | null;
  /** For a missing operator: the operator chosen. */
  user_operator_answer?: Operator | null | undefined;
  response_time_ms: number;
}

export type TrafficLight = "green" | "amber" | "red";

const APPLY: Record<Operator, (a: number, b: number) => number> = {
  "+": (a, b) => a + b,
  "−": (a, b) => a - b,
  "×": (a, b) => a * b,
  "÷": (a, b) => (b === 0 ? Number.NaN : a / b),
};

const TYPE_OPERATOR: Record<Exclude<QuestionType, "missing_piece">, Operator> = {
  addition: "+",
  subtraction: "−",
  multiplication: "×",
  division: "÷",
};

export function operatorOf(q: Pick<AnsweredQuestion, "question_type" | "operator">): Operator | null {
  if (q.question_type === "missing_piece") return q.operator ?? null;
  return TYPE_OPERATOR[q.question_type];
}

export function applyOperator(operator: Operator, a: number, b: number): number {
  return APPLY[operator](a, b);
}

/**
 * The correct answer of a question: the result for arithmetic; for a missing
 * piece, the hidden number (or the result when the operator was hidden).
 * Null when the question is not well formed.
 */
export function correctAnswerOf(q: AnsweredQuestion): number | null {
  const operator = operatorOf(q);
  if (!operator) return null;
  const result = applyOperator(operator, q.operand1, q.operand2);
  if (!Number.isInteger(result)) return null;
  if (q.question_type !== "missing_piece") return result;
  switch (q.missing_type) {
    case "operand1":
      return q.operand1;
    case "operand2":
      return q.operand2;
    case "result":
    case "operator":
      return result;
    default:
      return null;
  }
}

/** Whether the child's answer is right, worked out from the question alone. */
export function isCorrect(q: AnsweredQuestion): boolean {
  if (q.question_type === "missing_piece" && q.missing_type === "operator") {
    return q.user_operator_answer != null && q.user_operator_answer === q.operator;
  }
  const correct = correctAnswerOf(q);
  return correct !== null && q.user_answer !== null && q.user_answer === correct;
}

/** Green up to 2 s, amber up to 4 s, red beyond. */
export function trafficLightOf(responseTimeMs: number): TrafficLight {
  if (responseTimeMs <= TRAFFIC_LIGHT_GREEN_MS) return "green";
  if (responseTimeMs <= TRAFFIC_LIGHT_AMBER_MS) return "amber";
  return "red";
}

/** The light an answer of a game of `mode` is saved with: its `trafficLightOf` where the mode lights answers, else none. */
export function answerLightOf(mode: GameMode, responseTimeMs: number): TrafficLight | null {
  return MODE_RULES[mode].lightsAnswers ? trafficLightOf(responseTimeMs) : null;
}

/** The score a finished game earns, from its answered questions (its mode's `score`, modes/<mode>/rules.ts). */
export function scoreOf(mode: GameMode, questions: readonly AnsweredQuestion[]): number {
  return MODE_RULES[mode].score(questions.map(isCorrect));
}

/**
 * The total a game is scored out of (results page and max_score), its mode's
 * `maxScore`: get_to_100 100; missing_piece and Smart Practice the number of
 * questions asked; traffic_light and the tower 20; the Times Tables Check 25;
 * the others 40.
 */
export function totalOf(mode: GameMode, questionsAsked: number): number {
  return MODE_RULES[mode].maxScore(questionsAsked);
}

export function percentOf(score: number, total: number): number {
  return total > 0 ? (score / total) * 100 : 0;
}

/** Star rating: the ceiling of percentage / 20, out of 5. */
export function starsOf(score: number, total: number): number {
  return Math.min(5, Math.max(0, Math.ceil(percentOf(score, total) / 20)));
}

export function showsConfetti(score: number, total: number): boolean {
  return percentOf(score, total) >= CONFETTI_MIN_PERCENT;
}

export function isPerfect(score: number, total: number): boolean {
  return total > 0 && score >= total;
}

export type PerformanceBand = "green" | "yellow" | "red";

/** The colour of a game's performance bar: 80% or more green, 60% or more yellow, else red. */
export function performanceBand(percent: number): PerformanceBand {
  if (percent >= PERFORMANCE_GREEN_PERCENT) return "green";
  if (percent >= PERFORMANCE_YELLOW_PERCENT) return "yellow";
  return "red";
}

/** A saved game's score out of its most, as a list shows it (`9 / 20`); a game with nothing to count has "No answers". */
export function scoreOutOf(score: number, maxScore: number): string {
  return maxScore > 0 ? `${score} / ${maxScore}` : productMessages.noAnswers;
}
