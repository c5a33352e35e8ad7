import { MISSION_MODES } from "../../../shared/engagement/mission-presets";
import { MODE_LABELS } from "../../../shared/game/modes";
import type { MissionForm } from "./use-mission-form";
import { modeCriteria } from "./mission-values";
import type { DifficultyLevel } from "../../../shared/constants";

/** The mission's game mode: choosing one keeps only what it still asks at the child's level. */
export function ModeSelect({ mission, level }: { mission: MissionForm; level: DifficultyLevel }) {
  const { form, setCriteria } = mission;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor="mission-mode" className="font-semibold text-ink">
        Game mode
      </label>
      <select
        id="mission-mode"
        required
        className="min-h-12 rounded-xl border-2 border-slate-300 bg-white px-3 text-lg"
        value={form.values.game_mode_target}
        onChange={(e) => {
          const next = MISSION_MODES.find((m) => m === e.target.value);
          if (next === undefined) form.setValue("game_mode_target", "");
          else setCriteria(modeCriteria(next, form.values, level));
        }}
      >
        <option value="">Choose a game mode</option>
        {MISSION_MODES.map((m) => (
          <option key={m} value={m}>
            {MODE_LABELS[m]}
          </option>
        ))}
      </select>
      {form.fields.game_mode_target && <p className="text-berry-600">{form.fields.game_mode_target}</p>}
    </div>
  );
}
