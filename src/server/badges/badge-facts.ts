import { sql } from "drizzle-orm";
import { z } from "zod";
import type { BadgeFacts, ModeFacts } from "../../shared/engagement/badge-rules";
import { lookBackDays } from "../../shared/engagement/badge-rules";
import type { TriggerRule } from "../../shared/engagement/trigger-rule";
import { addUtcDays, startOfNextUtcDay, utcDateOf } from "../../shared/engagement/utc-date";
import { GAME_MODES, QUESTION_TYPES, type GameMode, type QuestionType } from "../../shared/game/modes";
import type { Queryable } from "../db/client";
import { referrals } from "../db/schema/billing";
import { children } from "../db/schema/children";
import { childModeStats, childPercentStats } from "../db/schema/learning";
import { streakShieldDays } from "../db/schema/engagement";
import { questions, sessions } from "../db/schema/play";

/** How far back the progress view looks for a run of right answers: the child's latest games. */
const RUN_HISTORY_GAMES = 200;

const mode = z.enum(GAME_MODES);
/** A driver's answer of these rows (schemas made once: zod compiles each on first use). */
const rowsOf = <T extends z.ZodType>(row: T) => z.object({ rows: z.array(row) });

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
const gatheredRows = rowsOf(
  z.object({
    games: z.array(gamesRow),
    percents: z.array(percentRow),
    days: z.array(dayRow),
    child: childRow.nullable(),
  }),
);
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

/**
 * Gathers what a child's pending badge rules look at, in one query (two for
 * the progress view) whatever the length of the history: games per mode, and
 * per mode and whole percentage with the fastest full marks, from the
 * summaries the save keeps (child_mode_stats, child_percent_stats: they hold
 * every game saved so far, also for a follow-up finished after a later game,
 * which can only bring forward a badge that later game would award, since
 * these counts only grow); the UTC dates played (and
 * covered by a shield) within the rules' look-back; the shield counters with
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
  const today = utcDateOf(now);
  const since = addUtcDays(today, -(lookBackDays(rules) - 1));
  const until = startOfNextUtcDay(now).toISOString();
  const modes: Partial<Record<GameMode, MutableModeFacts>> = {};
  const facts = (m: GameMode) => (modes[m] ??= emptyMode());

  // From the summaries the save keeps: at most a row a mode, and a row a mode and whole percentage.
  const games = sql`
    select ${childModeStats.mode} as mode, ${childModeStats.games} as games
    from ${childModeStats} where ${childModeStats.childId} = ${childId}`;
  const percents = sql`
    select ${childPercentStats.mode} as mode, ${childPercentStats.percent} as percent, ${childPercentStats.games} as games,
      ${childPercentStats.fastestFullMarks} as fastest
    from ${childPercentStats} where ${childPercentStats.childId} = ${childId}`;
  const days = sql`
    select distinct ${sessions.mode} as mode, to_char((${sessions.createdAt} at time zone 'UTC')::date, 'YYYY-MM-DD') as day
    from ${sessions}
    where ${sessions.childId} = ${childId}
      and ${sessions.createdAt} >= ${`${since}T00:00:00.000Z`}::timestamptz and ${sessions.createdAt} < ${until}::timestamptz
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
  // One round trip: each part comes back as JSON.
  const result = await db.execute(sql`
    select (select coalesce(json_agg(g), '[]'::json) from (${games}) g) as games,
      (select coalesce(json_agg(p), '[]'::json) from (${percents}) p) as percents,
      (select coalesce(json_agg(d), '[]'::json) from (${days}) d) as days,
      (select row_to_json(c) from (${counters}) c) as child`);
  const [gathered] = gatheredRows.parse(result).rows;
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
    if (row.mode === null) shieldDays.push(row.day);
    else facts(row.mode).days.push(row.day);
  }
  const child = gathered?.child;

  if (trigger) {
    facts(trigger.mode).longestRuns = trigger.longestRuns;
  } else if (rules.some((r) => r.type === "streak")) {
    for (const row of await longestRunsInLatestGames(db, childId)) {
      const f = facts(row.mode);
      f.longestRuns = {
        ...f.longestRuns,
        [row.question_type]: Math.max(f.longestRuns[row.question_type] ?? 0, row.run),
      };
    }
  }

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

/** The longest run of right answers of each question type within one game, per mode, over the latest games (gaps and islands). */
async function longestRunsInLatestGames(db: Queryable, childId: string) {
  const result = await db.execute(sql`
    with latest as (
      select ${sessions.id} as id, ${sessions.mode} as mode from ${sessions}
      where ${sessions.childId} = ${childId}
      order by ${sessions.createdAt} desc limit ${RUN_HISTORY_GAMES}
    ), typed as (
      select latest.mode, q.session_id, q.question_type, q.is_correct,
        row_number() over (partition by q.session_id, q.question_type order by q.position)
          - row_number() over (partition by q.session_id, q.question_type, q.is_correct order by q.position) as grp
      from latest join ${questions} q on q.session_id = latest.id
    ), runs as (
      select mode, question_type, count(*) as run from typed where is_correct group by mode, question_type, session_id, grp
    )
    select mode, question_type, max(run)::int as run from runs group by mode, question_type`);
  return runRows.parse(result).rows;
}
