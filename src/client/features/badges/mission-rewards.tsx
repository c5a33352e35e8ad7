import type { UnlockedReward } from "../../../shared/api/badges";
import { messages, productMessages } from "../../../shared/messages";
import { Spinner } from "../../components/ui/spinner";
import { Failure, GRID, Section, errorText } from "./awards-section";
import { BadgeImage } from "./badge-card";
import { useChildRewards } from "../../queries/badges";

const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });

/** The rewards the child unlocked through missions, with their own loading, error and empty state. */
export function MissionRewards({ childId, enabled }: { childId: string; enabled: boolean }) {
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
