import { randomInt } from "node:crypto";
import type { Challenge, ChallengeGame } from "../../shared/api/challenges";
import { challengeExpiresAt } from "../../shared/engagement/head-to-head";
import { MAX_CHALLENGE_SEED } from "../../shared/game/modes/challenge/questions";
import { productMessages } from "../../shared/messages";
import type { Actor } from "../auth/actor";
import { authorizeSiblingOpponent } from "../auth/policies/challenge-player-policy";
import { authorizeParentOpponent } from "../auth/policies/challenge-policy";
import { authorizeChild } from "../auth/policies/child-policy";
import { challenges } from "../db/schema/engagement";
import { allowanceFor } from "../../shared/game/time-allowance";
import type { AppDeps } from "../core/deps";
import { unprocessable } from "../core/app-error";
import { challengeRow } from "./challenge-rows";
import { presentChallenge } from "./present-challenge";

/** A fresh question seed: unpredictable, so that nobody can prepare for a challenge's questions. */
const randomChallengeSeed = () => randomInt(0, MAX_CHALLENGE_SEED + 1);

/**
 * A child challenges a sibling (`opponentChildId`) or their parent (null),
 * never themself, and their parent only while the family has Premium (the
 * parent plays in Challenge Mode, which is Premium). The server issues the question seed; the initiator plays
 * at their own difficulty, both sides on the initiator's clock (more time), and the challenge expires after 7 days.
 */
export async function createChallenge(
  deps: AppDeps,
  actor: Actor,
  childId: string,
  opponentChildId: string | null,
  seed: number = randomChallengeSeed(),
): Promise<{ challenge: Challenge; game: ChallengeGame }> {
  const db = deps.database.db;
  const now = deps.clock();
  const { child, owner } = await authorizeChild(db, actor, childId, "play");
  if (opponentChildId === childId) throw unprocessable("cannot_challenge_self", productMessages.cannotChallengeSelf);
  if (opponentChildId !== null) {
    await authorizeSiblingOpponent(db, child, opponentChildId);
  } else {
    await authorizeParentOpponent(db, child.parentId, now);
  }
  const [created] = await db
    .insert(challenges)
    .values({
      status: "pending_initiator",
      initiatorChildId: child.id,
      opponentChildId,
      opponentUserId: opponentChildId === null ? owner.userId : null,
      initiatorDifficulty: child.difficultyLevel,
      gameMode: "challenge",
      // Both sides play on the challenger's clock, so that their scores compare.
      timeAllowance: allowanceFor("challenge", child.timeAllowance),
      questionSeed: seed,
      createdAt: now,
      expiresAt: challengeExpiresAt(now),
    })
    .returning({ id: challenges.id });
  if (!created) throw new Error("The challenge was not written");
  const row = await challengeRow(db, created.id);
  return {
    challenge: presentChallenge(row, { kind: "child", childId }, now),
    game: {
      challenge_id: created.id,
      question_seed: seed,
      difficulty_level: child.difficultyLevel,
      game_mode: "challenge",
      time_allowance: row.challenge.timeAllowance,
    },
  };
}
