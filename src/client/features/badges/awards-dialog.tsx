import type { ReactNode } from "react";
import type { BadgeProgress, UnlockedReward } from "../../../shared/api/badges";
import { messages, productMessages } from "../../../shared/messages";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { Spinner } from "../../components/ui/spinner";
import { BadgeCard, BadgeImage } from "./badge-card";
import { useChildBadges, useChildRewards } from "./queries";

interface AwardsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The child whose awards these are, or null when nobody is signed in. */
  child: { id: string; name: string } | null;
}

const GRID = "grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4";

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
    <Dialog open={open} onOpenChange={onOpenChange} title={messages.awardsHeading.replace("{name}", child.name)} wide>
      <AwardsContent childId={child.id} enabled={open} />
    </Dialog>
  );
}

const errorText = (error: unknown, fallback: string) => (error instanceof Error && error.message) || fallback;

function Failure({ title, detail, onRetry }: { title: string; detail: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-xl bg-red-50 p-4 text-red-800 ring-1 ring-red-200">
      <p className="font-bold">{title}</p>
      <p className="mt-1 text-sm">{detail}</p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-5" aria-label={title}>
      <h3 className="mb-2 text-lg font-bold text-ink">{title}</h3>
      {children}
    </section>
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
        {messages.badgesEarnedCount.replace("{n}", String(earned.length)).replace("{m}", String(list.length))}
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

const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });

function MissionRewards({ childId, enabled }: { childId: string; enabled: boolean }) {
  const rewards = useChildRewards(childId, enabled);
  return (
    <Section title={messages.missionRewards}>
      {rewards.isPending ? (
        <Spinner label="Loading mission rewards..." />
      ) : rewards.isError ? (
        <Failure
          title={messages.errorLoadingMissionRewards}
          detail={errorText(rewards.error, messages.loadMissionRewardsFailed)}
          onRetry={() => void rewards.refetch()}
        />
      ) : rewards.data.length === 0 ? (
        <p className="rounded-xl bg-slate-50 p-4 text-center text-ink-soft">{productMessages.noMissionRewards}</p>
      ) : (
        <ul className={GRID}>
          {rewards.data.map((reward) => (
            <RewardCard key={reward.id} reward={reward} />
          ))}
        </ul>
      )}
    </Section>
  );
}

function RewardCard({ reward }: { reward: UnlockedReward }) {
  const sticker = reward.digital_reward;
  return (
    <li className="flex flex-col items-center gap-2 rounded-2xl bg-sun-100 p-3 text-center ring-1 ring-sun-300">
      {sticker && (
        <BadgeImage badge={{ id: reward.id, name: sticker.name, description: "", image_url: sticker.asset_url }} />
      )}
      <h4 className="text-sm font-bold text-ink">{sticker?.name ?? reward.parent_challenge.reward_details.text}</h4>
      <p className="text-xs text-ink-soft">{reward.parent_challenge.challenge_name}</p>
      <p className="text-xs text-ink-soft">
        <time dateTime={reward.unlocked_at}>{dateFormat.format(new Date(reward.unlocked_at))}</time>
      </p>
    </li>
  );
}
