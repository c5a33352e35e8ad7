import { sql, type Placeholder, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { BadgeFacts, ModeFacts } from "../../shared/engagement/badge-rules";
import { lookBackDays } from "../../shared/engagement/badge-rules";
import type { TriggerRule } from "../../shared/engagement/trigger-rule";
import { addUtcDays, utcDateOf, type UtcDate } from "../../shared/engagement/utc-date";
import { GAME_MODES, QUESTION_TYPES, type GameMode, type QuestionType } from "../../shared/game/modes";
import type { Queryable } from "../db/client";
import { arrayLiteral, rowsOf } from "../db/rows";
import { referrals } from "../db/schema/billing";
import { children } from "../db/schema/children";
import { childDayStats, childModeStats, childPercentStats } from "../db/schema/learning";
import { streakShieldDays } from "../db/schema/engagement";
import { questions, sessions } from "../db/schema/play";

/** How far back the progress view looks for a run of right answers: the child's latest games. */
const RUN_HISTORY_GAMES = 200;

const mode = z.enum(GAME_MODES);

const gamesRow = z.object({ mode, games: z.coerce.number().int() });
const percentRow = z.object({
  mode,
  percent: z.coerce.number().int(),
  games: z.coerce.number().int(),
  fastest: z.coerce.number().int().nullable(),
});
const dayRow = z.object({ mode: mode.nullable(), day: z.string() });
const childRow = z.object({
  shields_earned: z.coerce.number().int(),
  shield_uses: z.coerce.number().int(),
  referrals_completed: z.coerce.number().int(),
});
const gatheredRow = z.object({
  games: z.array(gamesRow),
  percents: z.array(percentRow),
  days: z.array(dayRow),
  child: childRow.nullable(),
});
const runRows = rowsOf(z.object({ mode, question_type: z.enum(QUESTION_TYPES), run: z.coerce.number().int() }));

/** The game that prompted a check: its mode, and the longest runs of right answers in it. */
export interface TriggeringGame {
  mode: GameMode;
  longestRuns: Partial<Record<QuestionType, number>>;
}

type MutableModeFacts = { -readonly [K in keyof ModeFacts]: ModeFacts[K] } & {
  percentCounts: Array<readonly [number, number]>;
  days: string[];
};

const emptyMode = (): MutableModeFacts => ({
  sessions: 0,
  percentCounts: [],
  fastestFullMarksSeconds: null,
  longestRuns: {},
  days: [],
});

/** The game a save has just written, as parts of its statement name them (play/write-game.ts). */
export interface JustWritten {
  /** The inserted session (`mode`, `created_at`). */
  session: SQL;
  /** The child's summary of the game's mode as the save's upsert left it (`mode`, `games`). */
  modeStats: SQL;
  /** The child's count of games of the game's mode and percentage as the upsert left it (none for a game without a maximum score). */
  percentStats: SQL;
}

/**
 * What a child's badge rules look at, as one row of JSON parts (games, percents,
 * days, child): from the summaries the save keeps (child_mode_stats,
 * child_percent_stats), the UTC dates played from `since` to `today` (from
 * child_day_stats, a row a mode a day however many games the days hold) and
 * those covered by a shield, and the shield counters with the family's completed
 * referrals. Inside a save's own statement (`written`), the rows of the
 * game's mode and percentage are the ones its upserts return, and its day is
 * added: the rest is read as the statement began. The child and the dates may
 * be placeholders of a statement whose text is kept (write-game.ts).
 */
export function badgeFactsQuery(
  childId: string | Placeholder | SQL,
  { since, today }: { since: UtcDate | Placeholder | SQL; today: UtcDate | Placeholder | SQL },
  written?: JustWritten,
): SQL {
  const games = sql`
    select ${childModeStats.mode} as mode, ${childModeStats.games} as games
    from ${childModeStats} where ${childModeStats.childId} = ${childId}
    ${
      written
        ? sql`and not exists (select 1 from ${written.modeStats} w where w.mode = ${childModeStats.mode})
    union all select w.mode, w.games from ${written.modeStats} w`
        : sql``
    }`;
  const percents = sql`
    select ${childPercentStats.mode} as mode, ${childPercentStats.percent} as percent, ${childPercentStats.games} as games,
      ${childPercentStats.fastestFullMarks} as fastest
    from ${childPercentStats} where ${childPercentStats.childId} = ${childId}
    ${
      written
        ? sql`and not exists (select 1 from ${written.percentStats} w
      where w.mode = ${childPercentStats.mode} and w.percent = ${childPercentStats.percent})
    union all select w.mode, w.percent, w.games, w.fastest_full_marks from ${written.percentStats} w`
        : sql``
    }`;
  // The days played come from the save's summary of each day (a row a mode a day), however many games they hold.
  const playedDays = sql`
    select ${childDayStats.mode} as mode, ${childDayStats.day} as day
    from ${childDayStats}
    where ${childDayStats.childId} = ${childId} and ${childDayStats.day} between ${since}::date and ${today}::date
    ${written ? sql`union select w.mode, (w.created_at at time zone 'UTC')::date from ${written.session} w` : sql``}`;
  const days = sql`
    select p.mode, to_char(p.day, 'YYYY-MM-DD') as day from (${playedDays}) p
    union all
    select null, to_char(${streakShieldDays.day}, 'YYYY-MM-DD')
    from ${streakShieldDays}
    where ${streakShieldDays.childId} = ${childId} and ${streakShieldDays.day} between ${since}::date and ${today}::date`;
  const counters = sql`
    select ${children.streakShieldCount} as shields_earned, ${children.streakShieldUsesCount} as shield_uses,
      (select count(*)::int from ${referrals}
       where ${referrals.status} = 'completed'
         and (${referrals.referrerParentId} = ${children.parentId} or ${referrals.referredParentId} = ${children.parentId})
      ) as referrals_completed
    from ${children} where ${children.id} = ${childId}`;
  // Each part comes back as JSON, so that all of them take one round trip.
  return sql`
    select (select coalesce(json_agg(g), '[]'::json) from (${games}) g) as games,
      (select coalesce(json_agg(p), '[]'::json) from (${percents}) p) as percents,
      (select coalesce(json_agg(d), '[]'::json) from (${days}) d) as days,
      (select row_to_json(c) from (${counters}) c) as child`;
}

/** What badgeFactsQuery answers, read. */
export type GatheredFacts = z.infer<typeof gatheredRow>;

/** badgeFactsQuery's answer, read (a save carries it as JSON). */
export const readGatheredFacts = (row: unknown): GatheredFacts => gatheredRow.parse(row);

/** The UTC days a check of badge rules reads, from `since` to `today`. */
export interface FactsWindow {
  since: UtcDate;
  today: UtcDate;
}

/** The dates a check of these rules reads, up to the end of `now`'s UTC day. */
export function factsWindow(rules: readonly TriggerRule[], now: Date): FactsWindow {
  const today = utcDateOf(now);
  return {
    today,
    since: addUtcDays(today, -(lookBackDays(rules) - 1)),
  };
}

/**
 * Badge facts from badgeFactsQuery's answer, for rules whose look-back starts
 * at `since` (days before it, which a save's statement may carry, are left
 * out), with the triggering game's longest runs.
 */
export function factsOf(
  gathered: GatheredFacts | undefined,
  { today, since }: { today: UtcDate; since: UtcDate },
  trigger: TriggeringGame | null,
): BadgeFacts {
  const modes: Partial<Record<GameMode, MutableModeFacts>> = {};
  const facts = (m: GameMode) => (modes[m] ??= emptyMode());
  for (const row of gathered?.games ?? []) facts(row.mode).sessions = row.games;
  for (const row of gathered?.percents ?? []) {
    const f = facts(row.mode);
    f.percentCounts.push([row.percent, row.games]);
    if (row.fastest !== null) {
      f.fastestFullMarksSeconds = Math.min(f.fastestFullMarksSeconds ?? Infinity, row.fastest);
    }
  }
  const shieldDays: string[] = [];
  for (const row of gathered?.days ?? []) {
    if (row.day < since) continue;
    if (row.mode === null) shieldDays.push(row.day);
    else facts(row.mode).days.push(row.day);
  }
  if (trigger) facts(trigger.mode).longestRuns = trigger.longestRuns;
  const child = gathered?.child;
  return {
    today,
    modes,
    shieldDays,
    shieldsEarned: child?.shields_earned ?? 0,
    shieldUses: child?.shield_uses ?? 0,
    referralsCompleted: child?.referrals_completed ?? 0,
    triggeringMode: trigger?.mode ?? null,
  };
}

/**
 * Gathers what a child's pending badge rules look at, in one query (two for
 * the progress view) whatever the length of the history: games per mode, and
 * per mode and whole percentage with the fastest full marks, from the
 * summaries the save keeps (child_mode_stats, child_percent_stats: they hold
 * every game saved so far, also for a follow-up finished after a later game,
 * which can only bring forward a badge that later game would award, since
 * these counts only grow); the UTC dates played (child_day_stats) and
 * covered by a shield within the rules' look-back; the shield counters with
 * the family's completed referrals; and, for the progress view only, the
 * longest runs of right answers in the child's latest games (after a save,
 * the runs are those of the game just played, which is where a run is made).
 */
export async function gatherBadgeFacts(
  db: Queryable,
  childId: string,
  rules: readonly TriggerRule[],
  now: Date,
  trigger: TriggeringGame | null,
): Promise<BadgeFacts> {
  const window = factsWindow(rules, now);
  const [gathered] = await gatheredFactsOf(db, [{ childId, window }]);
  const facts = factsOf(gathered, window, trigger);
  if (!trigger && rules.some((r) => r.type === "streak")) {
    const modes = facts.modes as Partial<Record<GameMode, MutableModeFacts>>;
    for (const row of await longestRunsInLatestGames(db, childId)) {
      const f = (modes[row.mode] ??= emptyMode());
      f.longestRuns = {
        ...f.longestRuns,
        [row.question_type]: Math.max(f.longestRuns[row.question_type] ?? 0, row.run),
      };
    }
  }
  return facts;
}

const gatheredEach = rowsOf(gatheredRow.extend({ i: z.coerce.number().int() }));

/**
 * badgeFactsQuery's answer for each of `reads` (a child, and the days to read), in one statement whatever their
 * number (its text is the same too: the reads go as arrays): the follow-ups' sweep reads a batch of games' so,
 * where each game sent its own statement. In the order of `reads`.
 */
export async function gatheredFactsOf(
  db: Queryable,
  reads: ReadonlyArray<{ childId: string; window: FactsWindow }>,
): Promise<Array<GatheredFacts | undefined>> {
  if (reads.length === 0) return [];
  const { rows } = gatheredEach.parse(
    await db.execute(sql`
      select r.i, f.* from unnest(
        ${arrayLiteral(reads.map((_, i) => String(i)))}::int[], ${arrayLiteral(reads.map((r) => r.childId))}::uuid[],
        ${arrayLiteral(reads.map((r) => r.window.since))}::date[], ${arrayLiteral(reads.map((r) => r.window.today))}::date[]
      ) as r(i, child_id, since, today)
      cross join lateral (${badgeFactsQuery(sql`r.child_id`, { since: sql`r.since`, today: sql`r.today` })}) f`),
  );
  const gathered: Array<GatheredFacts | undefined> = reads.map(() => undefined);
  for (const { i, ...row } of rows) gathered[i] = row;
  return gathered;
}

/**
 * The statement of the longest run of right answers of each question type within one game, per mode, over the
 * child's latest games (gaps and islands). Each game's questions are read on their own, through a lateral
 * subquery that groups them (so it is never folded into a join): the plan is an index scan of
 * questions (session_id, position) for each of the latest games, whatever the table's statistics say. As one join
 * of the latest games and questions, stale statistics once had it read the whole of questions (0.5 s).
 */
export function longestRunsInLatestGamesQuery(childId: string): SQL {
  return sql`
    select latest.mode, runs.question_type, max(runs.run)::int as run
    from (
      select ${sessions.id} as id, ${sessions.mode} as mode from ${sessions}
      where ${sessions.childId} = ${childId}
      order by ${sessions.createdAt} desc limit ${RUN_HISTORY_GAMES}
    ) latest
    cross join lateral (
      select typed.question_type, count(*) as run from (
        select q.question_type, q.is_correct,
          row_number() over (partition by q.question_type order by q.position)
            - row_number() over (partition by q.question_type, q.is_correct order by q.position) as grp
        from ${questions} q where q.session_id = latest.id
      ) typed
      where typed.is_correct group by typed.question_type, typed.grp
    ) runs
    group by latest.mode, runs.question_type`;
}

async function longestRunsInLatestGames(db: Queryable, childId: string) {
  return runRows.parse(await db.execute(longestRunsInLatestGamesQuery(childId))).rows;
}
