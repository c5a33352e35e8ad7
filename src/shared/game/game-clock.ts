/**
 * A game's own time: the wall clock less the time the game stood paused (while
 * "Leave this game?" asks). Every engine reads time only from its actions, so
 * actions stamped in game time see nothing of a pause: the game clock, the
 * countdown, the feedback, the response times and the duration all stand still
 * through it, and go on from where they were.
 */
export interface GameClock {
  /** The game time at the wall clock's `wallNow` (before a pause's end, its start). */
  gameTime(wallNow: number): number;
  /** Stops game time at `wallNow`; does nothing while paused. */
  pause(wallNow: number): void;
  /** Lets game time run again from `wallNow`, where it stopped; does nothing unless paused. */
  resume(wallNow: number): void;
  readonly paused: boolean;
}

export function createGameClock(): GameClock {
  let pausedAt: number | null = null;
  let pausedFor = 0;
  return {
    gameTime: (wallNow) => Math.min(wallNow, pausedAt ?? wallNow) - pausedFor,
    pause(wallNow) {
      if (pausedAt === null) pausedAt = wallNow;
    },
    resume(wallNow) {
      if (pausedAt === null) return;
      pausedFor += Math.max(0, wallNow - pausedAt);
      pausedAt = null;
    },
    get paused() {
      return pausedAt !== null;
    },
  };
}
