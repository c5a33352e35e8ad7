import type { DifficultyLevel } from "../../../constants";
import { unfitQuestion, within, type QuestionCheck } from "../../plausibility";
import type { AnsweredQuestion } from "../../scoring";
import { TOWER_RULES, towerTables } from "./questions";

/** Whether `towerQuestion(difficulty, correctSoFar)` can make this question. */
function towerFits(q: AnsweredQuestion, difficulty: DifficultyLevel, correctSoFar: number): boolean {
  return (
    q.question_type === "multiplication" &&
    towerTables(difficulty, correctSoFar).includes(q.operand1) &&
    within(q.operand2, { min: 1, max: TOWER_RULES[difficulty].maxMultiplier })
  );
}

/** Each tower question is a multiplication of the tables in play at the right answers before it. */
export const towerQuestionProblem: QuestionCheck = (questions, difficulty) =>
  unfitQuestion(questions, (q, correctSoFar) => towerFits(q, difficulty, correctSoFar));
