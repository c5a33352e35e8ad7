import { eq } from "drizzle-orm";
import type { Challenge } from "../../shared/api/challenges";
import type { ParentActor } from "../auth/actor";
import { authorizeChallengeUse } from "../auth/policies/challenge-policy";
import type { AppDeps } from "../core/deps";
import { challengeRows } from "./challenge-rows";
import { presentChallenge } from "./present-challenge";

/** The most challenges the Challenge Mode page lists (the newest). */
const FAMILY_CHALLENGES_SHOWN = 200;

/** Every challenge of the parent's family, newest first, each in its section (Premium: Challenge Mode). */
export async function familyChallenges(deps: AppDeps, actor: ParentActor): Promise<{ challenges: Challenge[] }> {
  const db = deps.database.db;
  const now = deps.clock();
  await authorizeChallengeUse(db, actor, "list", { parentPlays: false }, now);
  const rows = await challengeRows(db, ({ initiatorChild }) => eq(initiatorChild.parentId, actor.parentId), {
    newestFirst: true,
    limit: FAMILY_CHALLENGES_SHOWN,
  });
  return { challenges: rows.map((r) => presentChallenge(r, { kind: "parent", userId: actor.userId }, now)) };
}
