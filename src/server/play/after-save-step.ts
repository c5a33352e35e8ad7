import type { Placeholder, SQL } from "drizzle-orm";
import type { SaveGameResponse } from "../../shared/api/play";
import type { AppDeps } from "../deps";
import type { QuestionRow, SessionRow } from "./present-game";
import type { GatheredFacts } from "../badges/badge-facts";
import type { UtcDate } from "../../shared/engagement/utc-date";

export type SaveOutcomes = SaveGameResponse["outcomes"];

/** A game saved, as the follow-up steps see it. */
export interface SavedGame {
  session: SessionRow;
  questions: readonly QuestionRow[];
  /**
   * A child's badge facts as the statement that wrote the game left them,
   * when they are those of the game's commit: no other save of the child came
   * in between (write-game.ts). Days played are from `since` on. Absent for a
   * game read back (a retry, the sweep) and after a save that raced another.
   */
  badgeFactsAtWrite?: { gathered: GatheredFacts; since: UtcDate };
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
 * One follow-up of a save (tower wins and shield, a referral completing,
 * badges, a challenge's result, a mission), done once, whatever fails
 * (decision 0014).
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
export interface AfterSaveStep {
  name: string;
  keepsAnswer?: boolean;
  probe(game: GameToSave): SQL | undefined;
  run(deps: AppDeps, game: SavedGame, probed: unknown): Promise<Partial<SaveOutcomes>>;
  /**
   * Optional, for a step that usually finds nothing to do once it looks: a
   * read-only check, made after the game's commit and outside any
   * transaction, that `run` would change nothing and report nothing. When
   * every step a save recorded says so, the save removes the record in one
   * statement instead of running the steps in a transaction.
   */
  nothingToDo?(deps: AppDeps, game: SavedGame, probed: unknown): Promise<boolean>;
}
