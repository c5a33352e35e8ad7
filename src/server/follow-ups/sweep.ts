import { and, asc, inArray, lte, lt } from "drizzle-orm";
import { questions, saveFollowUps, sessions } from "../db/schema/play";
import { isDatabaseUnavailable } from "../db/unavailable";
import type { AppDeps } from "../core/deps";
import {
  inLanes,
  roundBound,
  ROUND_BUDGET_MS,
  SWEEP_AT_ONCE,
  SWEEP_PACE_MS,
  yieldToSaves,
  type RoundOutcome,
} from "../core/sweep-pace";
import { FOLLOW_UP_MAX_ATTEMPTS, noteFailure, nothingLeftToDo, removeRecords, runFollowUps } from "./runner";
import type { FollowUpStep, SavedGame } from "./step";

/** Games read per batch: their sessions and questions in two statements, not two per game. */
const FOLLOW_UP_BATCH = 50;

/**
 * The games of a batch checked together for nothing left to do: each step reads for them all at once (decision
 * 0070), where each game sent its own statements; ten keeps each piece of the sweep's work short beside the saves.
 */
const CHECKED_TOGETHER = 10;

/** The batch's games, as the steps see them, by session id: two statements whatever their number. */
async function savedGames(deps: AppDeps, sessionIds: readonly string[]): Promise<Map<string, SavedGame>> {
  const db = deps.database.db;
  const ids = [...sessionIds];
  const found = await db.select().from(sessions).where(inArray(sessions.id, ids));
  const rows = await db
    .select()
    .from(questions)
    .where(inArray(questions.sessionId, ids))
    .orderBy(asc(questions.sessionId), asc(questions.position));
  const questionsOf = new Map<string, Array<(typeof rows)[number]>>();
  for (const row of rows) {
    const list = questionsOf.get(row.sessionId);
    if (list) list.push(row);
    else questionsOf.set(row.sessionId, [row]);
  }
  return new Map(found.map((session) => [session.id, { session, questions: questionsOf.get(session.id) ?? [] }]));
}

/** The games whose follow-ups are due (at most `limit`), oldest first, with the steps recorded for each. */
function dueGames(deps: AppDeps, limit: number) {
  return deps.database.db
    .select({ sessionId: saveFollowUps.sessionId, steps: saveFollowUps.steps })
    .from(saveFollowUps)
    .where(and(lte(saveFollowUps.nextAttemptAt, deps.clock()), lt(saveFollowUps.attempts, FOLLOW_UP_MAX_ATTEMPTS)))
    .orderBy(asc(saveFollowUps.nextAttemptAt))
    .limit(limit);
}

/** Whether any game's follow-ups are due: whether a round would find work (sweeps.ts asks before it starts one). */
export async function followUpsOwed(deps: AppDeps): Promise<boolean> {
  return (await dueGames(deps, 1)).length > 0;
}

/**
 * The sweep's round of follow-ups: finishes those that no save finished (the
 * process died between a game's commit and its follow-ups, the database went
 * away, a step failed), oldest first, in batches, ten games at a time
 * (CHECKED_TOGETHER, in `atOnce` lanes) with a turn for the saves between two
 * pieces (core/sweep-pace.ts), until none is due or the round's time bound is
 * reached. Safe with several servers sweeping at once: whoever removes a
 * game's record does its steps (runner.ts). Most games have nothing left to
 * do (no badge earned): as a save does, the sweep finds that out by reading,
 * outside any transaction, the ten games' in one statement of each kind
 * (decision 0070), and removes those games' records together at the end of
 * the batch, in one or two statements (decision 0064); the others are run in
 * a transaction each. `done` is how many games it finished; `more` when it
 * stopped at its bound having finished some, with games still due.
 */
export async function sweepFollowUps(
  deps: AppDeps,
  steps: readonly FollowUpStep[],
  {
    budgetMs = ROUND_BUDGET_MS,
    batch = FOLLOW_UP_BATCH,
    atOnce = SWEEP_AT_ONCE[deps.database.kind],
  }: { budgetMs?: number; batch?: number; atOnce?: number } = {},
): Promise<RoundOutcome> {
  const bound = roundBound(deps, budgetMs);
  let finished = 0;
  for (;;) {
    const due = await dueGames(deps, batch);
    if (due.length === 0) return { done: finished, more: false };
    const games = await savedGames(
      deps,
      due.map((d) => d.sessionId),
    );
    let progress = false;
    let unavailable = false;
    const nothingLeft: string[] = [];
    const found = due.flatMap(({ sessionId, steps: recorded }) => {
      const game = games.get(sessionId);
      return game ? [{ game, answers: new Map(Object.entries(recorded)) }] : [];
    });
    const chunks: Array<typeof found> = [];
    for (let i = 0; i < found.length; i += CHECKED_TOGETHER) chunks.push(found.slice(i, i + CHECKED_TOGETHER));
    const stopped = await inLanes(
      chunks,
      atOnce,
      async (chunk) => {
        let left: boolean[];
        try {
          left = await nothingLeftToDo(deps, steps, chunk);
        } catch (error) {
          unavailable = isDatabaseUnavailable(error);
          if (unavailable) return false;
          // Each is run in a transaction of its own instead, as a save's follow-ups are, and fails alone.
          deps.log.warn({ err: error }, "The follow-ups of a batch of games could not be checked together");
          left = chunk.map(() => false);
        }
        for (const [k, { game }] of chunk.entries()) {
          if (left[k]) {
            nothingLeft.push(game.session.id);
            progress = true;
            continue;
          }
          try {
            await yieldToSaves();
            await runFollowUps(deps, steps, game);
            finished++;
            progress = true;
          } catch (error) {
            deps.metrics.followUps("failed");
            await noteFailure(deps, game.session.id, error);
            unavailable ||= isDatabaseUnavailable(error);
            if (unavailable) return false;
          }
        }
        return !bound.over();
      },
      SWEEP_PACE_MS.followUps * CHECKED_TOGETHER,
    );
    try {
      finished += await removeRecords(deps, nothingLeft);
    } catch (error) {
      // Left due: the next round reads them again, and finds the same.
      deps.log.warn({ err: error }, "The follow-ups of games with nothing left to do could not be removed");
      return { done: finished, more: false };
    }
    if (unavailable) return { done: finished, more: false };
    if (stopped) return { done: finished, more: finished > 0 };
    // A batch that finished none (each failed, and waits for its next try; or the games are gone) ends the round.
    if (due.length < batch || !progress) return { done: finished, more: false };
  }
}
