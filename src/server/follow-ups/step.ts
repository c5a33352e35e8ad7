import type { Placeholder, SQL } from "drizzle-orm";
import type { SaveOutcomes } from "../../shared/api/play";
import type { questions, sessions } from "../db/schema/play";
import type { AppDeps } from "../core/deps";

export type { SaveOutcomes } from "../../shared/api/play";

/** A game saved, as the follow-up steps see it. */
export interface SavedGame {
  session: typeof sessions.$inferSelect;
  questions: ReadonlyArray<typeof questions.$inferSelect>;
  /**
   * What steps read in the statement that wrote the game (`readAtWrite`), by
   * step name, when it is what the game's commit left: no other save of the
   * child came in between (write-game.ts). Absent for a game read back (a
   * retry, the sweep) and after a save that raced another.
   */
  readAtWrite?: ReadonlyMap<string, unknown>;
}

/**
 * The game about to be written, as a probe sees it: which kind of game it is
 * (a child's or a parent's, its mode, a challenge's or not), and its ids as
 * placeholders of the statement that writes it, whose text is built once for
 * each kind of game (write-game.ts): a probe puts them in its SQL, never
 * their values.
 */
export interface GameToSave {
  player: { childId: Placeholder | null; userId: Placeholder };
  mode: string;
  challengeId: Placeholder | undefined;
}

/**
 * The tables the statement that writes a game has written when a step's
 * `readAtWrite` is evaluated: the session (`session`), the figures of the
 * child's games of its mode (`modeStats`) and of its percentages
 * (`percentStats`), each a name of the statement's own rows.
 */
export interface WrittenTables {
  session: SQL;
  modeStats: SQL;
  percentStats: SQL;
}

/** What a retry of a save is told: the challenge the save said it played, if any. */
export interface RetryContext {
  challengeId: string | undefined;
}

/**
 * One follow-up of a save (tower wins and shield, a referral completing,
 * badges, a challenge's result, a mission), done once, whatever fails
 * (decision 0014). Each feature owns its step; the list of steps is
 * assembled in src/server/follow-up-steps.ts and handed to the runner.
 *
 * Most saves give most steps nothing to do, so a step asks first, at no
 * cost: its `probe` is an SQL expression (answering jsonb) that the statement
 * writing the game evaluates too (write-game.ts), answering null when there
 * is nothing to do or what the step needs to know. A probe left out
 * (undefined) means nothing to do for this game (a parent's own game, say).
 * The same statement records the steps with something to do, each with its
 * probe's answer (or only `true` when `keepsAnswer` is false: the answer is
 * large, and `run` reads it again when it is not given), so that a step lost
 * to a crash is found and finished later.
 *
 * `run` is given the database as a transaction that also removes the step's
 * record, so that its work and its being done commit together: it must do all
 * its writes through `deps.database.db` and date what it records by the
 * game's `created_at`, since it may run later than the save.
 */
export interface FollowUpStep {
  name: string;
  keepsAnswer?: boolean;
  probe(game: GameToSave): SQL | undefined;
  run(deps: AppDeps, game: SavedGame, probed: unknown): Promise<Partial<SaveOutcomes>>;
  /**
   * Optional, for a step that usually finds nothing to do once it looks: a
   * read-only check, made after the games' commit and outside any
   * transaction, that `run` would change nothing and report nothing, for
   * each of `games` (a save's own game, or a batch of the sweep's, which it
   * reads together), in their order. When every step a game recorded says so,
   * its record is removed instead of the steps being run in a transaction.
   * Each game is checked as at its own `created_at`.
   */
  nothingToDo?(deps: AppDeps, games: readonly RecordedGame[]): Promise<boolean[]>;
  /**
   * Optional: a read that the statement writing a child's game makes after
   * its own writes, so that `nothingToDo` and `run` need not read it again
   * (given back in `SavedGame.readAtWrite` under the step's name). `values`
   * fills in the placeholders of its own that the SQL uses, for a game saved
   * at `now`; the SQL is the same for every game of a kind, so the
   * statement's text is too.
   */
  readAtWrite?: {
    sql(childId: Placeholder, written: WrittenTables): SQL;
    values(now: Date): Readonly<Record<string, unknown>>;
  };
  /**
   * Optional: what this step reports of a game whose follow-ups were already
   * done, for a retry of its save whose first answer never reached the
   * player (a mission completed, a challenge played), as it stands now:
   * read only when the retry's own run left that outcome empty (null).
   */
  reportOnRetry?: RetryReport;
}

/** A saved game with what its record (or its save's probe) answered for a step. */
export interface RecordedGame {
  game: SavedGame;
  probed: unknown;
}

/** A step's report on a retry: which outcome it fills in, and how it reads it. */
export type RetryReport = {
  [K in keyof SaveOutcomes]: {
    outcome: K;
    read(deps: AppDeps, game: SavedGame, context: RetryContext): Promise<SaveOutcomes[K]>;
  };
}[keyof SaveOutcomes];
