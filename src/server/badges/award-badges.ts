import { and, eq, notExists, sql, type Placeholder, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { BadgeSummary } from "../../shared/api/badges";
import { newlyEarnedBadges } from "../../shared/engagement/badge-rules";
import { triggerRuleSchema, type TriggerRule, type TriggerRuleType } from "../../shared/engagement/trigger-rule";
import type { Queryable } from "../db/client";
import { badges, userBadges } from "../db/schema/engagement";
import type { AppDeps } from "../core/deps";
import type { UtcDate } from "../../shared/engagement/utc-date";
import { factsOf, factsWindow, gatherBadgeFacts, type GatheredFacts, type TriggeringGame } from "./badge-facts";
import { needsReferralSides, presentBadgeSummary, referralSidesOf, type BadgeRow } from "./present-badge";

/** A child's badge facts as a save's own statement read them, covering the days from `since` on. */
export interface FactsAtWrite {
  gathered: GatheredFacts;
  since: UtcDate;
}

/** A badge the child has not earned yet, with its rule read. */
export type PendingBadge = Pick<BadgeRow, "id" | "name" | "description" | "imageUrl"> & { rule: TriggerRule };

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

/** The same as an SQL expression, for a save's probe: a JSON array of the badges, or null when there are none. */
export function pendingBadgesProbe(childId: string | Placeholder): SQL {
  return sql`(
    select jsonb_agg(jsonb_build_object('id', b.id, 'name', b.name, 'description', b.description,
      'image_url', b.image_url, 'rule_text', b.trigger_rule::text))
    from ${badges} b
    where b.is_active and not exists (
      select 1 from ${userBadges} u where u.child_id = ${childId} and u.badge_id = b.id))`;
}

const probedBadges = z.array(
  z.object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    image_url: z.string().nullable(),
    rule_text: z.string(),
  }),
);

/**
 * Rules read before, by their stored text: every save reads the same few
 * badges' rules, so each is checked once (bounded, for a catalogue that keeps
 * changing). Null: a rule that does not read.
 */
const rulesRead = new Map<string, TriggerRule | null>();
const RULES_KEPT = 1_000;

function ruleOf(text: string): TriggerRule | null {
  let rule = rulesRead.get(text);
  if (rule === undefined) {
    const read = triggerRuleSchema.safeParse(JSON.parse(text));
    rule = read.success ? read.data : null;
    if (rulesRead.size >= RULES_KEPT) rulesRead.clear();
    rulesRead.set(text, rule);
  }
  return rule;
}

/** What pendingBadgesProbe answered, as pending badges. */
export function probedPendingBadges(answer: unknown): PendingBadge[] {
  return probedBadges.parse(answer).flatMap((b) => {
    const rule = ruleOf(b.rule_text);
    return rule ? [{ id: b.id, name: b.name, description: b.description, imageUrl: b.image_url, rule }] : [];
  });
}

/** A badge with its stored rule read; a rule that does not read (never written by this app) leaves the badge out. */
function withRule<B extends { triggerRule: unknown }>(badge: B): Array<B & { rule: TriggerRule }> {
  const rule = triggerRuleSchema.safeParse(badge.triggerRule);
  return rule.success ? [{ ...badge, rule: rule.data }] : [];
}

/**
 * The pending badges whose rule the child meets now, without awarding them:
 * the pending badges (unless known) and their facts, read in one query, or
 * none when the save's own statement brought the facts as of its commit
 * (`atWrite`) and they reach back far enough for the rules.
 */
export async function earnableBadges(
  deps: AppDeps,
  check: BadgeCheck,
  known?: readonly PendingBadge[],
  atWrite?: FactsAtWrite,
): Promise<PendingBadge[]> {
  const db = deps.database.db;
  const pending = (known ?? (await pendingBadges(db, check.childId)).flatMap(withRule)).filter(
    (b) => check.types === undefined || check.types.has(b.rule.type),
  );
  if (pending.length === 0) return [];
  const rules = pending.map((b) => b.rule);
  const window = factsWindow(rules, deps.clock());
  const facts =
    atWrite && atWrite.since <= window.since
      ? factsOf(atWrite.gathered, window, check.game)
      : await gatherBadgeFacts(db, check.childId, rules, deps.clock(), check.game);
  return newlyEarnedBadges(pending, new Set(), facts);
}

export interface BadgeCheck {
  childId: string;
  /** The parent's user id, kept on each award as user_badges.user_id. */
  userId: string;
  /** The game that prompted the check, or null (a referral completing). */
  game: TriggeringGame | null;
  /** Only these rule types (all when absent). */
  types?: ReadonlySet<TriggerRuleType>;
}

/**
 * Awards the child every active badge whose rule they now meet, and returns
 * the ones this call awarded. A fixed number of queries whatever the history:
 * the pending badges (none when the caller already knows them, as a save's
 * probe does), their facts, and the awards. The unique (child, badge) key
 * decides between saves racing each other: `on conflict do nothing` inserts
 * each award once, and only the call whose insert landed reports it, so a
 * badge is toasted once.
 */
export async function awardBadges(
  deps: AppDeps,
  check: BadgeCheck,
  known?: readonly PendingBadge[],
): Promise<BadgeSummary[]> {
  const earned = await earnableBadges(deps, check, known);
  if (earned.length === 0) return [];
  const db = deps.database.db;
  const now = deps.clock();
  const inserted = await db
    .insert(userBadges)
    .values(earned.map((b) => ({ userId: check.userId, badgeId: b.id, childId: check.childId, awardedAt: now })))
    .onConflictDoNothing({ target: [userBadges.childId, userBadges.badgeId] })
    .returning({ badgeId: userBadges.badgeId });
  const landed = earned.filter((b) => inserted.some((r) => r.badgeId === b.id));
  const sides = landed.some((b) => needsReferralSides(b.id)) ? await referralSidesOf(db, check.childId) : undefined;
  return landed.map((b) => presentBadgeSummary(b, sides));
}
