import { Swords } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { challengeGamePath } from "./challenge-game-path";
import { waitingGroups } from "./waiting-groups";
import { useChildChallenges } from "../../queries/challenges";
import type { Opponent } from "./set-challenge-dialog";
import type { ChildChallenge } from "../../../shared/api/challenges";
import { CHALLENGE_SECONDS } from "../../../shared/game/modes/challenge/rules";
import { allowanceLabel, scaledTimeLimit, type TimeAllowance } from "../../../shared/game/time-allowance";
import { durationBeforeNoun } from "../../modes/on-clock";

/**
 * How long a challenge's game lasts on its clock (more time), before "maths duel": "60-second", "90-second" or
 * "2-minute", as Set Challenge's "2 minutes of sums" says it.
 */
const duelLength = (challenge: Pick<ChildChallenge, "time_allowance">) =>
  durationBeforeNoun(scaledTimeLimit("challenge", CHALLENGE_SECONDS, challenge.time_allowance) ?? CHALLENGE_SECONDS);

// Loaded when first needed: neither setting a challenge (its dialog) nor dismissing a finished one is on the way
// from sign-in to a first game.
const SetChallengeDialog = lazy(() =>
  import("./set-challenge-dialog").then(({ SetChallengeDialog }) => ({ default: SetChallengeDialog })),
);
const FinishedChallenges = lazy(() =>
  import("./finished-challenges").then(({ FinishedChallenges }) => ({ default: FinishedChallenges })),
);

/**
 * The child dashboard's challenges: first the waiting-challenge cards with
 * Accept, one per challenger with how many are waiting (Accept plays the
 * oldest), then the toast cards of challenges completed in the last 24 hours (until
 * dismissed, for good), and Set Challenge.
 */
export function ChildChallenges({ childId, timeAllowance }: { childId: string; timeAllowance: TimeAllowance }) {
  const challenges = useChildChallenges(childId);
  const navigate = useNavigate();
  const data = challenges.data;
  if (!data) return null;
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
              ? `${group.otherName} challenged you to a ${duelLength(group.next)} maths duel!`
              : `Your challenge with ${group.otherName} is ready for you to play.`}
            {group.next.time_allowance !== "standard" && (
              <span className="mt-0.5 block text-sm font-semibold text-ink-soft" data-testid="challenge-clock">
                {`With ${allowanceLabel(group.next.time_allowance) ?? ""}, for both of you.`}
              </span>
            )}
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
      {data.completed.length > 0 && (
        <Suspense fallback={null}>
          <FinishedChallenges childId={childId} completed={data.completed} />
        </Suspense>
      )}
      <SetChallenge childId={childId} timeAllowance={timeAllowance} opponents={data.opponents} />
    </div>
  );
}

/** Set Challenge: its dialog, which sets the challenge, loads when first opened and stays, with what it was told. */
function SetChallenge({
  childId,
  timeAllowance,
  opponents,
}: {
  childId: string;
  timeAllowance: TimeAllowance;
  opponents: Opponent[];
}) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <Swords aria-hidden size={20} /> Set Challenge
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <SetChallengeDialog
            childId={childId}
            timeAllowance={timeAllowance}
            opponents={opponents}
            open={open}
            onOpenChange={setOpen}
          />
        </Suspense>
      )}
    </>
  );
}
