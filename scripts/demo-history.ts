// Demo history for `npm run seed:demo`: 60 days of plausible games per child, saved through the
// server's own saveGame (with the clock set to each game's moment), so that every rule runs as in play.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { SaveGameBody } from "../src/shared/api/play";
import type { DifficultyLevel } from "../src/shared/constants";
import { getTo100Question } from "../src/shared/game/get-to-100-question";
import { missingPieceQuestionFor } from "../src/shared/game/missing-piece-question";
import {
  CHALLENGE_SECONDS,
  GET_TO_100_FEEDBACK_MS,
  GET_TO_100_TARGET,
  MISSING_PIECE_SECONDS,
  OPERATORS,
  TIMED_SECONDS,
  TOWER_FEEDBACK_MS,
  TOWER_MAX_SCORE,
  TOWER_SECONDS,
  TRAFFIC_LIGHT_FEEDBACK_MS,
  type GameMode,
} from "../src/shared/game/modes";
import { poolQuestions } from "../src/shared/game/pool-questions";
import type { Question } from "../src/shared/game/question";
import { TIMED_POOLS, TRAFFIC_LIGHT_POOLS } from "../src/shared/game/question-pools";
import { mulberry32, pickOne, randomInt, type Random } from "../src/shared/game/random";
import { towerQuestion } from "../src/shared/game/tower-question";
import { uniqueQuestion } from "../src/shared/game/unique-question";
import type { ParentActor } from "../src/server/auth/actor";
import { sessions } from "../src/server/db/schema/play";
import type { AppDeps } from "../src/server/deps";
import { isTowerOpenFor } from "../src/server/play/play-summary";
import { saveGame } from "../src/server/play/save-game";

const DAYS = 60;
const DAY_MS = 86_400_000;

/** How a demo child plays: accuracy and speed on day 0 and on the last day, and how often they play. */
export interface DemoPlayer {
  seed: number;
  accuracy: readonly [number, number];
  responseMs: readonly [number, number];
  playChance: number;
  /** The last days always played, so that the dashboard shows a streak. */
  recentDays: number;
}

/** A game in progress: the child's skill on the day, the randomness, and the answers so far. */
interface Play {
  random: Random;
  accuracy: number;
  responseMs: number;
  answers: SaveGameBody["questions"];
}

const between = (from: number, to: number, progress: number) => from + (to - from) * progress;

/** Answers one question as a child of this skill would: mostly right, a near miss or a skip otherwise. */
function answer(play: Play, q: Question, accuracy = play.accuracy): boolean {
  const right = play.random() < accuracy;
  const ms = Math.max(600, Math.round(play.responseMs * (0.5 + play.random())));
  const base = {
    question_type: q.type,
    operand1: q.operand1,
    operand2: q.operand2,
    response_time_ms: ms,
    ...(q.missingType && { operator: q.operator, missing_type: q.missingType }),
  };
  if (typeof q.answer !== "number") {
    const chosen = right
      ? q.answer
      : pickOne(
          play.random,
          OPERATORS.filter((op) => op !== q.answer),
        );
    play.answers.push({ ...base, user_answer: null, user_operator_answer: chosen });
  } else {
    const skipped = !right && play.random() < 0.2;
    const miss = Math.max(0, q.answer + pickOne(play.random, [-2, -1, 1, 2, 10]));
    play.answers.push({ ...base, user_answer: right ? q.answer : skipped ? null : miss });
  }
  return right;
}

const elapsedSeconds = (play: Play, feedbackMs = 0) =>
  Math.round(play.answers.reduce((sum, a) => sum + a.response_time_ms + feedbackMs, 0) / 1000);

/** Answers questions until the time runs out (or the list does). Returns the duration. */
function playAgainstClock(play: Play, limitSeconds: number, next: () => Question | null, feedbackMs = 0): number {
  for (let q = next(); q; q = next()) {
    answer(play, q);
    if (elapsedSeconds(play, feedbackMs) >= limitSeconds) return limitSeconds;
  }
  return elapsedSeconds(play, feedbackMs);
}

