import { CheckCircle2, Target } from "lucide-react";
import { missionProgress } from "../../../shared/engagement/mission-completion";
import type { GameMode } from "../../../shared/game/modes";
import { useActiveMission } from "./queries";

interface MissionProgressProps {
  childId: string;
  mode: GameMode;
  score: number;
}

/**
 * The child's active mission during a game of its mode (gameplay spec §5):
 * the score so far against the mission's target, or the mission's name when
 * it has no score target. Nothing for a game of another mode, with no
 * mission, or while the mission cannot be read (offline): the game goes on.
 */
export function MissionProgress({ childId, mode, score }: MissionProgressProps) {
  const { data } = useActiveMission(childId, { quiet: true });
  const mission = data?.mission;
  if (!mission || mission.game_mode_target !== mode) return null;
  const progress = missionProgress(
    { gameModeTarget: mission.game_mode_target, scoreTarget: mission.score_target },
    mode,
    score,
  );
  return (
    <p
      className={`mt-0.5 inline-flex max-w-full items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-bold ${
        progress?.reached ? "bg-emerald-100 text-emerald-900" : "bg-amber-100 text-amber-900"
      }`}
      data-testid="mission-progress"
    >
      <Target className="size-4 shrink-0" aria-hidden />
      <span className="truncate">
        {progress ? (
          <>
            <span className="sr-only">{mission.challenge_name}: </span>
            Mission {progress.current} / {progress.target}
            {progress.reached && <span className="sr-only"> – target reached!</span>}
          </>
        ) : (
          <>Mission: {mission.challenge_name}</>
        )}
      </span>
      {progress?.reached && <CheckCircle2 className="size-4 shrink-0" aria-hidden />}
    </p>
  );
}
