import { formatQuestion } from "./format-question";
import type { MissingType, Operator, QuestionType } from "./modes";
import { applyOperator } from "./scoring";

export type ArithmeticType = Exclude<QuestionType, "missing_piece">;

/** A question as a game shows it and checks it. */
export interface Question {
  /** What "already asked in this game" compares: the equation, whatever part of it is hidden. */
  key: string;
  type: QuestionType;
  operand1: number;
  operand2: number;
  operator: Operator;
  result: number;
  /** Missing Piece only: the hidden part of `operand1 operator operand2 = result`. */
  missingType: MissingType | null;
  /** What the player must give: a number, or the operator when the operator is hidden. */
  answer: number | Operator;
  /** As shown on screen, e.g. `7 × 8 = ?`, `? × 4 = 28`, `6 ? 3 = 18`. */
  text: string;
}

const OPERATOR_OF: Record<ArithmeticType, Operator> = {
  addition: "+",
  subtraction: "−",
  multiplication: "×",
  division: "÷",
};

function equationKey(operator: Operator, operand1: number, operand2: number): string {
  return `${operand1}${operator}${operand2}`;
}

/** A plain question `operand1 op operand2 = ?`; the generators keep it whole and non-negative. */
export function arithmeticQuestion(type: ArithmeticType, operand1: number, operand2: number): Question {
  const operator = OPERATOR_OF[type];
  const result = applyOperator(operator, operand1, operand2);
  return {
    key: equationKey(operator, operand1, operand2),
    type,
    operand1,
    operand2,
    operator,
    result,
    missingType: null,
    answer: result,
    text: formatQuestion({ question_type: type, operand1, operand2 }),
  };
}

/** A Missing Piece question: the same equation with one part shown as `?`. */
export function missingPieceQuestion(
  operator: Operator,
  operand1: number,
  operand2: number,
  missingType: MissingType,
): Question {
  const result = applyOperator(operator, operand1, operand2);
  const answers: Record<MissingType, number | Operator> = { operand1, operand2, operator, result };
  return {
    key: equationKey(operator, operand1, operand2),
    type: "missing_piece",
    operand1,
    operand2,
    operator,
    result,
    missingType,
    answer: answers[missingType],
    text: formatQuestion({ question_type: "missing_piece", operand1, operand2, operator, missing_type: missingType }),
  };
}
