import { and, eq, notExists, sql } from "drizzle-orm";
import type { BadgeSummary } from "../../shared/api/badges";
import { newlyEarnedBadges } from "../../shared/engagement/badge-rules";
import { triggerRuleSchema, type TriggerRuleType } from "../../shared/engagement/trigger-rule";
import type { Queryable } from "../db/client";
import { badges, userBadges } from "../db/schema/engagement";
import type { AppDeps } from "../deps";
import { gatherBadgeFacts, type TriggeringGame } from "./badge-facts";
import { presentBadgeSummary } from "./present-badge";

/** The active badges a child has not earned yet. */
function pendingBadges(db: Queryable, childId: string) {
  return db
    .select()
    .from(badges)
    .where(
      and(
        eq(badges.isActive, true),
        notExists(
          db
            .select({ one: sql`1` })
            .from(userBadges)
            .where(and(eq(userBadges.childId, childId), eq(userBadges.badgeId, badges.id))),
        ),
      ),
    );
}

export interface BadgeCheck {
  childId: string;
  /** The parent's user id, kept on each award as the spec's user_badges.user_id. */
  userId: string;
  /** The game that prompted the check, or null (a referral completing). */
  game: TriggeringGame | null;
  /** Only these rule types (all when absent). */
  types?: ReadonlySet<TriggerRuleType>;
}

/**
 * Awards the child every active badge whose rule they now meet, and returns
 * the ones this call awarded. A fixed number of queries whatever the history
 * (one when nothing is pending). The unique (child, badge) key decides between
 * saves racing each other: `on conflict do nothing` inserts each award once,
 * and only the call whose insert landed reports it, so a badge is toasted once.
 */
export async function awardBadges(deps: AppDeps, check: BadgeCheck): Promise<BadgeSummary[]> {
  const db = deps.database.db;
  const pending = (await pendingBadges(db, check.childId)).flatMap((b) => {
    const rule = triggerRuleSchema.safeParse(b.triggerRule);
    return rule.success && (check.types === undefined || check.types.has(rule.data.type))
      ? [{ ...b, rule: rule.data }]
      : [];
  });
  if (pending.length === 0) return [];
  const now = deps.clock();
  const rules = pending.map((b) => b.rule);
  const facts = await gatherBadgeFacts(db, check.childId, rules, now, check.game);
  const earned = newlyEarnedBadges(pending, new Set(), facts);
  if (earned.length === 0) return [];
  const inserted = await db
    .insert(userBadges)
    .values(earned.map((b) => ({ userId: check.userId, badgeId: b.id, childId: check.childId, awardedAt: now })))
    .onConflictDoNothing({ target: [userBadges.childId, userBadges.badgeId] })
    .returning({ badgeId: userBadges.badgeId });
  const landed = new Set(inserted.map((r) => r.badgeId));
  return earned.filter((b) => landed.has(b.id)).map(presentBadgeSummary);
}
