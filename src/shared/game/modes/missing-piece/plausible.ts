import type { DifficultyLevel } from "../../../constants";
import { OPERATORS, type Operator } from "..";
import { unfitQuestion, within, type QuestionCheck } from "../../plausibility";
import { applyOperator, type AnsweredQuestion } from "../../scoring";
import { MISSING_PIECE_OPERAND_CAP, MISSING_PIECE_RULES } from "./questions";

/** Whether `missingPieceQuestionFor(difficulty)` can make this question. */
function missingPieceFits(q: AnsweredQuestion, difficulty: DifficultyLevel): boolean {
  const rules = MISSING_PIECE_RULES[difficulty];
  const { operand1: a, operand2: b, operator, missing_type: missing } = q;
  if (q.question_type !== "missing_piece" || operator === undefined || missing === undefined) return false;
  if (!rules.operators.includes(operator)) return false;
  // An operator is hidden only when exactly one operator fits; otherwise the result is.
  const result = applyOperator(operator, a, b);
  const oneOperator = OPERATORS.filter((op: Operator) => applyOperator(op, a, b) === result).length === 1;
  if (!rules.missingTypes.includes(missing)) return false;
  if (missing === "operator" && !oneOperator) return false;
  const limit = rules.limit;
  const cap = Math.min(MISSING_PIECE_OPERAND_CAP, limit);
  switch (operator) {
    case "+":
      return within(a, { min: 1, max: limit - 1 }) && within(b, { min: 1, max: limit - a });
    case "−":
      return within(a, { min: 1, max: limit }) && within(b, { min: 1, max: a });
    case "×":
      return within(a, { min: 1, max: cap }) && within(b, { min: 1, max: Math.min(cap, Math.floor(limit / a)) });
    case "÷":
      return (
        within(b, { min: 1, max: cap }) &&
        a % b === 0 &&
        within(a / b, { min: 1, max: Math.min(cap, Math.floor(limit / b)) })
      );
  }
}

/** Each Missing Piece question is an equation its difficulty makes, with a part it hides. */
export const missingPieceQuestionProblem: QuestionCheck = (questions, difficulty) =>
  unfitQuestion(questions, (q) => missingPieceFits(q, difficulty));
