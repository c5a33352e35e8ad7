import type { BadgeProgress } from "../../../shared/api/badges";
import { messages } from "../../../shared/messages";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { Spinner } from "../../components/ui/spinner";
import { Failure, GRID, Section, errorText } from "./awards-section";
import { BadgeCard } from "./badge-card";
import { MissionRewards } from "./mission-rewards";
import { useChildBadges } from "../../queries/badges";
import { fillIn } from "../../../shared/words";
import { AWARDS_HEIGHT_SHARE } from "../../../shared/constants";

interface AwardsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The child whose awards these are, or null when nobody is signed in. */
  child: { id: string; name: string } | null;
}

/**
 * A child's awards (docs/product/gameplay.md#badges): the count line, the earned and the
 * locked badges, and the mission rewards, each part with its own loading,
 * error-with-Retry and empty state. Nobody signed in: Authentication Required.
 */
export function AwardsDialog({ open, onOpenChange, child }: AwardsDialogProps) {
  if (!child) {
    return (
      <Dialog open={open} onOpenChange={onOpenChange} title={messages.authenticationRequired}>
        <p className="text-ink-soft">{messages.signInToViewBadges}</p>
        <div className="mt-4 flex justify-end">
          <Button onClick={() => onOpenChange(false)}>Close</Button>
        </div>
      </Dialog>
    );
  }
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={fillIn(messages.awardsHeading, { name: child.name })}
      wide
      heightShare={AWARDS_HEIGHT_SHARE}
    >
      <AwardsContent childId={child.id} enabled={open} />
    </Dialog>
  );
}

function AwardsContent({ childId, enabled }: { childId: string; enabled: boolean }) {
  const badges = useChildBadges(childId, enabled);
  return (
    <div>
      {badges.isPending ? (
        <Spinner label="Loading badges..." />
      ) : badges.isError ? (
        <Failure
          title={messages.errorLoadingBadges}
          detail={errorText(badges.error, messages.refreshBadgesFailed)}
          onRetry={() => void badges.refetch()}
        />
      ) : (
        <BadgeSections list={badges.data} />
      )}
      <MissionRewards childId={childId} enabled={enabled} />
    </div>
  );
}

function BadgeSections({ list }: { list: BadgeProgress[] }) {
  const earned = list.filter((b) => b.earned);
  const locked = list.filter((b) => !b.earned);
  if (list.length === 0) {
    return (
      <div className="rounded-xl bg-slate-50 p-6 text-center">
        <p className="font-semibold text-ink">{messages.noBadgesAvailable}</p>
        <p className="mt-1 text-sm text-ink-soft">{messages.noBadgesHint}</p>
      </div>
    );
  }
  return (
    <>
      <p className="font-semibold text-brand-700">
        {fillIn(messages.badgesEarnedCount, { n: earned.length, m: list.length })}
      </p>
      <Section title="Earned Badges">
        {earned.length === 0 ? (
          <p className="rounded-xl bg-slate-50 p-4 text-center text-ink-soft">{messages.noBadgesEarned}</p>
        ) : (
          <ul className={GRID}>
            {earned.map((entry) => (
              <BadgeCard key={entry.badge.id} entry={entry} />
            ))}
          </ul>
        )}
      </Section>
      {locked.length > 0 && (
        <Section title="Locked Badges">
          <ul className={GRID}>
            {locked.map((entry) => (
              <BadgeCard key={entry.badge.id} entry={entry} />
            ))}
          </ul>
        </Section>
      )}
    </>
  );
}
