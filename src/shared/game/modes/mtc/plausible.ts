import { notInMode, type QuestionCheck } from "../../plausibility";
import { mtcFormProblem } from "./form";
import { MTC_QUESTION_MS } from "./rules";

/**
 * A Times Tables Check: 25 multiplications forming a form the framework
 * allows (`mtcFormProblem`), none on screen longer than its 6 seconds.
 */
export const mtcQuestionProblem: QuestionCheck = (questions) => {
  for (const [position, q] of questions.entries()) {
    if (q.question_type !== "multiplication") return notInMode(position);
    if (q.response_time_ms > MTC_QUESTION_MS) {
      return {
        field: `questions.${position}`,
        detail: `A question of the check is on screen for at most ${MTC_QUESTION_MS} ms.`,
      };
    }
  }
  const problem = mtcFormProblem(questions.map((q) => ({ n1: q.operand1, n2: q.operand2 })));
  return problem === null ? null : { field: "questions", detail: problem };
};
