import { poolProblem, type QuestionCheck } from "../../plausibility";
import { TIMED_POOLS } from "./pool";

/** A 90 Second Challenge asks its difficulty's timed pool. */
export const timedQuestionProblem: QuestionCheck = (questions, difficulty) =>
  poolProblem(questions, TIMED_POOLS[difficulty]);
