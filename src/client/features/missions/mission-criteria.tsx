import type { Mission } from "../../../shared/api/missions";
import { tablesInWords } from "../../../shared/engagement/mission-reach";
import { MODE_LABELS, QUESTION_TYPE_LABELS } from "../../../shared/game/modes";

/** Every criterion of a mission, as words: its mode, target, question type, times tables and time limit. */
function missionCriteria(mission: Mission): { label: string; value: string }[] {
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
      value: mission.duration_target === null ? "No time limit" : `${mission.duration_target} seconds`,
    },
  ];
}

/** A mission's criteria as a list of terms (the child's mission card and summary, the parent's view). */
export function MissionCriteria({ mission, className = "" }: { mission: Mission; className?: string }) {
  return (
    <dl className={`grid grid-cols-1 gap-1.5 text-ink ${className}`} data-testid="mission-criteria">
      {missionCriteria(mission).map(({ label, value }) => (
        <div key={label} className="flex flex-wrap gap-x-2">
          <dt className="font-semibold text-ink-soft">{label}:</dt>
          <dd className="font-bold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
