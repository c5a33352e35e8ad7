import { Gift } from "lucide-react";
import type { Mission } from "../../../shared/api/missions";

/** A mission's reward: the sticker's picture and name, or the parent's own words. */
export function MissionReward({ reward, size = 64 }: { reward: Mission["reward"]; size?: number }) {
  if (reward.type === "digital_sticker") {
    return (
      <span className="inline-flex items-center gap-2 font-semibold text-ink">
        <img src={reward.sticker.asset_url} alt="" width={size} height={size} />
        <span>Sticker: {reward.sticker.name}</span>
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-2 font-semibold text-ink">
      <Gift aria-hidden size={Math.round(size / 2)} className="text-berry-600" /> {reward.text}
    </span>
  );
}
