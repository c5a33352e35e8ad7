import { useNavigate } from "react-router";
import { productMessages } from "../../../shared/messages";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { useCreateChallenge } from "../../queries/challenge-writes";
import { challengeGamePath } from "./challenge-game-path";
import { onClock } from "../../modes/on-clock";
import type { TimeAllowance } from "../../../shared/game/time-allowance";

export type Opponent = { type: "child" | "user"; child_id: string | null; name: string };

/**
 * Set Challenge offers whom the server says the child may challenge: each
 * sibling, and the parent only while the family has Premium (the parent plays
 * in Challenge Mode), so nothing offered here is refused.
 */
export function SetChallengeDialog({
  childId,
  timeAllowance,
  opponents,
  open,
  onOpenChange,
}: {
  childId: string;
  /** The child's more time: the challenge is played on the challenger's clock, by both sides. */
  timeAllowance: TimeAllowance;
  opponents: Opponent[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreateChallenge(childId);
  const navigate = useNavigate();
  const pick = (opponent: Opponent) =>
    create.mutate(opponent.child_id, {
      onSuccess: ({ challenge }) => void navigate(challengeGamePath(challenge.id, { childId })),
    });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Who do you want to challenge?"
      description={onClock(
        "You both get 60 seconds of sums at your own level. The higher score wins!",
        "challenge",
        timeAllowance,
      )}
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
  );
}
