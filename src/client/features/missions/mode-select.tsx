import { MISSION_MODES } from "../../../shared/engagement/mission-presets";
import { MODE_LABELS } from "../../../shared/game/modes";
import { SelectField } from "../../components/ui/select-field";
import type { MissionForm } from "./use-mission-form";
import { modeCriteria } from "./mission-values";
import type { DifficultyLevel } from "../../../shared/constants";

/** The mission's game mode: choosing one keeps only what it still asks at the child's level. */
export function ModeSelect({ mission, level }: { mission: MissionForm; level: DifficultyLevel }) {
  const { form, setCriteria } = mission;
  return (
    <SelectField
      id="mission-mode"
      label="Game mode"
      required
      options={MISSION_MODES}
      labelOf={(m) => MODE_LABELS[m]}
      placeholder="Choose a game mode"
      value={form.values.game_mode_target}
      onChange={(e) => {
        const next = MISSION_MODES.find((m) => m === e.target.value);
        if (next === undefined) form.setValue("game_mode_target", "");
        else setCriteria(modeCriteria(next, form.values, level));
      }}
      error={form.fields.game_mode_target}
    />
  );
}
