import { asc, eq, sql, type SQL } from "drizzle-orm";
import type { AppDeps } from "../core/deps";
import type { Queryable, Tx } from "../db/client";
import { arrayLiteral } from "../db/rows";
import { questions, saveFollowUps, sessions } from "../db/schema/play";
import { isDatabaseUnavailable } from "../db/unavailable";
import { AppError } from "../core/app-error";
import { noSaveOutcomes } from "../../shared/api/play";
import { type FollowUpStep, type GameToSave, type RetryContext, type SavedGame, type SaveOutcomes } from "./step";

/** How often a follow-up that keeps failing is tried before it is left for an operator (logged at error). */
export const FOLLOW_UP_MAX_ATTEMPTS = 8;
/** How long the sweep leaves a new save's follow-ups to the save itself. */
export const FOLLOW_UP_GRACE_SECONDS = 30;

/** One step's probe, for the statement that writes the game. */
export interface StepProbe {
  name: string;
  answer: SQL;
  keepsAnswer: boolean;
}

/** The steps' probes for this game, for the statement that writes it. */
export function probesFor(game: GameToSave, steps: readonly FollowUpStep[]): StepProbe[] {
  return steps.flatMap((step) => {
    const answer = step.probe(game);
    return answer === undefined ? [] : [{ name: step.name, answer, keepsAnswer: step.keepsAnswer ?? true }];
  });
}

/**
 * The database seen through `db` (one transaction, for `run`), and the clock stopped at the game's end: what a
 * step is given.
 */
function stepDeps(deps: AppDeps, game: SavedGame, db: Queryable | Tx = deps.database.db): AppDeps {
  return { ...deps, clock: () => game.session.createdAt, database: { ...deps.database, db } };
}

/**
 * Does a saved game's follow-up steps that are still to do, in ONE
 * transaction that first removes their record: they are all done and
 * recorded as done, or none is. Whoever removes the record does them (the
 * save, its retry or the sweep); anyone else finds nothing and does nothing.
 * `answers` are the probes' answers from the statement that wrote the game,
 * when it is this save that runs them; otherwise the recorded ones are used.
 *
 * A step that a rule turns down (an AppError) has nothing to do and the rest
 * go on; any other error undoes the whole and is thrown, leaving the record
 * for later.
 */
export async function runFollowUps(
  deps: AppDeps,
  steps: readonly FollowUpStep[],
  game: SavedGame,
  answers: ReadonlyMap<string, unknown> = new Map(),
): Promise<SaveOutcomes> {
  let ran = false as boolean;
  const done = await deps.database.db.transaction(async (tx) => {
    const outcomes = noSaveOutcomes();
    const [claimed] = await tx
      .delete(saveFollowUps)
      .where(eq(saveFollowUps.sessionId, game.session.id))
      .returning({ steps: saveFollowUps.steps });
    if (!claimed) return outcomes;
    ran = true;
    const inTx = stepDeps(deps, game, tx);
    for (const step of steps) {
      if (!Object.hasOwn(claimed.steps, step.name)) continue;
      const probed = answers.has(step.name) ? answers.get(step.name) : claimed.steps[step.name];
      try {
        Object.assign(outcomes, await step.run(inTx, game, probed));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        deps.log.warn(
          { sessionId: game.session.id, step: step.name, code: error.code },
          "A follow-up step of a save was turned down by a rule",
        );
      }
    }
    return outcomes;
  });
  if (ran) deps.metrics.followUps("done");
  return done;
}

/**
 * A save's own follow-ups, when every step it recorded can tell by reading
 * (`nothingToDo`, after the game's commit, as the step itself would look)
 * that it has nothing to do: nothing is left but to remove the record, which
 * the save's answer does not wait for. It is removed a moment later, with the
 * records of the other games saved meanwhile, in one statement (background
 * work: a shutdown waits for it). False, leaving the record, when a step has
 * something to do or cannot tell. A record not removed (a crash, the database
 * gone) is found by the sweep after its grace: its steps then find nothing to
 * do, as they would for whoever else removes it first (a retry).
 */
async function nothingToFollowUp(
  deps: AppDeps,
  game: SavedGame,
  answers: ReadonlyMap<string, unknown>,
  steps: readonly FollowUpStep[],
): Promise<boolean> {
  const [nothingLeft] = await nothingLeftToDo(deps, steps, [{ game, answers }]);
  if (!nothingLeft) return false;
  const sessionId = game.session.id;
  deps.background.run("a finished game's follow-up record removed", async () => {
    try {
      if (await removalsFor(deps.database.db).removeSoon(sessionId)) deps.metrics.followUps("done");
    } catch (error) {
      deps.log.warn(
        { err: error, sessionId },
        "A finished game's follow-up record could not be removed; the sweep will find it with nothing to do",
      );
    }
  });
  return true;
}

