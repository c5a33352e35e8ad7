import { rangedFits, unfitQuestion, type QuestionCheck } from "../../plausibility";
import type { AnsweredQuestion } from "../../scoring";
import { getTo100Stage } from "./questions";

/** Whether `getTo100Question(score)` can make this question: a type of the score's stage, in its range. */
function getTo100Fits(q: AnsweredQuestion, score: number): boolean {
  const entry = getTo100Stage(score).entries.find((e) => e.type === q.question_type);
  return entry !== undefined && rangedFits(q, entry);
}

/** Each Get to 100 question is one its stage asks at the score reached before it. */
export const getTo100QuestionProblem: QuestionCheck = (questions) => unfitQuestion(questions, getTo100Fits);
