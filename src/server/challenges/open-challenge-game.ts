import { eq } from "drizzle-orm";
import type { ChallengeGame } from "../../shared/api/challenges";
import type { DifficultyLevel } from "../../shared/constants";
import { canPlay } from "../../shared/engagement/head-to-head";
import { productMessages } from "../../shared/messages";
import type { Actor } from "../auth/actor";
import { authorizeChallengeSide } from "../auth/policies/challenge-player-policy";
import { authorizeChallengeUse } from "../auth/policies/challenge-policy";
import { authorizePlayer, type Player } from "../auth/policies/player-policy";
import type { Tx } from "../db/client";
import { children } from "../db/schema/children";
import { challenges } from "../db/schema/engagement";
import type { AppDeps } from "../core/deps";
import { conflict } from "../core/app-error";
import { sideDifficulty } from "./challenge-side";
import { factsOf } from "./present-challenge";

/** A parent playing as themself plays at expert (docs/product/gameplay.md#head-to-head-challenges). */
const PARENT_DIFFICULTY: DifficultyLevel = "expert";

async function playerDifficulty(tx: Tx, player: Player): Promise<DifficultyLevel> {
  if (player.childId === null) return PARENT_DIFFICULTY;
  const [child] = await tx
    .select({ difficulty: children.difficultyLevel })
    .from(children)
    .where(eq(children.id, player.childId));
  return child?.difficulty ?? "beginner";
}

/**
 * Opens a player's side of a challenge: the seed and the difficulty they play
 * at. The opponent's first opening accepts the challenge and records their
 * difficulty (their own, or expert for a parent), kept from then on. Refused
 * once their side is played or the challenge is over, cancelled or expired.
 * A parent, and a child against their parent, play in Challenge Mode, so
 * need the family's Premium (`challengeUseNeedsPremium`).
 */
export async function openChallengeGame(
  deps: AppDeps,
  actor: Actor,
  challengeId: string,
  childId: string | null,
): Promise<ChallengeGame> {
  const db = deps.database.db;
  const now = deps.clock();
  const player = await authorizePlayer(db, actor, childId);
  return db.transaction(async (tx) => {
    const { challenge, side } = await authorizeChallengeSide(tx, actor, challengeId, player, { lock: "update" });
    await authorizeChallengeUse(tx, actor, "play", { parentPlays: challenge.opponentUserId !== null }, now);
    if (!canPlay(factsOf(challenge), side, now)) throw conflict("challenge_closed", productMessages.challengeClosed);
    let difficulty = sideDifficulty(challenge, side);
    if (difficulty === null) {
      difficulty = await playerDifficulty(tx, player);
      await tx.update(challenges).set({ opponentDifficulty: difficulty }).where(eq(challenges.id, challenge.id));
    }
    return {
      challenge_id: challenge.id,
      question_seed: challenge.questionSeed,
      difficulty_level: difficulty,
      game_mode: "challenge",
      time_allowance: challenge.timeAllowance,
    };
  });
}
