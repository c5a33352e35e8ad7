import { and, asc, eq, gt, inArray, ne, notInArray, or } from "drizzle-orm";
import type { ResponseOf } from "../../shared/api/endpoint";
import type { childChallenges as childChallengesEndpoint } from "../../shared/api/challenges";
import { COMPLETED_CHALLENGE_SHOWN_MS, canPlay } from "../../shared/engagement/head-to-head";
import type { Actor } from "../auth/actor";
import { authorizeChallengeUse, parentIsChallengeable } from "../auth/policies/challenge-policy";
import { authorizeChild } from "../auth/policies/child-policy";
import { children } from "../db/schema/children";
import { challengeNotificationDismissals } from "../db/schema/engagement";
import type { AppDeps } from "../core/deps";
import { challengeRows } from "./challenge-rows";
import { childSide } from "../auth/policies/challenge-player-policy";
import { factsOf, presentChildChallenge } from "./present-challenge";

type ChildChallenges = ResponseOf<typeof childChallengesEndpoint>;

/**
 * What the child dashboard shows of challenges: those the child may still
 * play (offered while not expired), those completed in the last 24 hours that
 * the child has not dismissed, and whom the child may challenge (each
 * sibling, and the parent while the family has Premium). Asked from the
 * parent's browser, it is Challenge Mode (Premium).
 */
export async function childChallenges(deps: AppDeps, actor: Actor, childId: string): Promise<ChildChallenges> {
  const db = deps.database.db;
  const now = deps.clock();
  const { child } = await authorizeChild(db, actor, childId, "read");
  await authorizeChallengeUse(db, actor, "list", { parentPlays: false }, now);
  const shownSince = new Date(now.getTime() - COMPLETED_CHALLENGE_SHOWN_MS);
  const dismissed = db
    .select({ id: challengeNotificationDismissals.challengeId })
    .from(challengeNotificationDismissals)
    .where(eq(challengeNotificationDismissals.childId, childId));
  const [rows, siblings, parentPlays] = await Promise.all([
    challengeRows(db, ({ challenges: c }) =>
      and(
        or(eq(c.initiatorChildId, childId), eq(c.opponentChildId, childId)),
        or(
          and(inArray(c.status, ["pending_initiator", "pending_opponent"]), gt(c.expiresAt, now)),
          and(eq(c.status, "completed"), gt(c.completedAt, shownSince), notInArray(c.id, dismissed)),
        ),
      ),
    ),
    db
      .select({ id: children.id, name: children.name })
      .from(children)
      .where(and(eq(children.parentId, child.parentId), ne(children.id, childId)))
      // The family's order, as its children are listed everywhere else.
      .orderBy(asc(children.createdAt), asc(children.id)),
    parentIsChallengeable(db, child.parentId, now),
  ]);
  // A challenge against the parent is played only while the family has Premium: it is not offered otherwise.
  const waiting = rows.filter((r) => {
    const side = childSide(r.challenge, childId);
    const playable = parentPlays || r.challenge.opponentUserId === null;
    return side !== null && playable && canPlay(factsOf(r.challenge), side, now);
  });
  const completed = rows.filter((r) => r.challenge.status === "completed").reverse();
  return {
    waiting: waiting.map((r) => presentChildChallenge(r, childId, now)),
    completed: completed.map((r) => presentChildChallenge(r, childId, now)),
    opponents: [
      ...siblings.map((s) => ({ type: "child" as const, child_id: s.id, name: s.name })),
      ...(parentPlays ? [{ type: "user" as const, child_id: null, name: "Parent" }] : []),
    ],
  };
}
