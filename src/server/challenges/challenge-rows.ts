import { desc, eq, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Queryable } from "../db/client";
import { children } from "../db/schema/children";
import { challenges } from "../db/schema/engagement";
import { parents } from "../db/schema/users";

const initiator = alias(children, "initiator_child");
const opponent = alias(children, "opponent_child");
const opponentParent = alias(parents, "opponent_parent");

export type ChallengeRecord = typeof challenges.$inferSelect;

/** A challenge with what its presenter shows of its players. */
export interface ChallengeRow {
  challenge: ChallengeRecord;
  familyParentId: string;
  initiatorName: string;
  opponentName: string | null;
  opponentEmail: string | null;
}

/** The challenges matching `where` (over `challenges` and the initiator, `initiatorChild`), with their players' names. */
export function challengeRows(
  db: Queryable,
  where: (tables: { challenges: typeof challenges; initiatorChild: typeof initiator }) => SQL | undefined,
  options: { limit?: number; newestFirst?: boolean } = {},
): Promise<ChallengeRow[]> {
  const query = db
    .select({
      challenge: challenges,
      familyParentId: initiator.parentId,
      initiatorName: initiator.name,
      opponentName: opponent.name,
      opponentEmail: opponentParent.email,
    })
    .from(challenges)
    .innerJoin(initiator, eq(initiator.id, challenges.initiatorChildId))
    .leftJoin(opponent, eq(opponent.id, challenges.opponentChildId))
    .leftJoin(opponentParent, eq(opponentParent.userId, challenges.opponentUserId))
    .where(where({ challenges, initiatorChild: initiator }))
    .orderBy(options.newestFirst ? desc(challenges.createdAt) : challenges.createdAt);
  return options.limit === undefined ? query : query.limit(options.limit);
}

/** One challenge with its players' names (it exists: the caller has just read or written it). */
export async function challengeRow(db: Queryable, challengeId: string): Promise<ChallengeRow> {
  const [row] = await challengeRows(db, ({ challenges: c }) => eq(c.id, challengeId));
  if (!row) throw new Error(`Challenge ${challengeId} vanished`);
  return row;
}
