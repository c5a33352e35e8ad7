import type { PremiumFeature } from "../../../shared/constants";
import { productMessages } from "../../../shared/messages";
import { parentHasPremium } from "../../billing/premium";
import type { Queryable } from "../../db/client";
import { forbidden } from "../../http/app-error";
import type { Actor } from "../actor";

/**
 * Premium features belong to a family with Premium: its parent, and its
 * children for what they use themselves (stickers, challenges). Signed out
 * callers never reach here (the endpoint's access turns them away first).
 */
export function canUsePremium(
  actor: Actor | null,
  _feature: PremiumFeature,
  facts: { familyHasPremium: boolean },
): boolean {
  return actor !== null && facts.familyHasPremium;
}

/** Throws 403 `premium_required` unless the caller's family has Premium now. */
export async function authorizePremium(db: Queryable, actor: Actor, feature: PremiumFeature, now: Date) {
  const familyHasPremium = await parentHasPremium(db, actor.parentId, now);
  if (!canUsePremium(actor, feature, { familyHasPremium })) {
    throw forbidden("premium_required", productMessages.premiumRequired);
  }
}
