import { eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { isShieldActive, isShieldExpiringSoon, consumeShield, type ShieldState } from "../../shared/engagement/shield";
import { computeStreak, isTowerUnlocked, type StreakResult } from "../../shared/engagement/streak";
import { towerDailyWinsOn } from "../../shared/engagement/tower-wins";
import { addUtcDays, startOfNextUtcDay, utcDateOf, type UtcDate } from "../../shared/engagement/utc-date";
import type { Actor } from "../auth/actor";
import { authorizeChild } from "../auth/policies/child-policy";
import type { Queryable } from "../db/client";
import { children } from "../db/schema/children";
import { streakShieldDays } from "../db/schema/engagement";
import { sessions } from "../db/schema/play";
import type { AppDeps } from "../core/deps";

type ChildRow = typeof children.$inferSelect;

/** A child's streak now, and whether the child has ever played (a child who never has has no run at all). */
export type ChildStreak = StreakResult & { played: boolean };

const latestRunSchema = z.object({ child_id: z.string(), latest: z.string(), run: z.coerce.number().int() });

/**
 * Each child's most recent run of consecutive UTC play days up to today,
 * worked out in SQL (gaps and islands) in one statement for the whole list:
 * only its last date and its length come back, however long the history.
 * A child who never played has no entry.
 */
async function latestRuns(db: Queryable, childIds: readonly string[], now: Date): Promise<Map<string, UtcDate[]>> {
  if (childIds.length === 0) return new Map();
  const result = await db.execute(sql`
    with days as (
      select ${sessions.childId} as child_id, (${sessions.createdAt} at time zone 'UTC')::date as d
      from ${sessions}
      where ${inArray(sessions.childId, childIds)} and ${sessions.createdAt} < ${startOfNextUtcDay(now).toISOString()}::timestamptz
      union
      select ${streakShieldDays.childId}, ${streakShieldDays.day} from ${streakShieldDays}
      where ${inArray(streakShieldDays.childId, childIds)} and ${streakShieldDays.day} <= ${utcDateOf(now)}::date
    ), islands as (
      select child_id, d, d + (row_number() over (partition by child_id order by d desc))::int as grp from days
    ), latest as (
      select distinct on (child_id) child_id, grp from islands order by child_id, d desc
    )
    select i.child_id, to_char(max(i.d), 'YYYY-MM-DD') as latest, count(*) as run
    from islands i join latest l on l.child_id = i.child_id and l.grp = i.grp
    group by i.child_id`);
  const rows = z.object({ rows: z.array(latestRunSchema) }).parse(result).rows;
  return new Map(
    rows.map((row) => [row.child_id, Array.from({ length: row.run }, (_, i) => addUtcDays(row.latest, -i))]),
  );
}

const shieldOf = (child: ChildRow): ShieldState => ({
  held: child.hasStreakShield,
  expiresAt: child.streakShieldExpiresAt,
  usesCount: child.streakShieldUsesCount,
});

/** Each child's streak now, counting an active shield it would need as used; one statement, reads only. */
export async function evaluateEach(
  db: Queryable,
  kids: readonly ChildRow[],
  now: Date,
): Promise<Map<string, ChildStreak>> {
  const runs = await latestRuns(
    db,
    kids.map((k) => k.id),
    now,
  );
  return new Map(
    kids.map((child) => {
      const run = runs.get(child.id);
      const active = isShieldActive(shieldOf(child), now);
      return [child.id, { ...computeStreak(run ?? [], utcDateOf(now), { active }), played: run !== undefined }];
    }),
  );
}

/** The child's streak now, counting an active shield it would need as used; reads only. */
export async function evaluate(db: Queryable, child: ChildRow, now: Date): Promise<ChildStreak> {
  const streak = (await evaluateEach(db, [child], now)).get(child.id);
  if (!streak) throw new Error(`No streak worked out for child ${child.id}`);
  return streak;
}

/**
 * Consumes the shield when the streak would break. Under a lock on the child
 * and worked out again, so that two dashboards opening at once use it once.
 * `spent` says whether this call spent it.
 */
async function consumeIfStillNeeded(db: Queryable, childId: string, now: Date) {
  return db.transaction(async (tx) => {
    const [child] = await tx.select().from(children).where(eq(children.id, childId)).for("update");
    if (!child) throw new Error(`Child ${childId} vanished during the streak check`);
    const streak = await evaluate(tx, child, now);
    if (!streak.shieldUsed) return { child, streak, spent: false };
    const used = consumeShield(shieldOf(child));
    // The missed day now counts as played, so the saved streak stays saved.
    await tx
      .insert(streakShieldDays)
      .values({ childId, day: addUtcDays(utcDateOf(now), -1), createdAt: now })
      .onConflictDoNothing();
    const [updated] = await tx
      .update(children)
      .set({ hasStreakShield: used.held, streakShieldUsesCount: used.usesCount })
      .where(eq(children.id, childId))
      .returning();
    return { child: updated ?? child, streak, spent: true };
  });
}

/** The summary; `spent` when this request spent the shield, otherwise whether the streak still needs it. */
function presentPlaySummary(child: ChildRow, streak: ChildStreak, now: Date, spent: boolean) {
  const shield = shieldOf(child);
  const active = isShieldActive(shield, now);
  return {
    streak: streak.streak,
    shield_needed: !spent && streak.shieldUsed,
    shield_used: spent,
    shield: {
      has_streak_shield: child.hasStreakShield,
      streak_shield_expires_at: child.streakShieldExpiresAt?.toISOString() ?? null,
      active,
      expiring_soon: isShieldExpiringSoon(shield, now),
    },
    tower_unlocked: isTowerUnlocked(streak.streak, active),
    has_played: streak.played,
    times_table_tower_daily_wins: towerDailyWinsOn(
      { dailyWins: child.timesTableTowerDailyWins, lastWinDate: child.timesTableTowerLastWinDate },
      utcDateOf(now),
    ),
  };
}

/**
 * Whether Times Table Tower is open to the child now: a 3-day streak or an
 * active shield. Reads only; a shield the streak would need is not spent here.
 */
export async function isTowerOpenFor(db: Queryable, childId: string, now: Date): Promise<boolean> {
  const [child] = await db.select().from(children).where(eq(children.id, childId)).limit(1);
  if (!child) return false;
  return towerOpenOf(child, (await evaluate(db, child, now)).streak, now);
}

/** Whether the Tower is open to the child with this streak now (an active shield keeps it open). */
export function towerOpenOf(child: ChildRow, streak: number, now: Date): boolean {
  return isTowerUnlocked(streak, isShieldActive(shieldOf(child), now));
}

/**
 * The child's streak (counting an active shield it needs), shield, tower lock
 * and today's tower wins. Reads only: a shield the streak needs is spent by
 * `spendStreakShield`, which the child's dashboard posts when told so.
 */
export async function playSummary(deps: AppDeps, actor: Actor, childId: string) {
  const db = deps.database.db;
  const now = deps.clock();
  const { child } = await authorizeChild(db, actor, childId, "read");
  return presentPlaySummary(child, await evaluate(db, child, now), now, false);
}

/**
 * Spends the child's active shield when the streak would break without it
 * (used up "when the streak would break", docs/product/accounts.md#streak-shield, which shows the child
 * the shield-activated message), and answers the summary after it. Of several
 * at once, one spends it; the others, and any later, find nothing to do.
 */
export async function spendStreakShield(deps: AppDeps, actor: Actor, childId: string) {
  const db = deps.database.db;
  const now = deps.clock();
  const { child } = await authorizeChild(db, actor, childId, "play");
  const streak = await evaluate(db, child, now);
  if (!streak.shieldUsed) return presentPlaySummary(child, streak, now, false);
  const consumed = await consumeIfStillNeeded(db, childId, now);
  return presentPlaySummary(consumed.child, consumed.streak, now, consumed.spent);
}
