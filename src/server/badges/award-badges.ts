import { sql, type Placeholder, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { BadgeSummary } from "../../shared/api/badges";
import { newlyEarnedBadges, type BadgeFacts } from "../../shared/engagement/badge-rules";
import { triggerRuleSchema, type TriggerRule, type TriggerRuleType } from "../../shared/engagement/trigger-rule";
import type { Queryable } from "../db/client";
import { badges, userBadges } from "../db/schema/engagement";
import type { AppDeps } from "../core/deps";
import { arrayLiteral, rowsOf } from "../db/rows";
import {
  factsOf,
  factsWindow,
  gatherBadgeFacts,
  gatheredFactsOf,
  type FactsWindow,
  type GatheredFacts,
  type TriggeringGame,
} from "./badge-facts";
import { needsReferralSides, presentBadgeSummary, referralSidesOf, type BadgeRow } from "./present-badge";

/** A child's badge facts as a save's own statement read them, covering the days from `since` on. */
export interface FactsAtWrite {
  gathered: GatheredFacts;
  since: FactsWindow["since"];
}

/** A badge the child has not earned yet, with its rule read. */
export type PendingBadge = Pick<BadgeRow, "id" | "name" | "description" | "imageUrl"> & { rule: TriggerRule };

/** The active badges a child has not earned yet, for a save's probe: a JSON array of them, or null when there are none. */
export function pendingBadgesProbe(childId: string | Placeholder | SQL): SQL {
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

const pendingRows = rowsOf(z.object({ i: z.coerce.number().int(), pending: z.unknown() }));

/** The pending badges of each of `childIds`, in one statement whatever their number, in their order. */
async function pendingBadgesOf(db: Queryable, childIds: readonly string[]): Promise<PendingBadge[][]> {
  if (childIds.length === 0) return [];
  const { rows } = pendingRows.parse(
    await db.execute(sql`
      select c.i, ${pendingBadgesProbe(sql`c.id`)} as pending
      from unnest(${arrayLiteral(childIds)}::uuid[]) with ordinality as c(id, i)`),
  );
  const pending: PendingBadge[][] = childIds.map(() => []);
  for (const { i, pending: answer } of rows) pending[i - 1] = answer === null ? [] : probedPendingBadges(answer);
  return pending;
}

/** A check of the badges a child may have earned, as at `at`, with what its caller already knows. */
export interface EarnableCheck {
  check: BadgeCheck;
  /** When the check is made: a game's own time, for its follow-ups. */
  at: Date;
  /** The child's pending badges, when known (a save's probe found them). */
  known?: readonly PendingBadge[] | undefined;
  /** The facts the save's own statement brought back, as of its commit. */
  atWrite?: FactsAtWrite | undefined;
}

/**
 * The pending badges whose rule each child meets now, without awarding them,
 * for each of `checks`, in a fixed number of statements whatever their
 * number: the pending badges not known (one), and the facts of those that
 * have some (one), or none when a save's own statement brought the facts as
 * of its commit (`atWrite`) and they reach back far enough for the rules.
 * A check with no game (a referral completing) reads its own facts, with the
 * runs of the child's latest games.
 */
export async function earnableBadgesFor(db: Queryable, checks: readonly EarnableCheck[]): Promise<PendingBadge[][]> {
  const unknown = checks.filter((c) => !c.known);
  const read = await pendingBadgesOf(
    db,
    unknown.map((c) => c.check.childId),
  );
  const readOf = new Map(unknown.map((c, k) => [c, read[k] ?? []]));
  const pending = checks.map((c) =>
    (c.known ?? readOf.get(c) ?? []).filter((b) => c.check.types === undefined || c.check.types.has(b.rule.type)),
  );
  const facts: Array<BadgeFacts | undefined> = checks.map(() => undefined);
  const toRead: Array<{ i: number; check: BadgeCheck & { game: TriggeringGame }; window: FactsWindow }> = [];
  for (const [i, { check, at, atWrite }] of checks.entries()) {
    const rules = (pending[i] ?? []).map((b) => b.rule);
    if (rules.length === 0) continue;
    const window = factsWindow(rules, at);
    const { game } = check;
    if (atWrite && atWrite.since <= window.since) facts[i] = factsOf(atWrite.gathered, window, game);
    else if (game === null) facts[i] = await gatherBadgeFacts(db, check.childId, rules, at, null);
    else toRead.push({ i, check: { ...check, game }, window });
  }
  const gathered = await gatheredFactsOf(
    db,
    toRead.map(({ check, window }) => ({ childId: check.childId, window })),
  );
  for (const [k, { i, check, window }] of toRead.entries()) facts[i] = factsOf(gathered[k], window, check.game);
  return pending.map((badges, i) => {
    const known = facts[i];
    return badges.length === 0 || known === undefined ? [] : newlyEarnedBadges(badges, new Set(), known);
  });
}

/** The same for one check, as of the app's clock: the pending badges whose rule the child meets now. */
async function earnableBadges(
  deps: AppDeps,
  check: BadgeCheck,
  known?: readonly PendingBadge[],
  atWrite?: FactsAtWrite,
): Promise<PendingBadge[]> {
  const [earnable] = await earnableBadgesFor(deps.database.db, [{ check, at: deps.clock(), known, atWrite }]);
  return earnable ?? [];
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
