/**
 * The help a child gets while playing, set by the parent, after the Multiplication
 * Tables Check's access arrangements: larger text, a high-contrast colour scheme,
 * each question read aloud, no on-screen keypad (typing on a keyboard), a sound
 * when time is nearly up, and in the check's rehearsal a Next button in place of the pause.
 * (No schema library here: the child's game loads this.)
 */
export const ACCESS_SETTINGS = [
  "large_text",
  "high_contrast",
  "read_aloud",
  "no_keypad",
  "time_alert",
  "next_button",
] as const;
export type AccessSetting = (typeof ACCESS_SETTINGS)[number];
export type AccessSettings = Readonly<Record<AccessSetting, boolean>>;

/** How the parent's settings name each one. */
export const ACCESS_SETTING_LABELS: Readonly<Record<AccessSetting, string>> = {
  large_text: "Larger text",
  high_contrast: "High-contrast colours",
  read_aloud: "Read each question aloud",
  no_keypad: "No on-screen keypad (types on a keyboard)",
  time_alert: "A sound when time is nearly up",
  next_button: "Times Tables Check: a Next button instead of the 3-second pause",
};

/** The settings held in `value`; any not set (or not a yes or no) are off. */
export function accessSettingsOf(value: unknown): AccessSettings {
  const record = typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  return Object.fromEntries(ACCESS_SETTINGS.map((name) => [name, record[name] === true])) as Record<
    AccessSetting,
    boolean
  >;
}

/** No help: every setting off. */
export const NO_ACCESS_SETTINGS: AccessSettings = accessSettingsOf({});
