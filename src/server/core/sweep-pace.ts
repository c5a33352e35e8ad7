import { setImmediate as turn, setTimeout as rest } from "node:timers/promises";
import type { AppDeps } from "./deps";

/**
 * What one round of a sweep did: how many it finished, and whether it
 * stopped at its time bound with work still owed (then the next round starts
 * at once instead of in SWEEP_INTERVAL_SECONDS).
 */
export interface RoundOutcome {
  done: number;
  more: boolean;
}

/**
 * The time a round keeps at its work before it stops and leaves the rest to
 * the next round: the other sweeps get their turn, and a server that closes
 * waits for one round at most.
 */
export const ROUND_BUDGET_MS = 2_000;

/**
 * A round's time bound, read on the app's clock: `over()` once `budgetMs`
 * have passed since it began (at once for a budget of 0, after the first
 * piece of work: a round always makes progress).
 */
export function roundBound(deps: Pick<AppDeps, "clock">, budgetMs = ROUND_BUDGET_MS) {
  const ends = deps.clock().getTime() + budgetMs;
  return { over: () => deps.clock().getTime() >= ends };
}

/**
 * Lets what waits on the event loop go first (a save's request, the answers
 * to its statements): a sweep calls it between two pieces of work, so that on
 * the embedded database's one connection a save never waits behind more than
 * one of them; the weekly reports' giving way (requests-in-hand.ts) is this
 * turn on the server's own thread.
 */
export const yieldToSaves = (): Promise<void> => turn();

/** When the next round of the sweeps starts: at once while one of them left work owed, else in `everyMs`. */
export const nextRoundInMs = (outcomes: readonly RoundOutcome[], everyMs: number): number =>
  outcomes.some((o) => o.more) ? 0 : everyMs;

/** A lane's clock and rest, which a test may stand in for. */
export interface LaneTime {
  now(): number;
  rest(ms: number): Promise<unknown>;
}

const REAL_TIME: LaneTime = { now: () => performance.now(), rest: (ms) => rest(ms) };

/**
 * Does `work` for each item, `atOnce` at a time (each lane takes the next
 * item when it is free), with a turn for the saves after each, until every
 * item is done or `work` answers false (the round's time is up, or the
 * database is away): then the lanes take no more. True when it stopped so.
 *
 * The sweep's pace: each lane starts a piece of work every `paceMs`, and a
 * piece quicker than that is followed by a rest until the next is due, so
 * that on a machine with time to spare the work is spread over the time it is
 * allowed and the saves beside it keep more of the machine. The lane keeps to
 * its schedule, not to each rest: a rest that ran late (a timer fires a
 * millisecond or so after it was asked to, which at 4 ms a piece stretched a
 * backlog's drain by a third) is taken off the next, which still starts at
 * least half the pace after the one before. A lane that falls behind by more
 * than a piece (slow work, a pause) starts its schedule again rather than
 * hurrying to catch up.
 */
export async function inLanes<T>(
  items: readonly T[],
  atOnce: number,
  work: (item: T) => Promise<boolean>,
  paceMs = 0,
  time: LaneTime = REAL_TIME,
): Promise<boolean> {
  const waiting = [...items];
  let stopped = false;
  const lane = async () => {
    let due = time.now();
    for (let item = waiting.shift(); item !== undefined && !stopped; item = waiting.shift()) {
      const began = time.now();
      if (began > due + paceMs) due = began;
      if (!(await work(item))) stopped = true;
      else {
        due = Math.max(due + paceMs, began + paceMs / 2);
        const spare = due - time.now();
        await (spare > 0 ? time.rest(spare) : yieldToSaves());
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, atOnce) }, lane));
  return stopped;
}

/**
 * The sweeps' paces (inLanes): at most one weekly report every 25 ms, which
 * sends 20,000 in 8.3 minutes of the 15 they are allowed, and one game's
 * follow-ups every 5 ms, which finishes a backlog of 100,000 in 8.3 minutes of
 * the 10 allowed. Where the work is slower, nothing rests. Decisions 0050 and
 * 0073 (5 ms, not 4: the saves beside a year's backlog kept within 20 ms).
 */
export const SWEEP_PACE_MS = { weeklyReport: 25, followUps: 5 } as const;

/**
 * Pieces of a sweep's work done at once: one, on both databases. On
 * PostgreSQL four lanes overlapped their waits, but each save beside them
 * waited longer (the save's p99 beside the weekly reports 89 ms against 41,
 * beside a backlog of follow-ups 20.2 against 17.6, at SCALE=0.01 on a quiet
 * machine), and one lane keeps well within both targets (17 ms a parent: 6
 * minutes for 20,000; 2.2 ms a game: 4 minutes for 100,000). Decision 0044.
 */
export const SWEEP_AT_ONCE = { postgres: 1, pglite: 1 } as const;
