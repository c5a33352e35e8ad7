import { Trophy } from "lucide-react";
import { useNavigate } from "react-router";
import type { Challenge } from "../../../shared/api/challenges";
import { messages } from "../../../shared/messages";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { challengeGamePath } from "./challenge-game-path";
import { allowanceLabel } from "../../../shared/game/time-allowance";

const dateFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
});
const when = (iso: string) => dateFormat.format(new Date(iso));

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

/** One of the family's challenges: who plays whom, the scores, when, and Play Now or Cancel while it is open. */
export function ChallengeCard({ challenge: c, onCancel }: { challenge: Challenge; onCancel: () => void }) {
  const navigate = useNavigate();
  const parentPlays = c.opponent.name === "You" && !c.opponent.played;
  const pending = c.section === "waiting_for_opponent" || c.section === "your_turn";
  const playNow = () => {
    if (parentPlays) void navigate(challengeGamePath(c.id, { userChildId: c.initiator.child_id ?? "" }));
    else console.warn(messages.invalidChallengeConfiguration);
  };
  // Played on the challenger's more time by both sides: the scores are of a longer game than the usual.
  const clock = allowanceLabel(c.time_allowance);
  return (
    <Card className="flex flex-col gap-3 p-4" data-testid="challenge-card">
      <p className="font-bold">
        {c.initiator.name} vs {c.opponent.name}
        {clock !== null && (
          <span className="block text-sm font-semibold text-ink-soft" data-testid="challenge-clock">
            Both sides play with {clock}
          </span>
        )}
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
