import type { MissingType, Operator, QuestionType } from "./modes";
import { applyOperator, operatorOf } from "./scoring";

interface Shown {
  question_type: QuestionType;
  operand1: number;
  operand2: number;
  operator?: Operator | null | undefined;
  missing_type?: MissingType | null | undefined;
}

/**
 * A question as the child sees it: `7 × 8 = ?`, or for a missing piece the
 * equation with `?` in place of the hidden part (`? × 4 = 28`, `6 ? 3 = 18`).
 */
export function formatQuestion(q: Shown): string {
  const operator =
    q.question_type === "missing_piece" ? (q.operator ?? null) : operatorOf({ question_type: q.question_type });
  if (!operator) return `${q.operand1} ? ${q.operand2}`;
  const result = applyOperator(operator, q.operand1, q.operand2);
  if (q.question_type !== "missing_piece") return `${q.operand1} ${operator} ${q.operand2} = ?`;
  const part = (name: MissingType, value: string) => (q.missing_type === name ? "?" : value);
  return `${part("operand1", String(q.operand1))} ${part("operator", operator)} ${part("operand2", String(q.operand2))} = ${part("result", String(result))}`;
}

/** The whole equation with its answer filled in, for results and reviews. */
export function formatSolved(q: Shown): string {
  const operator =
    q.question_type === "missing_piece" ? (q.operator ?? null) : operatorOf({ question_type: q.question_type });
  if (!operator) return `${q.operand1} ? ${q.operand2}`;
  return `${q.operand1} ${operator} ${q.operand2} = ${applyOperator(operator, q.operand1, q.operand2)}`;
}
