import type { ErrorCode } from "../../../shared/api/error-codes";
import { productMessages } from "../../../shared/messages";

/** Refusals the server words for the player (a closed challenge, a locked tower): shown as it says. */
const WORDED_FOR_THE_PLAYER: ReadonlySet<ErrorCode> = new Set(["challenge_closed", "tower_locked"]);

/**
 * Why the server refused a game, in a child's words: its own message where it
 * wrote one for the player; any other refusal is about the game itself (not a
 * game a child could have played, not valid, not theirs), which a child hears
 * as a game that could not be counted.
 */
export function refusalReason({ code, message }: { code: ErrorCode; message: string }): string {
  return WORDED_FOR_THE_PLAYER.has(code) ? message : productMessages.gameNotCounted;
}
