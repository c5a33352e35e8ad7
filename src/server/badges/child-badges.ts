import { and, asc, eq } from "drizzle-orm";
import type { BadgeProgress } from "../../shared/api/badges";
import { ruleProgress } from "../../shared/engagement/badge-rules";
import { triggerRuleSchema } from "../../shared/engagement/trigger-rule";
import type { Actor } from "../auth/actor";
import { authorizeChild } from "../auth/policies/child-policy";
import { badges, userBadges } from "../db/schema/engagement";
import type { AppDeps } from "../core/deps";
import { gatherBadgeFacts } from "./badge-facts";
import { needsReferralSides, presentBadgeSummary, referralSidesOf } from "./present-badge";

/**
 * The awards dialog's badges: every active badge, in the order they were
 * made, each earned (with its date) or locked with how near the child is.
 * A badge since retired stays in the list for a child who earned it.
 */
export async function childBadges(deps: AppDeps, actor: Actor, childId: string): Promise<BadgeProgress[]> {
  const db = deps.database.db;
  await authorizeChild(db, actor, childId, "readAwards");
  const rows = await db
    .select({ badge: badges, awardedAt: userBadges.awardedAt })
    .from(badges)
    .leftJoin(userBadges, and(eq(userBadges.badgeId, badges.id), eq(userBadges.childId, childId)))
    .orderBy(asc(badges.createdAt), asc(badges.name));
  const shown = rows.filter((r) => r.badge.isActive || r.awardedAt !== null);
  const locked = shown.flatMap((r) => {
    const rule = triggerRuleSchema.safeParse(r.badge.triggerRule);
    return r.awardedAt === null && rule.success ? [{ id: r.badge.id, rule: rule.data }] : [];
  });
  const facts =
    locked.length === 0
      ? null
      : await gatherBadgeFacts(
          db,
          childId,
          locked.map((b) => b.rule),
          deps.clock(),
          null,
        );
  const progressOf = new Map(locked.map((b) => [b.id, facts === null ? 0 : ruleProgress(b.rule, facts)]));
  const sides = shown.some((r) => r.awardedAt !== null && needsReferralSides(r.badge.id))
    ? await referralSidesOf(db, childId)
    : undefined;
  return shown.map((r) => ({
    badge: presentBadgeSummary(r.badge, r.awardedAt !== null ? sides : undefined),
    earned: r.awardedAt !== null,
    earned_at: r.awardedAt?.toISOString() ?? null,
    progress: r.awardedAt !== null ? 100 : (progressOf.get(r.badge.id) ?? 0),
  }));
}
