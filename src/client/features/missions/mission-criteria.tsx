import type { Mission } from "../../../shared/api/missions";
import { tablesInWords } from "../../../shared/engagement/mission-reach";
import { MODE_LABELS, QUESTION_TYPE_LABELS } from "../../../shared/game/modes";
import { missionTimeLimit } from "../../../shared/engagement/mission-completion";
import { allowanceFor, allowanceLabel, type TimeAllowance } from "../../../shared/game/time-allowance";
import { durationWords } from "../../modes/on-clock";

/**
 * The mission's time limit on the child's clock (more time), in the words the game's card and how-to-play use for
 * the same clock ("3 minutes", not "180 seconds").
 */
function timeLimitWords(mission: Mission, setting: TimeAllowance): string {
  const clock = allowanceFor(mission.game_mode_target, setting);
  const limit = missionTimeLimit(mission.duration_target, mission.game_mode_target, clock);
  if (limit === null) return "No time limit";
  const more = allowanceLabel(clock);
  return more === null ? durationWords(limit) : `${durationWords(limit)}, with ${more}`;
}

/** Every criterion of a mission, as words: its mode, target, question type, times tables and time limit. */
function missionCriteria(mission: Mission, timeAllowance: TimeAllowance): { label: string; value: string }[] {
  const tables = mission.specific_operand_target?.tables ?? [];
  const type = mission.question_type_target;
  return [
    { label: "Game", value: MODE_LABELS[mission.game_mode_target] },
    { label: "Target", value: mission.score_target === null ? "Any score" : `${mission.score_target} correct` },
    {
      label: "Question type",
      value: type === "all" ? "Any question" : `${QUESTION_TYPE_LABELS[type]}: get at least one right`,
    },
    ...(tables.length === 0
      ? []
      : [
          {
            label: tables.length === 1 ? "Times table" : "Times tables",
            value: `${tablesInWords(tables)} ${tables.length === 1 ? "times table" : "times tables"}: get at least one right`,
          },
        ]),
    {
      label: "Time limit",
      value: timeLimitWords(mission, timeAllowance),
    },
  ];
}

/**
 * A mission's criteria as a list of terms (the child's mission card and
 * summary, the parent's view); the time limit on the child's clock when the
 * child has more time.
 */
export function MissionCriteria({
  mission,
  timeAllowance = "standard",
  className = "",
}: {
  mission: Mission;
  timeAllowance?: TimeAllowance;
  className?: string;
}) {
  return (
    <dl className={`grid grid-cols-1 gap-1.5 text-ink ${className}`} data-testid="mission-criteria">
      {missionCriteria(mission, timeAllowance).map(({ label, value }) => (
        <div key={label} className="flex flex-wrap gap-x-2">
          <dt className="font-semibold text-ink-soft">{label}:</dt>
          <dd className="font-bold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
