import { and, count, eq, gt, gte, isNotNull, or } from "drizzle-orm";
import type { AvatarUsage } from "../../shared/api/avatars";
import { AVATAR_GENERATIONS_PER_MONTH, AVATAR_IMAGE_TIMEOUT_MS, AVATARS_STORED_MAX } from "../../shared/constants";
import type { Queryable } from "../db/client";
import { avatarGenerations, generatedAvatars } from "../db/schema/avatars";

/** A reserved avatar with no picture after this long was abandoned (the server stopped while making it). */
export const ABANDONED_AVATAR_MS = AVATAR_IMAGE_TIMEOUT_MS + 2 * 60_000;

/** The first instant of `now`'s calendar month, in UTC (calendar rules use UTC, DESIGN 4). */
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
 * The child's avatar allowance (gameplay spec §3, §9): avatars stored (those
 * being made count too) out of 3, and avatars made this calendar month out of
 * 12, deleted ones included.
 */
export async function readAvatarUsage(db: Queryable, childId: string, now: Date): Promise<AvatarUsage> {
  const [stored] = await db
    .select({ n: count() })
    .from(generatedAvatars)
    .where(and(eq(generatedAvatars.childId, childId), holdsAPlace(now)));
  const [made] = await db
    .select({ n: count() })
    .from(avatarGenerations)
    .where(and(eq(avatarGenerations.childId, childId), gte(avatarGenerations.createdAt, startOfUtcMonth(now))));
  const total = stored?.n ?? 0;
  const monthly = made?.n ?? 0;
  return {
    total_avatars: total,
    monthly_generations: monthly,
    can_generate: monthly < AVATAR_GENERATIONS_PER_MONTH,
    can_store: total < AVATARS_STORED_MAX,
  };
}
