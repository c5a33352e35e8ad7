import { RefreshCw } from "lucide-react";
import { useState } from "react";
import type { Challenge } from "../../../shared/api/challenges";
import { messages } from "../../../shared/messages";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { Spinner } from "../../components/ui/spinner";
import { ChallengeCard } from "./family-challenge-card";
import { useCancelChallenge } from "../../queries/challenge-writes";
import { useFamilyChallenges } from "../../queries/challenges";

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
      {/* A list that could not be loaded says so, with Retry, and nothing of what it might hold. */}
      {list.data === undefined && list.isError ? (
        <Alert
          tone="error"
          action={
            <Button size="sm" variant="secondary" onClick={() => void list.refetch()} disabled={list.isFetching}>
              Retry
            </Button>
          }
        >
          {list.error.message}
        </Alert>
      ) : (
        error && <Alert tone="error">{error.message}</Alert>
      )}
      {list.data === undefined
        ? !list.isError && <Spinner label="Loading challenges" />
        : SECTIONS.map((section) => {
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
          })}
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
