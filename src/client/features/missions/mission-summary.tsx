import { Rocket } from "lucide-react";
import { messages } from "../../../shared/messages";
import type { GameMode } from "../../../shared/game/modes";
import { ApiError } from "../../api";
import { Alert } from "../../components/ui/alert";
import { ButtonLink } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { LoadingScreen } from "../../components/ui/spinner";
import { MissionCriteria } from "./mission-criteria";
import { MissionReward } from "./mission-reward";
import { useActiveMission } from "./queries";

/** The play route of each mode a mission can name (docs/product/gameplay.md#play-routes). */
function playRouteOf(mode: string, childId: string): string | null {
  const routes: Partial<Record<GameMode, string>> = {
    timed: `/play/game/${childId}?mode=timed`,
    get_to_100: `/play/game/${childId}?mode=get_to_100`,
    challenge: `/play/game/${childId}?mode=challenge`,
    missing_piece: `/play/missing-piece/${childId}`,
    traffic_light: `/play/traffic-light/${childId}`,
    times_table_tower: `/play/times-table-tower/${childId}`,
  };
  return routes[mode as GameMode] ?? null;
}

/**
 * /play/challenge-summary/{childId}/{missionId}: the mission, shown only when
 * it is the child's active one, with Start Challenge Now! to its mode.
 */
export function MissionSummary({ childId, missionId }: { childId: string; missionId: string }) {
  const active = useActiveMission(childId);
  if (active.isPending) return <LoadingScreen message="Loading your mission..." />;
  // No such child in this family (the server's 404) has no active mission either.
  if (active.error instanceof ApiError && active.error.status === 404)
    return <Alert tone="error">{messages.missionNotActive}</Alert>;
  if (active.isError) return <Alert tone="error">{messages.loadChallengeDetailsFailed}</Alert>;
  const mission = active.data.mission;
  if (!mission || mission.id !== missionId) return <Alert tone="error">{messages.missionNotActive}</Alert>;
  const route = playRouteOf(mission.game_mode_target, childId);
  if (!route) return <Alert tone="error">{messages.unsupportedChallengeMode}</Alert>;
  return (
    <Card className="mx-auto flex w-full max-w-xl flex-col gap-4" data-testid="mission-summary">
      <h1 className="text-3xl font-extrabold text-ink">{mission.challenge_name}</h1>
      {mission.challenge_description && <p className="text-lg text-ink">{mission.challenge_description}</p>}
      <MissionCriteria mission={mission} className="rounded-xl bg-slate-50 p-3" />
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
