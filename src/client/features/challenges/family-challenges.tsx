import { RefreshCw, Trophy } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import type { Challenge } from "../../../shared/api/challenges";
import { messages } from "../../../shared/messages";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Dialog } from "../../components/ui/dialog";
import { Spinner } from "../../components/ui/spinner";
import { challengeGamePath } from "./challenge-game-path";
import { useCancelChallenge, useFamilyChallenges } from "./queries";

const dateFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
});
const when = (iso: string) => dateFormat.format(new Date(iso));

const SECTIONS = [
  { title: messages.waitingForOpponent, of: ["waiting_for_opponent"] },
  { title: messages.yourTurn, of: ["your_turn"] },
  { title: messages.completedChallenges, of: ["completed"] },
  { title: messages.expiredAndCancelled, of: ["expired", "cancelled"] },
] as const;

/** The Challenge Mode page's lists, by section, with cancel, Play Now and Refresh. */
export function FamilyChallenges() {
  const list = useFamilyChallenges();
  const cancel = useCancelChallenge();
  const [confirming, setConfirming] = useState<Challenge | null>(null);
  const challenges = list.data?.challenges ?? [];
  const error = list.error ?? cancel.error;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-3xl font-extrabold">Challenge Mode</h1>
          <p className="mt-1 text-ink-soft">
            60-second head-to-head challenges between your children, or with you. Each plays at their own level.
          </p>
        </div>
        <Button variant="secondary" onClick={() => void list.refetch()} disabled={list.isFetching}>
          <RefreshCw aria-hidden size={18} /> Refresh
        </Button>
      </div>
      {error && <Alert tone="error">{error.message}</Alert>}
      {list.isPending ? (
        <Spinner label="Loading challenges" />
      ) : (
        SECTIONS.map((section) => {
          const items = challenges.filter((c) => (section.of as readonly string[]).includes(c.section));
          return (
            <section key={section.title} aria-label={section.title} className="flex flex-col gap-3">
              <h2 className="text-xl font-bold">{section.title}</h2>
              {items.length === 0 ? (
                <p className="text-ink-soft">None right now.</p>
              ) : (
                <ul className="grid gap-3 sm:grid-cols-2">
                  {items.map((c) => (
                    <li key={c.id}>
                      <ChallengeCard challenge={c} onCancel={() => setConfirming(c)} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          );
        })
      )}
      <Dialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Cancel this challenge?"
        description={
          confirming ? `${confirming.initiator.name} against ${confirming.opponent.name} will be cancelled.` : undefined
        }
        role="alertdialog"
      >
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={() => setConfirming(null)}>
            Keep it
          </Button>
          <Button
            variant="danger"
            disabled={cancel.isPending}
            onClick={() => {
              if (confirming) cancel.mutate(confirming.id, { onSettled: () => setConfirming(null) });
            }}
          >
            Cancel challenge
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

function Side({ name, score, winner }: { name: string; score: number | null; winner: boolean }) {
  return (
    <div className={`rounded-xl p-3 text-center ${winner ? "bg-sun-100 ring-2 ring-sun-400" : "bg-slate-50"}`}>
      <p className="font-semibold">
        {winner && <Trophy aria-label="Winner" className="mr-1 inline text-ink" size={16} />}
        {name}
      </p>
      {score === null ? (
        <p className="py-1 text-sm text-ink-soft">Not played yet</p>
      ) : (
        <p className="text-2xl font-extrabold tabular-nums">{score}</p>
      )}
    </div>
  );
}

function ChallengeCard({ challenge: c, onCancel }: { challenge: Challenge; onCancel: () => void }) {
  const navigate = useNavigate();
  const parentPlays = c.opponent.name === "You" && !c.opponent.played;
  const pending = c.section === "waiting_for_opponent" || c.section === "your_turn";
  const playNow = () => {
    if (parentPlays) void navigate(challengeGamePath(c.id, { userChildId: c.initiator.child_id ?? "" }));
    else console.warn(messages.invalidChallengeConfiguration);
  };
  return (
    <Card className="flex flex-col gap-3 p-4" data-testid="challenge-card">
      <p className="font-bold">
        {c.initiator.name} vs {c.opponent.name}
      </p>
      {(c.section === "completed" || pending) && (
        // A challenge still being played shows the score of the side that has played.
        <div className="grid grid-cols-2 gap-2">
          <Side name={c.initiator.name} score={c.initiator.score} winner={c.winner === "initiator"} />
          <Side name={c.opponent.name} score={c.opponent.score} winner={c.winner === "opponent"} />
        </div>
      )}
      {c.section === "completed" ? (
        c.winner === "tie" && <p className="text-center font-bold">{messages.itsATie}</p>
      ) : (
        <p className="text-sm text-ink-soft">
          {c.section === "cancelled" && c.completed_at
            ? `Cancelled ${when(c.completed_at)}`
            : c.section === "expired"
              ? `Expired ${when(c.expires_at)}`
              : `Set ${when(c.created_at)} · ends ${when(c.expires_at)}`}
        </p>
      )}
      {c.section === "your_turn" && parentPlays && <Button onClick={playNow}>Play Now</Button>}
      {pending && (
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Cancel challenge
        </Button>
      )}
    </Card>
  );
}
