// Demo history for `npm run seed:demo`: 60 days of plausible games per child, saved through the
// server's own saveGame (with the clock set to each game's moment), so that every rule runs as in play.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { SaveGameBody } from "../src/shared/api/play";
import type { DifficultyLevel } from "../src/shared/constants";
import { finishedGame } from "../src/shared/game/finished-game";
import { OPERATORS, type GameMode } from "../src/shared/game/modes";
import { mulberry32, pickOne, randomInt, type Random } from "../src/shared/game/random";
import { simulatePlay } from "../src/shared/game/simulated-play";
import type { ParentActor } from "../src/server/auth/actor";
import { sessions } from "../src/server/db/schema/play";
import type { AppDeps } from "../src/server/core/deps";
import { isTowerOpenFor } from "../src/server/play/play-summary";
import { followUpSteps } from "../src/server/follow-up-steps";
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

/** A child's skill on the day of a game. */
interface Skill {
  accuracy: number;
  responseMs: number;
}

const between = (from: number, to: number, progress: number) => from + (to - from) * progress;

/**
 * Plays a game on the mode's real engine as a child of this skill would:
 * mostly right, otherwise a near miss or now and then a skip, at about their
 * speed. In Get to 100 a child takes more care, since one slip ends it.
 */
function simulate(mode: GameMode, difficulty: DifficultyLevel, skill: Skill, random: Random) {
  const accuracy = mode === "get_to_100" ? Math.min(0.985, skill.accuracy + 0.15) : skill.accuracy;
  const state = simulatePlay(mode, difficulty, random, (q) => {
    const thinkMs = Math.max(600, Math.round(skill.responseMs * (0.5 + random())));
    if (random() < accuracy) return { thinkMs, answer: q.answer };
    if (typeof q.answer !== "number") {
      return {
        thinkMs,
        answer: pickOne(
          random,
          OPERATORS.filter((op) => op !== q.answer),
        ),
      };
    }
    if (random() < 0.2) return { thinkMs, answer: null };
    return { thinkMs, answer: Math.max(0, q.answer + pickOne(random, [-2, -1, 1, 2, 10])) };
  });
  const game = finishedGame(state);
  if (game === null) throw new Error(`A demo ${mode} game did not end`);
  return game;
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
  "mtc",
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
    const skill: Skill = {
      accuracy: Math.min(0.99, between(...player.accuracy, progress) + (random() - 0.5) * 0.1),
      responseMs: between(...player.responseMs, progress),
    };
    const picked = pickOne(random, MODES_BY_WEIGHT);
    // The tower only when it is open to the child, as on their dashboard.
    const towerShut = picked === "times_table_tower" && !(await isTowerOpenFor(deps.database.db, child.id, at));
    const mode = towerShut ? "timed" : picked;
    const game = simulate(mode, difficulty, skill, random);
    const duration = game.durationSeconds;
    const body: SaveGameBody = {
      client_id: randomUUID(),
      child_id: child.id,
      mode,
      difficulty_level: difficulty,
      duration_seconds: duration,
      questions: game.questions,
    };
    // The game ends `duration` seconds after it started at `at`.
    const endedAt = new Date(at.getTime() + duration * 1000);
    await saveGame({ ...deps, clock: () => endedAt }, followUpSteps, actor, body);
  }
  return times.length;
}
