import { and, count, eq, gt, gte, isNotNull, or, sql } from "drizzle-orm";
import type { AvatarUsage } from "../../shared/api/avatars";
import { AVATAR_GENERATIONS_PER_MONTH, AVATAR_IMAGE_TIMEOUT_MS, AVATARS_STORED_MAX } from "../../shared/constants";
import type { Queryable } from "../db/client";
import { avatarGenerations, generatedAvatars } from "../db/schema/avatars";
import { children } from "../db/schema/children";

/** A reserved avatar with no picture after this long was abandoned (the server stopped while making it). */
export const ABANDONED_AVATAR_MS = AVATAR_IMAGE_TIMEOUT_MS + 2 * 60_000;

/** The first instant of `now`'s calendar month, in UTC (calendar rules use UTC, docs/product/engineering-rules.md#data-rules). */
function startOfUtcMonth(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** Avatars that take a place: stored ones, and ones being made that are not abandoned. */
const holdsAPlace = (now: Date) =>
  or(
    isNotNull(generatedAvatars.imageUrl),
    gt(generatedAvatars.createdAt, new Date(now.getTime() - ABANDONED_AVATAR_MS)),
  );

/**
 * The child's avatar allowance (docs/product/gameplay.md#avatars): avatars stored (those
 * being made count too) out of 3, and avatars made this calendar month out of
 * 12, deleted ones included.
 *
 * The 12 a month are the child's, and also the family's: the family may make
 * 12 a month for each child it has now, counting what children deleted this
 * month made (their generations stay, naming nobody), so that deleting a
 * child and adding them again gives nothing back. The child's figure is what
 * of their 12 is gone either way: their own, or what the family has made
 * beyond the other children's share.
 */
export async function readAvatarUsage(
  db: Queryable,
  child: { id: string; parentId: string },
  now: Date,
): Promise<AvatarUsage> {
  const [stored] = await db
    .select({ n: count() })
    .from(generatedAvatars)
    .where(and(eq(generatedAvatars.childId, child.id), holdsAPlace(now)));
  const [made] = await db
    .select({
      own: sql<number>`(count(*) filter (where ${avatarGenerations.childId} = ${child.id}))::int`,
      family: sql<number>`count(*)::int`,
      children: sql<number>`(select count(*) from ${children} where ${children.parentId} = ${child.parentId})::int`,
    })
    .from(avatarGenerations)
    .where(and(eq(avatarGenerations.parentId, child.parentId), gte(avatarGenerations.createdAt, startOfUtcMonth(now))));
  const othersShare = AVATAR_GENERATIONS_PER_MONTH * Math.max(0, (made?.children ?? 1) - 1);
  const monthly = Math.min(AVATAR_GENERATIONS_PER_MONTH, Math.max(made?.own ?? 0, (made?.family ?? 0) - othersShare));
  const total = stored?.n ?? 0;
  return {
    total_avatars: total,
    monthly_generations: monthly,
    can_generate: monthly < AVATAR_GENERATIONS_PER_MONTH,
    can_store: total < AVATARS_STORED_MAX,
  };
}