function simulate(mode: GameMode, difficulty: DifficultyLevel, play: Play): number {
  switch (mode) {
    case "timed":
    case "challenge": {
      const list = poolQuestions(TIMED_POOLS[difficulty], play.random);
      return playAgainstClock(play, mode === "timed" ? TIMED_SECONDS : CHALLENGE_SECONDS, () => list.shift() ?? null);
    }
    case "traffic_light": {
      for (const q of poolQuestions(TRAFFIC_LIGHT_POOLS[difficulty], play.random)) answer(play, q);
      return elapsedSeconds(play, TRAFFIC_LIGHT_FEEDBACK_MS);
    }
    case "missing_piece": {
      const asked = new Set<string>();
      return playAgainstClock(play, MISSING_PIECE_SECONDS, () => {
        const q = uniqueQuestion(() => missingPieceQuestionFor(difficulty, play.random), asked);
        asked.add(q.key);
        return q;
      });
    }
    case "get_to_100": {
      // Ends at the first wrong answer; each right one is harder to keep up, so runs stay plausible.
      for (let score = 0; score < GET_TO_100_TARGET; score++) {
        if (!answer(play, getTo100Question(score, play.random), Math.min(0.985, play.accuracy + 0.15))) break;
      }
      return elapsedSeconds(play, GET_TO_100_FEEDBACK_MS);
    }
    case "times_table_tower": {
      let height = 0;
      let max = 0;
      let score = 0;
      // Ends at the top, on a collapse (back to 0 after being above 2), or when the time runs out.
      while (height < TOWER_MAX_SCORE && !(height === 0 && max > 2)) {
        if (answer(play, towerQuestion(difficulty, score, play.random))) {
          score++;
          height++;
          max = Math.max(max, height);
        } else {
          height = Math.max(0, height - 1);
        }
        if (elapsedSeconds(play, TOWER_FEEDBACK_MS) >= TOWER_SECONDS) return TOWER_SECONDS;
      }
      return elapsedSeconds(play, TOWER_FEEDBACK_MS);
    }
  }
}

const MODES_BY_WEIGHT: readonly GameMode[] = [
  "timed",
  "timed",
  "timed",
  "get_to_100",
  "get_to_100",
  "missing_piece",
  "missing_piece",
  "traffic_light",
  "traffic_light",
  "times_table_tower",
  "times_table_tower",
  "challenge",
];

/** The moments of a child's games over the last 60 days (not every day; one to three games a day played). */
function gameTimes(player: DemoPlayer, random: Random, now: Date): Date[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const times: Date[] = [];
  for (let daysAgo = DAYS; daysAgo >= 1; daysAgo--) {
    if (daysAgo > player.recentDays && random() >= player.playChance) continue;
    const games = randomInt(random, 1, 3);
    // After school, UTC: from 15:30, games a few minutes apart.
    let at = today - daysAgo * DAY_MS + (15 * 60 + 30 + randomInt(random, 0, 180)) * 60_000;
    for (let g = 0; g < games; g++) {
      times.push(new Date(at));
      at += randomInt(random, 3, 25) * 60_000;
    }
  }
  return times;
}

/**
 * Saves 60 days of games for one child through saveGame, each at its own
 * moment. Skipped when the child already has history. Returns the number saved.
 */
export async function seedDemoHistory(
  deps: AppDeps,
  actor: ParentActor,
  child: { id: string; difficultyLevel: string },
  player: DemoPlayer,
): Promise<number> {
  const [existing] = await deps.database.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.childId, child.id))
    .limit(1);
  if (existing) return 0;
  const difficulty = child.difficultyLevel as DifficultyLevel;
  const random = mulberry32(player.seed);
  const times = gameTimes(player, random, deps.clock());
  for (const at of times) {
    const progress = (at.getTime() - (times[0]?.getTime() ?? 0)) / (DAYS * DAY_MS);
    const play: Play = {
      random,
      accuracy: Math.min(0.99, between(...player.accuracy, progress) + (random() - 0.5) * 0.1),
      responseMs: between(...player.responseMs, progress),
      answers: [],
    };
    const picked = pickOne(random, MODES_BY_WEIGHT);
    // The tower only when it is open to the child, as on their dashboard.
    const towerShut = picked === "times_table_tower" && !(await isTowerOpenFor(deps.database.db, child.id, at));
    const mode = towerShut ? "timed" : picked;
    const duration = simulate(mode, difficulty, play);
    const body: SaveGameBody = {
      client_id: randomUUID(),
      child_id: child.id,
      mode,
      difficulty_level: difficulty,
      duration_seconds: duration,
      questions: play.answers,
    };
    // The game ends `duration` seconds after it started at `at`.
    const endedAt = new Date(at.getTime() + duration * 1000);
    await saveGame({ ...deps, clock: () => endedAt }, actor, body);
  }
  return times.length;
}
