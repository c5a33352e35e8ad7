import { ACCESS_SETTINGS, type AccessSetting, type AccessSettings } from "../../../shared/access-settings";
import type { Child } from "../../../shared/api/children";
import { accessSettingsForm } from "../../../shared/forms/child-settings-forms";
import { productMessages } from "../../../shared/messages";
import { ChildSettingsDialog } from "./child-settings-dialog";

/** How the parent's settings name each one (here, off the child's way to a game: only a parent reads them). */
const ACCESS_SETTING_LABELS: Readonly<Record<AccessSetting, string>> = {
  large_text: "Larger text",
  high_contrast: "High-contrast colours",
  read_aloud: "Read each question aloud",
  no_keypad: "No on-screen keypad (types on a keyboard)",
  time_alert: "A sound when time is nearly up",
  next_button: "Times Tables Check: a Next button instead of the 3-second pause",
  reduce_motion: "Less movement: no confetti, bouncing or flashing",
};

interface Props {
  child: Child;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The help a child gets while playing, chosen by the parent (after the
 * Multiplication Tables Check's access arrangements), applied to every game
 * on every device the child signs in on.
 */
export function AccessSettingsDialog({ child, open, onOpenChange }: Props) {
  return (
    <ChildSettingsDialog<AccessSettings>
      child={child}
      open={open}
      onOpenChange={onOpenChange}
      title={`Access settings for ${child.name}`}
      description="Help while playing, in every game. The read-aloud uses this device's own voice; nothing is sent anywhere."
      failed={productMessages.accessSettingsFailed}
      initial={child.access_settings}
      definition={accessSettingsForm}
      fields={(chosen, setChosen) => (
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">Help while playing</legend>
          {ACCESS_SETTINGS.map((name) => (
            <label
              key={name}
              className="flex min-h-11 items-center gap-3 rounded-xl bg-slate-50 px-3 py-2 text-ink ring-1 ring-slate-200"
            >
              <input
                type="checkbox"
                className="h-5 w-5 shrink-0"
                checked={chosen[name]}
                onChange={(e) => setChosen(name, e.target.checked)}
              />
              {ACCESS_SETTING_LABELS[name]}
            </label>
          ))}
        </fieldset>
      )}
    />
  );
}
