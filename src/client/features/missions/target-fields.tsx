import type { MissionPreset } from "../../../shared/engagement/mission-presets";
import type { MissionReach } from "../../../shared/engagement/mission-reach";
import { useState } from "react";
import { typedWholeNumber } from "../../../shared/forms/digits";
import { productMessages } from "../../../shared/messages";
import { TextField } from "../../components/ui/text-field";
import type { MissionForm } from "./use-mission-form";

/**
 * The target (up to the mode's highest score at the child's level) and the
 * mode's own time limit. A target typed with anything but digits (2.5) stays
 * as typed and is refused in words, never read as another number (25).
 */
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
  // What was typed while it is not a whole number; the form holds NaN meanwhile, which its check refuses.
  const [typed, setTyped] = useState<string | null>(null);
  const notWhole = typed !== null && Number.isNaN(target);
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <TextField
        label="Target Correct Answers (optional)"
        inputMode="numeric"
        value={notWhole ? typed : target === null ? "" : String(target)}
        onChange={(e) => {
          const { value, kept } = typedWholeNumber(e.target.value, 4);
          setTyped(kept);
          setCriteria({ score_target: value });
        }}
        {...(reach && { hint: `From 1 to ${reach.maxScore} in this game` })}
        error={notWhole ? productMessages.missionTargetWhole : form.fields.score_target}
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
