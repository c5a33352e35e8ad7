import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import type { ChallengeGame } from "../src/shared/api/challenges";
import type { DifficultyLevel } from "../src/shared/constants";
import type { GameMode } from "../src/shared/game/modes";
import { finishedGame } from "../src/shared/game/finished-game";
import { mulberry32 } from "../src/shared/game/random";
import { simulatePlay, wrongAnswerTo } from "../src/shared/game/simulated-play";
import type { ChildActor } from "../src/server/auth/actor";
import { createChallenge } from "../src/server/challenges/create-challenge";
import { openChallengeGame } from "../src/server/challenges/open-challenge-game";
import { challenges } from "../src/server/db/schema/engagement";
import type { AppDeps } from "../src/server/core/deps";
import { followUpSteps } from "../src/server/follow-up-steps";
import { saveGame } from "../src/server/play/save-game";

export interface DemoChild {
  id: string;
  name: string;
  parentId: string;
}

/** A child acting for themself, with no HTTP session behind it. */
export const actorOf = (child: DemoChild, parentUserId: string): ChildActor => ({
  kind: "child",
  sessionId: "demo",
  childId: child.id,
  parentId: child.parentId,
  parentUserId,
  expiresAt: new Date(8_640_000_000_000_000),
});

/** Plays one game as a child would: about `accuracy` of the answers right, a couple of seconds each; returns the saved outcomes. */
export async function playAsChild(
  deps: AppDeps,
  actor: ChildActor,
  game: { mode: GameMode; difficulty: DifficultyLevel; questionSeed: number; challengeId?: string },
  accuracy: number,
  seed: number,
) {
  const random = mulberry32(seed);
  const state = simulatePlay(game.mode, game.difficulty, mulberry32(game.questionSeed), (q) => ({
    thinkMs: 2_000 + Math.floor(random() * 2_500),
    answer: random() < accuracy ? q.answer : wrongAnswerTo(q),
  }));
  const played = finishedGame(state);
  if (played === null) throw new Error(`A demo ${game.mode} game did not end`);
  return saveGame(deps, followUpSteps, actor, {
    client_id: randomUUID(),
    child_id: actor.childId,
    mode: game.mode,
    difficulty_level: game.difficulty,
    duration_seconds: played.durationSeconds,
    ...(game.challengeId && { challenge_id: game.challengeId }),
    questions: played.questions,
  });
}

/** Plays one side of a challenge. */
async function playSide(deps: AppDeps, actor: ChildActor, game: ChallengeGame, accuracy: number, seed: number) {
  const { difficulty_level, question_seed, challenge_id } = game;
  const side = {
    mode: "challenge",
    difficulty: difficulty_level,
    questionSeed: question_seed,
    challengeId: challenge_id,
  } as const;
  await playAsChild(deps, actor, side, accuracy, seed);
}

/**
 * Two challenges between the demo children, through the server's own domain
 * functions: one both have played (completed, shown on their dashboards for
 * 24 hours) and one the second child has set and played, waiting for the
 * first to accept. Left alone when the family already has challenges.
 */
export async function seedDemoChallenges(
  deps: AppDeps,
  parentUserId: string,
  [first, second]: readonly DemoChild[],
): Promise<boolean> {
  if (!first || !second) return false;
  const db = deps.database.db;
  const [existing] = await db
    .select({ id: challenges.id })
    .from(challenges)
    .where(inArray(challenges.initiatorChildId, [first.id, second.id]))
    .limit(1);
  if (existing) return false;
  const a = actorOf(first, parentUserId);
  const b = actorOf(second, parentUserId);

  const completed = (await createChallenge(deps, a, first.id, second.id)).game;
  await playSide(deps, a, completed, 0.9, 1);
  await playSide(deps, b, await openChallengeGame(deps, b, completed.challenge_id, second.id), 0.75, 2);

  const waiting = (await createChallenge(deps, b, second.id, first.id)).game;
  await playSide(deps, b, waiting, 0.8, 3);
  const [row] = await db.select().from(challenges).where(eq(challenges.id, waiting.challenge_id));
  return row?.status === "pending_opponent";
}
