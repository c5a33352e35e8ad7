import { Target } from "lucide-react";
import { ButtonLink } from "../../components/ui/button";
import { MissionCriteria } from "./mission-criteria";
import { MissionReward } from "./mission-reward";
import { useActiveMission } from "../../queries/active-mission";
import type { TimeAllowance } from "../../../shared/game/time-allowance";

/** The parent's mission on the child's dashboard: its name, description, every criterion and reward, and Start. */
export function MissionCard({ childId, timeAllowance }: { childId: string; timeAllowance: TimeAllowance }) {
  const mission = useActiveMission(childId).data?.mission;
  if (!mission) return null;
  return (
    <section
      aria-labelledby="mission-title"
      className="flex flex-col gap-3 rounded-3xl bg-sun-100 p-4 ring-2 ring-sun-400 sm:p-6"
      data-testid="mission-card"
    >
      <p className="flex items-center gap-2 text-sm font-bold tracking-wide text-ink-soft uppercase">
        <Target aria-hidden size={18} /> Mission from your parent
      </p>
      <h2 id="mission-title" className="text-2xl font-extrabold text-ink">
        {mission.challenge_name}
      </h2>
      {mission.challenge_description && <p className="text-ink">{mission.challenge_description}</p>}
      <MissionCriteria mission={mission} timeAllowance={timeAllowance} />
      <div>
        <p className="text-sm font-semibold text-ink-soft">Reward</p>
        <MissionReward reward={mission.reward} size={48} />
      </div>
      <ButtonLink to={`/play/challenge-summary/${childId}/${mission.id}`} size="lg" className="self-start">
        Start
      </ButtonLink>
    </section>
  );
}
