import { useState } from "react";
import type { ChallengeOutcome } from "../../../shared/api/challenges";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { challengeResultText } from "./result-text";

/**
 * The results page's challenge result: won, lost, a tie, or waiting for the
 * other player ("Complete the challenge to see your results!").
 */
export function ChallengeResultDialog({ outcome }: { outcome: ChallengeOutcome | null }) {
  const [open, setOpen] = useState(true);
  const me = outcome?.side === "opponent" ? outcome.opponent : outcome?.initiator;
  const them = outcome?.side === "opponent" ? outcome.initiator : outcome?.opponent;
  return (
    <Dialog open={open} onOpenChange={setOpen} title="Challenge result">
      <p className="text-lg font-bold" data-testid="challenge-result">
        {challengeResultText(outcome?.result ?? "pending")}
      </p>
      {me && them && (
        <dl className="mt-4 grid grid-cols-2 gap-3 text-center">
          {[
            { label: me.name === "You" ? "You" : `${me.name} (you)`, score: me.score },
            { label: them.name, score: them.played ? them.score : null },
          ].map((side) => (
            <div key={side.label} className="rounded-xl bg-brand-50 p-3">
              <dt className="font-semibold text-ink-soft">{side.label}</dt>
              <dd className="text-2xl font-extrabold">{side.score ?? "Not played yet"}</dd>
            </div>
          ))}
        </dl>
      )}
      <Button className="mt-4 w-full" onClick={() => setOpen(false)}>
        See my results
      </Button>
    </Dialog>
  );
}
