/** The game modes /play/game/{childId}?mode= accepts; anything else plays the 90 Second Challenge. */
const PLAY_GAME_MODES = ["timed", "challenge", "get_to_100"] as const;
export type PlayGameMode = (typeof PLAY_GAME_MODES)[number];

export function playGameMode(requested: string | null): PlayGameMode {
  return PLAY_GAME_MODES.find((mode) => mode === requested) ?? "timed";
}
