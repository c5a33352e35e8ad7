import { and, eq, exists, sql } from "drizzle-orm";
import type { BadgeSummary } from "../../shared/api/badges";
import { productMessages } from "../../shared/messages";
import type { Queryable } from "../db/client";
import { referrals } from "../db/schema/billing";
import { children } from "../db/schema/children";
import type { badges } from "../db/schema/engagement";
import { DEFAULT_BADGES } from "./default-badges";

export type BadgeRow = typeof badges.$inferSelect;

/** The default badge whose words depend on the child's side of the referral. */
const REFERRAL_CHAMPION_ID = DEFAULT_BADGES.find((b) => b.rule.type === "referrals_completed")?.id;

/** A child's family's side of its completed referrals: it invited another family, it joined through one, or both. */
export interface ReferralSides {
  invited: boolean;
  joined: boolean;
}

/** Which sides of a completed referral the child's family is on (one query). */
export async function referralSidesOf(db: Queryable, childId: string): Promise<ReferralSides> {
  const completedWhere = (side: typeof referrals.referrerParentId | typeof referrals.referredParentId) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(referrals)
        .where(and(eq(referrals.status, "completed"), eq(side, children.parentId))),
    );
  const [row] = await db
    .select({
      invited: sql<boolean>`${completedWhere(referrals.referrerParentId)}`,
      joined: sql<boolean>`${completedWhere(referrals.referredParentId)}`,
    })
    .from(children)
    .where(eq(children.id, childId));
  return { invited: row?.invited ?? false, joined: row?.joined ?? false };
}

/** Whether a badge's words depend on the child's side of a referral (then `referralSidesOf` gives them). */
export const needsReferralSides = (badgeId: string) => badgeId === REFERRAL_CHAMPION_ID;

/**
 * Referral Champion's words for a child who earned it, true to their family's
 * side: the referrer's children are told their family invited another; the
 * referred family's children, that theirs joined through an invitation.
 */
function referralChampionWords(sides: ReferralSides): string {
  if (sides.invited && sides.joined) return productMessages.referralBadgeBothSides;
  return sides.joined ? productMessages.referralBadgeJoined : productMessages.referralBadgeInvited;
}

/**
 * A badge as the API shows it. `sides`, for a child who has earned Referral
 * Champion, puts that badge's words on their family's side; without it the
 * badge keeps its stored description.
 */
export function presentBadgeSummary(
  row: Pick<BadgeRow, "id" | "name" | "description" | "imageUrl">,
  sides?: ReferralSides,
): BadgeSummary {
  const description = sides && needsReferralSides(row.id) ? referralChampionWords(sides) : row.description;
  return { id: row.id, name: row.name, description, image_url: row.imageUrl };
}
