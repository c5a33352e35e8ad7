import { ACCESS_SETTINGS, type AccessSetting } from "../../../shared/access-settings";
import type { Child } from "../../../shared/api/children";
import { accessSettingsForm, type AccessFormValues } from "../../../shared/forms/child-settings-forms";
import type { TimeAllowance } from "../../../shared/game/time-allowance";
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

/** The clocks a parent can give, in the order offered (shared/game/time-allowance.ts says what each does to a mode). */
const TIME_ALLOWANCE_CHOICES: ReadonlyArray<{ value: TimeAllowance; label: string }> = [
  { value: "standard", label: "The usual time" },
  { value: "one_and_a_half", label: "1.5 × the time" },
  { value: "double", label: "2 × the time" },
  { value: "untimed", label: "No clock in Smart Practice, 2 × the time in other games" },
];

const OPTION_CLASS = "flex min-h-11 items-center gap-3 rounded-xl bg-slate-50 px-3 py-2 text-ink ring-1 ring-slate-200";

interface Props {
  child: Child;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The help a child gets while playing, chosen by the parent (after the
 * Multiplication Tables Check's access arrangements), applied to every game
 * on every device the child signs in on; and more time (WCAG 2.2.1): each
 * clocked game's time stretched, its scores kept apart from the usual clock's.
 */
export function AccessSettingsDialog({ child, open, onOpenChange }: Props) {
  return (
    <ChildSettingsDialog<AccessFormValues>
      child={child}
      open={open}
      onOpenChange={onOpenChange}
      title={`Access settings for ${child.name}`}
      description="Help while playing, in every game. The read-aloud uses this device's own voice; nothing is sent anywhere."
      failed={productMessages.accessSettingsFailed}
      initial={{ ...child.access_settings, time_allowance: child.time_allowance }}
      definition={accessSettingsForm}
      wide
      fields={(chosen, setChosen) => (
        // Side by side where the screen is wide enough, so that every setting shows without scrolling.
        <div className="grid gap-4 md:grid-cols-2">
          <fieldset className="flex flex-col gap-2">
            <legend className="sr-only">Help while playing</legend>
            {ACCESS_SETTINGS.map((name) => (
              <label key={name} className={OPTION_CLASS}>
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
          <fieldset className="flex flex-col gap-2" aria-describedby="more-time-hint">
            <legend className="font-semibold text-ink">More time</legend>
            <p id="more-time-hint" className="text-sm text-slate-700">
              For the timed games. Scores with more time are kept apart from the usual clock&apos;s, and a challenge is
              played on the challenger&apos;s clock by both sides. The Times Tables Check keeps its own timing.
            </p>
            {TIME_ALLOWANCE_CHOICES.map(({ value, label }) => (
              <label key={value} className={OPTION_CLASS}>
                <input
                  type="radio"
                  name="time_allowance"
                  className="h-5 w-5 shrink-0"
                  checked={chosen.time_allowance === value}
                  onChange={() => setChosen("time_allowance", value)}
                />
                {label}
              </label>
            ))}
          </fieldset>
        </div>
      )}
    />
  );
}
