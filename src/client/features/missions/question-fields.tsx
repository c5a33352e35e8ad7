import { DIFFICULTY_LABELS, type DifficultyLevel } from "../../../shared/constants";
import type { MissionMode } from "../../../shared/engagement/mission-presets";
import { questionTypeChoices, type MissionReach } from "../../../shared/engagement/mission-reach";
import { MODE_LABELS, QUESTION_TYPE_LABELS } from "../../../shared/game/modes";
import { CheckboxGroup } from "../../components/ui/checkbox-group";
import type { MissionForm } from "./use-mission-form";

const TYPE_LABELS: Record<string, string> = { all: "All question types", ...QUESTION_TYPE_LABELS };

/** The question type and times tables the chosen mode asks at the child's level: the form offers nothing else. */
export function QuestionFields({
  mission,
  mode,
  reach,
  level,
}: {
  mission: MissionForm;
  mode: MissionMode;
  reach: MissionReach;
  level: DifficultyLevel;
}) {
  const { form, setCriteria } = mission;
  const v = form.values;
  return (
    <>
      <div className="flex flex-col gap-1">
        <label htmlFor="mission-type" className="font-semibold text-ink">
          Question type
        </label>
        <select
          id="mission-type"
          className="min-h-12 rounded-xl border-2 border-slate-300 bg-white px-3 text-lg"
          aria-describedby="mission-type-hint"
          value={v.question_type_target}
          onChange={(e) => setCriteria({ question_type_target: e.target.value })}
        >
          {questionTypeChoices(reach).map((type) => (
            <option key={type} value={type}>
              {TYPE_LABELS[type]}
            </option>
          ))}
        </select>
        <p id="mission-type-hint" className="text-sm text-ink-soft">
          What the {MODE_LABELS[mode]} asks at {DIFFICULTY_LABELS[level]} level
        </p>
        {form.fields.question_type_target && <p className="text-berry-600">{form.fields.question_type_target}</p>}
      </div>
      {reach.tables.length > 0 && (
        <div className="flex flex-col gap-1">
          <CheckboxGroup
            legend="Times tables (optional)"
            options={reach.tables}
            labelOf={(table) => `${table}×`}
            layout="chips"
            value={v.tables}
            onChange={(tables) => setCriteria({ tables })}
          />
          {form.fields.tables && <p className="text-berry-600">{form.fields.tables}</p>}
        </div>
      )}
      {reach.tables.length === 0 && v.tables.length > 0 && form.fields.tables && (
        <p className="text-berry-600">{form.fields.tables}</p>
      )}
    </>
  );
}
