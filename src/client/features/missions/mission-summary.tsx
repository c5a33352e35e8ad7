import { Rocket } from "lucide-react";
import { messages } from "../../../shared/messages";
import { MISSION_MODES, type MissionMode } from "../../../shared/engagement/mission-presets";
import { playPath } from "../../../shared/routing/play-paths";
import { useChild } from "../../queries/children";
import { ApiError } from "../../api";
import { Alert } from "../../components/ui/alert";
import { ButtonLink } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { LoadingScreen } from "../../components/ui/spinner";
import { MissionCriteria } from "./mission-criteria";
import { MissionReward } from "./mission-reward";
import { useActiveMission } from "../../queries/active-mission";

/** Whether a mission's mode is one a mission may name (an older mission may name one no longer offered). */
const isMissionMode = (mode: string): mode is MissionMode => (MISSION_MODES as readonly string[]).includes(mode);

/**
 * /play/challenge-summary/{childId}/{missionId}: the mission, shown only when
 * it is the child's active one, with Start Challenge Now! to its mode, at the
 * child's level where the mode has levels.
 */
export function MissionSummary({ childId, missionId }: { childId: string; missionId: string }) {
  const active = useActiveMission(childId);
  const child = useChild(childId);
  if (active.isPending || child.isPending) return <LoadingScreen message="Loading your mission..." />;
  // No such child in this family (the server's 404) has no active mission either.
  if (active.error instanceof ApiError && active.error.status === 404)
    return <Alert tone="error">{messages.missionNotActive}</Alert>;
  if (active.isError) return <Alert tone="error">{messages.loadChallengeDetailsFailed}</Alert>;
  const mission = active.data.mission;
  if (!mission || mission.id !== missionId) return <Alert tone="error">{messages.missionNotActive}</Alert>;
  const mode = mission.game_mode_target;
  if (!isMissionMode(mode)) return <Alert tone="error">{messages.unsupportedChallengeMode}</Alert>;
  // Without the child's level (a request that failed), Missing Piece opens at its first level.
  const route = playPath(mode, childId, child.data?.difficulty_level ?? "beginner");
  return (
    <Card className="mx-auto flex w-full max-w-xl flex-col gap-4" data-testid="mission-summary">
      <h1 className="text-3xl font-extrabold text-ink">{mission.challenge_name}</h1>
      {mission.challenge_description && <p className="text-lg text-ink">{mission.challenge_description}</p>}
      <MissionCriteria
        mission={mission}
        timeAllowance={child.data?.time_allowance ?? "standard"}
        className="rounded-xl bg-slate-50 p-3"
      />
      <div>
        <p className="text-sm font-semibold text-ink-soft">Reward</p>
        <MissionReward reward={mission.reward} />
      </div>
      <ButtonLink to={route} size="lg">
        <Rocket aria-hidden size={22} /> Start Challenge Now!
      </ButtonLink>
    </Card>
  );
}
