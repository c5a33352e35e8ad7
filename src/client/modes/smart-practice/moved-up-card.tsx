import type { PracticePlan, SavedQuestion } from "../../../shared/api/play";
import { factInWords, factsMovedUp, type FactAttempt, type FactState } from "../../../shared/learning/fact-model";
import { Card } from "../../components/ui/card";
import { playedPracticePlan } from "../../queries/practice-plan";

const attemptOf = (a: PracticePlan["answers"][number]): FactAttempt => ({
  operation: a.operation,
  operand1: a.operand1,
  operand2: a.operand2,
  correct: a.correct,
  responseMs: a.response_ms,
  at: new Date(a.at),
});

/** The facts a session moved up ("7 × 8 is now secure!"), from the answers it was planned from and its own. */
function practiceMovedUp(plan: PracticePlan, questions: readonly SavedQuestion[]): { text: string; to: FactState }[] {
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

/** Smart Practice: the facts the session moved up, from the plan kept on this device and the answers. */
export function MovedUpCard({ questions, childId }: { questions: readonly SavedQuestion[]; childId: string | null }) {
  const plan = childId ? playedPracticePlan(childId) : null;
  if (!plan) return null;
  const moved = practiceMovedUp(plan, questions);
  return (
    <Card>
      <h2 className="text-xl font-bold">Your facts</h2>
      {moved.length > 0 ? (
        <ul className="mt-2 flex flex-col gap-1" data-testid="facts-moved-up">
          {moved.map((m) => (
            <li key={m.text} className="font-semibold text-mint-700">
              {m.text}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-ink-soft">Every answer helps. Keep practising and your facts will move up!</p>
      )}
    </Card>
  );
}
