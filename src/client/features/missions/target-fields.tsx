import type { MissionPreset } from "../../../shared/engagement/mission-presets";
import type { MissionReach } from "../../../shared/engagement/mission-reach";
import { wholeNumber } from "../../../shared/forms/digits";
import { TextField } from "../../components/ui/text-field";
import type { MissionForm } from "./use-mission-form";

/** The target (up to the mode's highest score at the child's level) and the mode's own time limit. */
export function TargetFields({
  mission,
  preset,
  reach,
}: {
  mission: MissionForm;
  preset: MissionPreset | null;
  reach: MissionReach | null;
}) {
  const { form, setCriteria } = mission;
  const target = form.values.score_target;
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <TextField
        label="Target Correct Answers (optional)"
        inputMode="numeric"
        value={target === null ? "" : String(target)}
        onChange={(e) => setCriteria({ score_target: wholeNumber(e.target.value, 4) })}
        {...(reach && { hint: `From 1 to ${reach.maxScore} in this game` })}
        error={form.fields.score_target}
      />
      <TextField
        label="Time limit"
        readOnly
        value={
          preset === null
            ? ""
            : preset.timeLimitSeconds === null
              ? "No time limit"
              : `${preset.timeLimitSeconds} seconds`
        }
        hint="Set by the game mode"
      />
    </div>
  );
}
