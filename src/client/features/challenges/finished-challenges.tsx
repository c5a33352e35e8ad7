import { Trophy, X } from "lucide-react";
import type { ChildChallenge } from "../../../shared/api/challenges";
import { useDismissChallenge } from "../../queries/challenge-writes";
import { challengeResultText } from "./result-text";
import { allowanceLabel } from "../../../shared/game/time-allowance";

/** The other side of a challenge, from this child's. */
function otherSide(challenge: ChildChallenge, childId: string) {
  return challenge.initiator.child_id === childId ? challenge.opponent : challenge.initiator;
}
function mySide(challenge: ChildChallenge, childId: string) {
  return challenge.initiator.child_id === childId ? challenge.initiator : challenge.opponent;
}

/** The toast cards of the child's challenges completed in the last 24 hours, until dismissed (for good). */
export function FinishedChallenges({ childId, completed }: { childId: string; completed: ChildChallenge[] }) {
  const dismiss = useDismissChallenge(childId);
  const shown = completed.filter((c) => !(dismiss.isPending && dismiss.variables === c.id));
  if (shown.length === 0) return null;
  return (
    <ul aria-label="Finished challenges" className="flex flex-col gap-2">
      {shown.map((c) => (
        <li
          key={c.id}
          className="flex items-center gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-sun-300"
          data-testid="challenge-toast"
        >
          <Trophy aria-hidden className="shrink-0 text-sun-400" size={22} />
          <div className="min-w-0 flex-1">
            <p className="font-bold">
              Your challenge with {otherSide(c, childId).name}: {mySide(c, childId).score ?? 0} to{" "}
              {otherSide(c, childId).score ?? 0}
            </p>
            <p className="text-sm text-ink-soft">{challengeResultText(c.result)}</p>
            {c.time_allowance !== "standard" && (
              <p className="text-sm text-ink-soft" data-testid="challenge-clock">
                Both played with {allowanceLabel(c.time_allowance)}.
              </p>
            )}
          </div>
          <button
            type="button"
            onClick={() => dismiss.mutate(c.id)}
            className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-ink-soft hover:bg-slate-100"
            aria-label={`Dismiss the challenge with ${otherSide(c, childId).name}`}
          >
            <X aria-hidden size={20} />
          </button>
        </li>
      ))}
    </ul>
  );
}
