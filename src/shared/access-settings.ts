/**
 * The help a child gets while playing, set by the parent, after the Multiplication
 * Tables Check's access arrangements: larger text, a high-contrast colour scheme,
 * each question read aloud, no on-screen keypad (typing on a keyboard), a sound
 * when time is nearly up, and in the check's rehearsal a Next button in place of the pause; and
 * less movement (no confetti, bouncing or flashing), for a child whose device does not ask for it.
 * (No schema library here: the child's game loads this.)
 */
export const ACCESS_SETTINGS = [
  "large_text",
  "high_contrast",
  "read_aloud",
  "no_keypad",
  "time_alert",
  "next_button",
  "reduce_motion",
] as const;
export type AccessSetting = (typeof ACCESS_SETTINGS)[number];
export type AccessSettings = Readonly<Record<AccessSetting, boolean>>;

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