/**
 * For each of `games`, whether every step recorded for it (`answers`, by step name) can tell by reading
 * (`nothingToDo`, outside any transaction) that it has nothing to do: then removing the record is all that is left
 * of its follow-ups. False when one has something to do, cannot tell, or is not one of `steps`. Each step reads for
 * all the games that recorded it at once.
 */
export async function nothingLeftToDo(
  deps: AppDeps,
  steps: readonly FollowUpStep[],
  games: ReadonlyArray<{ game: SavedGame; answers: ReadonlyMap<string, unknown> }>,
): Promise<boolean[]> {
  // Nothing is read for a game unless every step it recorded can tell: one that cannot is run, with the others, in a
  // transaction.
  const left = games.map(({ answers }) =>
    [...answers.keys()].every((name) => steps.some((step) => step.name === name && step.nothingToDo !== undefined)),
  );
  for (const step of steps) {
    if (!step.nothingToDo) continue;
    const asked = games.flatMap(({ game, answers }, i) =>
      left[i] && answers.has(step.name) ? [{ i, game, probed: answers.get(step.name) }] : [],
    );
    if (asked.length === 0) continue;
    const nothing = await step.nothingToDo(deps, asked);
    for (const [k, { i }] of asked.entries()) left[i] &&= nothing[k] === true;
  }
  return left;
}

/**
 * Removes the records of games found with nothing left to do (nothingLeftToDo), together (RecordRemovals), and
 * counts each still there as done: how many were. A record another server removed first was done by it.
 */
export async function removeRecords(deps: AppDeps, sessionIds: readonly string[]): Promise<number> {
  const still = (await removalsFor(deps.database.db).remove(sessionIds)).filter(Boolean).length;
  for (let i = 0; i < still; i++) deps.metrics.followUps("done");
  return still;
}

/**
 * How long a save's finished record waits to be removed, so that the records of the games saved meanwhile go in
 * the same statement: at 50 saves a second, one statement for some ten games where each save sent its own, and
 * none on a save's way to its answer (decision 0067).
 */
const REMOVAL_GATHERING_MS = 200;

/**
 * Removes records of follow-ups with nothing to do, in one statement for
 * all that wait (whose text is the same whatever their number): those asked
 * for now, those gathered for a moment (`removeSoon`), and those asked for
 * while a removal is under way, by the next. Each caller learns whether its
 * record was still there.
 */
class RecordRemovals {
  private waiting: Array<{ sessionId: string; removed: (was: boolean) => void; failed: (error: unknown) => void }> = [];
  private running = false;
  private gathering: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly db: Queryable) {}

  /** Removes the records now, with any others waiting. */
  remove(sessionIds: readonly string[]): Promise<boolean[]> {
    const answers = Promise.all(sessionIds.map((sessionId) => this.wait(sessionId)));
    this.start();
    return answers;
  }

  /** Removes the record within REMOVAL_GATHERING_MS, with the others asked for by then. */
  removeSoon(sessionId: string): Promise<boolean> {
    const answer = this.wait(sessionId);
    this.gathering ??= setTimeout(() => this.start(), REMOVAL_GATHERING_MS);
    return answer;
  }

  private wait(sessionId: string): Promise<boolean> {
    return new Promise((removed, failed) => this.waiting.push({ sessionId, removed, failed }));
  }

  private start() {
    if (this.gathering) clearTimeout(this.gathering);
    this.gathering = null;
    if (!this.running) void this.run();
  }

  private async run() {
    this.running = true;
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0, REMOVALS_AT_ONCE);
      try {
        // An array's literal (the ids are the games' own uuids), whose length the planner reads: the primary key
        // for a few ids where a set of unknown length was planned as a scan of the whole table.
        const ids = arrayLiteral(batch.map((r) => r.sessionId));
        const gone = await this.db
          .delete(saveFollowUps)
          .where(sql`${saveFollowUps.sessionId} = any(${ids}::uuid[])`)
          .returning({ sessionId: saveFollowUps.sessionId });
        const removed = new Set(gone.map((r) => r.sessionId));
        for (const r of batch) r.removed(removed.has(r.sessionId));
      } catch (error) {
        for (const r of batch) r.failed(error);
      }
    }
    this.running = false;
  }
}

