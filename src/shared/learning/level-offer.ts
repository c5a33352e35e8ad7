import {
  DIFFICULTY_LEVELS,
  LEVEL_DOWN_PERCENT,
  LEVEL_OFFER_GAMES,
  LEVEL_UP_PERCENT,
  type DifficultyLevel,
} from "../constants";

export interface RecentGame {
  difficulty_level: DifficultyLevel;
  score: number;
  max_score: number;
}

/** A level the parent is asked to move the child to. */
export interface LevelOffer {
  direction: "up" | "down";
  to: DifficultyLevel;
}

const percentOf = (g: RecentGame) => (g.max_score > 0 ? (g.score / g.max_score) * 100 : 0);

/**
 * Whether a child's latest games (newest first) suggest another level: the
 * last LEVEL_OFFER_GAMES all at the child's level, each LEVEL_UP_PERCENT or
 * more, offer the next one up; each under LEVEL_DOWN_PERCENT, the one below.
 * Anything else (fewer games, a game at another level, a mixed run) offers nothing.
 */
export function levelOffer(level: DifficultyLevel, newestFirst: readonly RecentGame[]): LevelOffer | null {
  const run = newestFirst.slice(0, LEVEL_OFFER_GAMES);
  if (run.length < LEVEL_OFFER_GAMES || run.some((g) => g.difficulty_level !== level)) return null;
  const at = DIFFICULTY_LEVELS.indexOf(level);
  const up = DIFFICULTY_LEVELS[at + 1];
  const down = DIFFICULTY_LEVELS[at - 1];
  if (up && run.every((g) => percentOf(g) >= LEVEL_UP_PERCENT)) return { direction: "up", to: up };
  if (down && run.every((g) => percentOf(g) < LEVEL_DOWN_PERCENT)) return { direction: "down", to: down };
  return null;
}
