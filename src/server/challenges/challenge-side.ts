import type { DifficultyLevel } from "../../shared/constants";
import type { ChallengeSide } from "../../shared/engagement/head-to-head";
import type { Player } from "../auth/policies/player-policy";
import type { ChallengeRecord } from "./challenge-rows";

/** Which side a child plays (null when they play neither). */
export function childSide(challenge: ChallengeRecord, childId: string): ChallengeSide | null {
  if (challenge.initiatorChildId === childId) return "initiator";
  return challenge.opponentChildId === childId ? "opponent" : null;
}

/** Which side a player plays: a child by their id, a parent playing as themself by their user id. */
export function playerSide(challenge: ChallengeRecord, player: Player): ChallengeSide | null {
  if (player.childId !== null) return childSide(challenge, player.childId);
  return challenge.opponentUserId === player.userId ? "opponent" : null;
}

/** The difficulty a side plays at; null for an opponent who has not opened the game yet. */
export function sideDifficulty(challenge: ChallengeRecord, side: ChallengeSide): DifficultyLevel | null {
  return (
    side === "initiator" ? challenge.initiatorDifficulty : challenge.opponentDifficulty
  ) as DifficultyLevel | null;
}
