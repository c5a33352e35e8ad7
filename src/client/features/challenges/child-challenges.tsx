import { Swords, Trophy, X } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useNavigate } from "react-router";
import type { ChildChallenge } from "../../../shared/api/challenges";
import { productMessages } from "../../../shared/messages";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { challengeGamePath } from "./challenge-game-path";
import { challengeResultText } from "./result-text";
import { waitingGroups } from "./waiting-groups";
import { useChildChallenges, useCreateChallenge, useDismissChallenge } from "../../queries/challenges";

// Loaded when first opened: the dialog's code is not on the way from sign-in to a first game.
const Dialog = lazy(() => import("../../components/ui/dialog").then(({ Dialog }) => ({ default: Dialog })));

/** The other side of a challenge, from this child's. */
function otherSide(challenge: ChildChallenge, childId: string) {
  return challenge.initiator.child_id === childId ? challenge.opponent : challenge.initiator;
}
function mySide(challenge: ChildChallenge, childId: string) {
  return challenge.initiator.child_id === childId ? challenge.initiator : challenge.opponent;
}

/**
 * The child dashboard's challenges: first the waiting-challenge cards with
 * Accept, one per challenger with how many are waiting (Accept plays the
 * oldest), then the toast cards of challenges completed in the last 24 hours (until
 * dismissed, for good), and Set Challenge.
 */
export function ChildChallenges({ childId }: { childId: string }) {
  const challenges = useChildChallenges(childId);
  const dismiss = useDismissChallenge(childId);
  const navigate = useNavigate();
  const data = challenges.data;
  if (!data) return null;
  const completed = data.completed.filter((c) => !(dismiss.isPending && dismiss.variables === c.id));
  return (
    <div className="flex flex-col gap-3">
      {waitingGroups(data.waiting, childId).map((group) => (
        <div
          key={group.key}
          className="flex items-center gap-3 rounded-2xl bg-berry-50 p-3 ring-1 ring-berry-600/20"
          data-testid="waiting-challenge"
        >
          <Swords aria-hidden className="shrink-0 text-berry-600" size={24} />
          <p className="min-w-0 flex-1 font-bold">
            {group.challenged
              ? `${group.otherName} challenged you to a 60-second maths duel!`
              : `Your challenge with ${group.otherName} is ready for you to play.`}
            {group.count > 1 && (
              <span className="mt-0.5 block text-sm font-semibold text-ink-soft" data-testid="waiting-count">
                {group.count} challenges waiting: play them one at a time.
              </span>
            )}
          </p>
          <Button
            variant="primary"
            className="shrink-0"
            onClick={() => void navigate(challengeGamePath(group.next.id, { childId }))}
          >
            {group.challenged ? "Accept" : "Play Now"}
          </Button>
        </div>
      ))}
      {completed.length > 0 && (
        <ul aria-label="Finished challenges" className="flex flex-col gap-2">
          {completed.map((c) => (
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
      )}
      <SetChallenge childId={childId} opponents={data.opponents} />
    </div>
  );
}

type Opponent = { type: "child" | "user"; child_id: string | null; name: string };

/**
 * Set Challenge offers whom the server says the child may challenge: each
 * sibling, and the parent only while the family has Premium (the parent plays
 * in Challenge Mode), so nothing offered here is refused.
 */
function SetChallenge({ childId, opponents }: { childId: string; opponents: Opponent[] }) {
  const [open, setOpen] = useState(false);
  const create = useCreateChallenge(childId);
  const navigate = useNavigate();
  const pick = (opponent: Opponent) =>
    create.mutate(opponent.child_id, {
      onSuccess: ({ challenge }) => void navigate(challengeGamePath(challenge.id, { childId })),
    });
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Swords aria-hidden size={20} /> Set Challenge
      </Button>
      {open && (
        <Suspense fallback={null}>
          <Dialog
            open
            onOpenChange={setOpen}
            title="Who do you want to challenge?"
            description="You both get 60 seconds of sums at your own level. The higher score wins!"
          >
            {create.error && <Alert tone="error">{create.error.message}</Alert>}
            {opponents.length === 0 && <p className="mt-2 text-ink-soft">{productMessages.nobodyToChallenge}</p>}
            <ul className="mt-2 flex flex-col gap-2">
              {opponents.map((o) => (
                <li key={o.child_id ?? "parent"}>
                  <Button className="w-full" disabled={create.isPending} onClick={() => pick(o)}>
                    {o.name}
                  </Button>
                </li>
              ))}
            </ul>
          </Dialog>
        </Suspense>
      )}
    </>
  );
}
