import { factOf } from "../../../learning/fact-model";
import { unfitQuestion, type QuestionCheck } from "../../plausibility";
import type { AnsweredQuestion } from "../../scoring";

/** The largest factor and sum a Smart Practice question may hold. */
const PRACTICE_MAX_FACTOR = 12;
const PRACTICE_MAX_SUM = 100;

/**
 * Smart Practice asks facts the child has met, or the 2-12 times tables: one
 * arithmetic fact, whole and within the times tables' or 100's reach.
 */
function practiceFits(q: AnsweredQuestion): boolean {
  const fact = q.question_type === "missing_piece" ? null : factOf({ ...q, operation: q.question_type });
  if (!fact || fact.a < 0) return false;
  return fact.family === "multiplication" ? fact.b <= PRACTICE_MAX_FACTOR : fact.a + fact.b <= PRACTICE_MAX_SUM;
}

/** Each Smart Practice question is one arithmetic fact within its reach (the plan itself is the server's). */
export const smartPracticeQuestionProblem: QuestionCheck = (questions) => unfitQuestion(questions, practiceFits);
