import { eq } from "drizzle-orm";
import { productMessages } from "../../../shared/messages";
import type { Queryable } from "../../db/client";
import { children } from "../../db/schema/children";
import { challenges } from "../../db/schema/engagement";
import { parentHasPremium } from "./premium";
import { forbidden, notFound } from "../../core/app-error";
import type { Actor } from "../actor";
import { isParentOf, isTheChild } from "./relations";
import { authorizePremium } from "./premium-policy";

/** What a caller may do to a head-to-head challenge. */
export type ChallengeAction = "read" | "cancel";

/** The facts about a challenge that its rules look at: its family and its players. */
export interface ChallengeFacts {
  /** The family's parent (the initiator's; an opponent is always of the same family). */
  parentId: string;
  initiatorChildId: string;
  opponentChildId: string | null;
}

const isPlayer = (actor: Actor | null, c: ChallengeFacts) =>
  isTheChild(actor, c.initiatorChildId) || isTheChild(actor, c.opponentChildId);

/**
 * The family's parent may see and cancel any of its challenges; a child may
 * see the challenges they play in, never a sibling's with someone else;
 * nobody else may do anything.
 */
const rules: Record<ChallengeAction, (actor: Actor | null, c: ChallengeFacts) => boolean> = {
  read: (a, c) => isParentOf(a, c) || isPlayer(a, c),
  cancel: isParentOf,
};

export const canChallenge = (actor: Actor | null, action: ChallengeAction, facts: ChallengeFacts): boolean =>
  rules[action](actor, facts);

export const challengeNotFound = () => notFound("challenge_not_found", productMessages.challengeNotFound);

/**
 * Loads a challenge the caller may act on with `action`. Another family's
 * challenge and an unknown id get the same 404. `lock` locks the row for
 * the rest of the caller's transaction.
 */
export async function authorizeChallenge(
  db: Queryable,
  actor: Actor,
  challengeId: string,
  action: ChallengeAction,
  options: { lock?: "update" | "no key update" } = {},
) {
  const query = db
    .select({ challenge: challenges, parentId: children.parentId })
    .from(challenges)
    .innerJoin(children, eq(children.id, challenges.initiatorChildId))
    .where(eq(challenges.id, challengeId))
    .limit(1);
  const [row] = await (options.lock ? query.for(options.lock, { of: challenges }) : query);
  if (!row || !canChallenge(actor, action, { ...row.challenge, parentId: row.parentId })) throw challengeNotFound();
  return row.challenge;
}

/**
 * A parent plays challenges only in Challenge Mode, which is Premium; so a
 * child may challenge their parent only while the family has Premium (a free
 * family's children challenge each other). The child's list of opponents and
 * the creation of a challenge both ask this one rule.
 */
export const canChallengeParent = (facts: { familyHasPremium: boolean }): boolean => facts.familyHasPremium;

/** Whether the family's parent may be offered as an opponent now. */
export async function parentIsChallengeable(db: Queryable, parentId: string, now: Date): Promise<boolean> {
  return canChallengeParent({ familyHasPremium: await parentHasPremium(db, parentId, now) });
}

/** Throws 403 `premium_required` (in a child's words) unless the family's parent could play a challenge now. */
export async function authorizeParentOpponent(db: Queryable, parentId: string, now: Date) {
  if (!(await parentIsChallengeable(db, parentId, now))) {
    throw forbidden("premium_required", productMessages.parentCannotBeChallenged);
  }
}

/** What is done with challenges, for the Premium rule below. */
export type ChallengeUse = "list" | "play" | "dismiss" | "cancel";

/**
 * Challenge Mode is Premium (spec: Challenge Mode is premium only; Premium
 * unlocks it), and it is where a parent takes part in challenges; children
 * challenge each other in any family. So a use needs the family's Premium
 * when the parent takes part in it: every use by the parent (the family's
 * list, cancelling, playing as themself or from their browser for a child, a
 * child's list or dismissal asked from their browser), and a child playing a
 * challenge against the parent (setting one is `canChallengeParent`'s, above,
 * in the child's words). A child's own list and dismissals never need it (a
 * challenge against the parent that can no longer be played is left out of
 * what the child is offered).
 */
export function challengeUseNeedsPremium(actor: Actor, use: ChallengeUse, facts: { parentPlays: boolean }): boolean {
  if (actor.kind === "parent") return true;
  return facts.parentPlays && use === "play";
}

/**
 * Throws 403 `premium_required` when the use needs the family's Premium
 * (`challengeUseNeedsPremium`) and the family has none now: the same answer
 * from every route of the feature. `parentPlays`: the challenge is against
 * the parent.
 */
export async function authorizeChallengeUse(
  db: Queryable,
  actor: Actor,
  use: ChallengeUse,
  facts: { parentPlays: boolean },
  now: Date,
) {
  if (challengeUseNeedsPremium(actor, use, facts)) await authorizePremium(db, actor, "challenge_mode", now);
}
