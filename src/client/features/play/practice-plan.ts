import { useQuery } from "@tanstack/react-query";
import type { PracticePlan, SavedQuestion } from "../../../shared/api/play";
import { factInWords, factsMovedUp, type FactAttempt, type FactState } from "../../../shared/learning/fact-model";
import { practicePlanQuery } from "../../queries/practice-plan";

/** The child's next Smart Practice session (see `practicePlanQuery`), once the child is known. */
export function usePracticePlan(childId: string | undefined) {
  return useQuery({ ...practicePlanQuery(childId), enabled: childId !== undefined });
}

const attemptOf = (a: PracticePlan["answers"][number]): FactAttempt => ({
  operation: a.operation,
  operand1: a.operand1,
  operand2: a.operand2,
  correct: a.correct,
  responseMs: a.response_ms,
  at: new Date(a.at),
});

/** The facts a session moved up ("7 × 8 is now secure!"), from the answers it was planned from and its own. */
export function practiceMovedUp(
  plan: PracticePlan,
  questions: readonly SavedQuestion[],
): { text: string; to: FactState }[] {
  // The session's answers, at the server's time when it was planned: the same clock as the kept ones.
  const at = new Date(plan.planned_at);
  const before = plan.answers.map(attemptOf);
  const session: FactAttempt[] = [];
  for (const q of questions) {
    if (q.question_type === "missing_piece") continue;
    session.push({
      operation: q.question_type,
      operand1: q.operand1,
      operand2: q.operand2,
      correct: q.is_correct,
      responseMs: q.response_time_ms ?? 0,
      at,
    });
  }
  return factsMovedUp(before, [...before, ...session], plan.difficulty_level).map(({ fact, to }) => ({
    text: `${factInWords(fact)} is now ${to}!`,
    to,
  }));
}
