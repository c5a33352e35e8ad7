import { DIFFICULTY_LABELS, type DifficultyLevel } from "../../../shared/constants";
import type { MissionMode, MissionQuestionType } from "../../../shared/engagement/mission-presets";
import { questionTypeChoices, type MissionReach } from "../../../shared/engagement/mission-reach";
import { MODE_LABELS, QUESTION_TYPE_LABELS } from "../../../shared/game/modes";
import { CheckboxGroup } from "../../components/ui/checkbox-group";
import { SelectField } from "../../components/ui/select-field";
import type { MissionForm } from "./use-mission-form";

const TYPE_LABELS: Record<MissionQuestionType, string> = { all: "All question types", ...QUESTION_TYPE_LABELS };

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
      <SelectField
        id="mission-type"
        label="Question type"
        options={questionTypeChoices(reach)}
        labelOf={(type) => TYPE_LABELS[type]}
        hint={`What the ${MODE_LABELS[mode]} asks at ${DIFFICULTY_LABELS[level]} level`}
        value={v.question_type_target}
        onChange={(e) => setCriteria({ question_type_target: e.target.value })}
        error={form.fields.question_type_target}
      />
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