/** At most this many records a statement. */
const REMOVALS_AT_ONCE = 500;
const removals = new WeakMap<Queryable, RecordRemovals>();

function removalsFor(db: Queryable): RecordRemovals {
  let found = removals.get(db);
  if (!found) {
    found = new RecordRemovals(db);
    removals.set(db, found);
  }
  return found;
}

/** Records a failed try, with a pause before the next that doubles each time (30 s, 1 min, 2 min... ). */
export async function noteFailure(deps: AppDeps, sessionId: string, error: unknown) {
  const code = error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 500) : "unknown error";
  try {
    const [row] = await deps.database.db
      .update(saveFollowUps)
      .set({
        attempts: sql`${saveFollowUps.attempts} + 1`,
        nextAttemptAt: sql`${deps.clock().toISOString()}::timestamptz
          + make_interval(secs => ${FOLLOW_UP_GRACE_SECONDS} * power(2, ${saveFollowUps.attempts}))`,
        lastError: code,
      })
      .where(eq(saveFollowUps.sessionId, sessionId))
      .returning({ attempts: saveFollowUps.attempts });
    const gaveUp = row !== undefined && row.attempts >= FOLLOW_UP_MAX_ATTEMPTS;
    deps.log[gaveUp || !isDatabaseUnavailable(error) ? "error" : "warn"](
      { err: error, sessionId, attempts: row?.attempts },
      gaveUp
        ? "A save's follow-up steps failed too often and are left in save_follow_ups for an operator"
        : "A save's follow-up steps failed and will be tried again",
    );
  } catch (noted) {
    deps.log.warn({ err: noted, sessionId }, "A save's follow-up steps failed and the failure could not be recorded");
  }
}

/**
 * Runs a game's follow-ups for the save that wrote it or its retry. While the
 * database cannot be reached the error is thrown (the save answers 503 and
 * the client sends it again, and the retry finishes them); any other failure
 * is recorded, left to the sweep, and the save stands without outcomes.
 */
export async function followUpSave(
  deps: AppDeps,
  steps: readonly FollowUpStep[],
  game: SavedGame,
  answers?: ReadonlyMap<string, unknown>,
): Promise<SaveOutcomes> {
  try {
    if (answers && (await nothingToFollowUp(deps, game, answers, steps))) return noSaveOutcomes();
    return await runFollowUps(deps, steps, game, answers);
  } catch (error) {
    deps.metrics.followUps("failed");
    await noteFailure(deps, game.session.id, error);
    if (isDatabaseUnavailable(error)) throw error;
    return noSaveOutcomes();
  }
}

/** A stored game, as the steps see it. */
export async function savedGame(deps: AppDeps, sessionId: string): Promise<SavedGame | null> {
  const db = deps.database.db;
  const [session] = await db.select().from(sessions).where(eq(sessions.id, sessionId));
  if (!session) return null;
  const rows = await db
    .select()
    .from(questions)
    .where(eq(questions.sessionId, sessionId))
    .orderBy(asc(questions.position));
  return { session, questions: rows };
}

/**
 * What a game's follow-ups left standing, for a retry of its save whose first
 * answer never reached the player: what each step reports of it now
 * (`reportOnRetry`: the mission it completed, the challenge it played), where
 * the follow-ups run by the retry (if any) did not say so themselves. So
 * "Mission complete!" still shows after a lost answer, and never for a
 * mission the game did not complete.
 */
export async function reportedOnRetry(
  deps: AppDeps,
  steps: readonly FollowUpStep[],
  game: SavedGame,
  context: RetryContext,
  outcomes: SaveOutcomes,
): Promise<SaveOutcomes> {
  let reported = outcomes;
  for (const step of steps) {
    if (step.reportOnRetry) reported = await withReport(deps, step.reportOnRetry, game, context, reported);
  }
  return reported;
}

async function withReport<K extends keyof SaveOutcomes>(
  deps: AppDeps,
  report: { outcome: K; read(deps: AppDeps, game: SavedGame, context: RetryContext): Promise<SaveOutcomes[K]> },
  game: SavedGame,
  context: RetryContext,
  outcomes: SaveOutcomes,
): Promise<SaveOutcomes> {
  if (outcomes[report.outcome] !== null) return outcomes;
  return { ...outcomes, [report.outcome]: await report.read(deps, game, context) };
}
