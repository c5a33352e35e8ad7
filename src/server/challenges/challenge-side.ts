import type { DifficultyLevel } from "../../shared/constants";
import type { ChallengeSide } from "../../shared/engagement/head-to-head";
import type { ChallengeRecord } from "./challenge-rows";

/** The difficulty a side plays at; null for an opponent who has not opened the game yet. */
export function sideDifficulty(challenge: ChallengeRecord, side: ChallengeSide): DifficultyLevel | null {
  return (
    side === "initiator" ? challenge.initiatorDifficulty : challenge.opponentDifficulty
  ) as DifficultyLevel | null;
}
