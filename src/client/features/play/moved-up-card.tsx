import { Card } from "../../components/ui/card";
import { playedPracticePlan } from "../../queries/practice-plan";
import { practiceMovedUp } from "./practice-plan";
import type { GameResult } from "./results-model";

/** Smart Practice: the facts the session moved up, from the plan kept on this device and the answers. */
export function MovedUpCard({ result, childId }: { result: GameResult; childId: string | null }) {
  const plan = childId ? playedPracticePlan(childId) : null;
  if (!plan) return null;
  const moved = practiceMovedUp(plan, result.questions);
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
