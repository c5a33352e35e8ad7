import type { PremiumFeature } from "../../../shared/constants";
import { productMessages } from "../../../shared/messages";
import { parentHasPremium } from "./premium";
import type { Queryable } from "../../db/client";
import { forbidden } from "../../core/app-error";
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

/** Whether the caller may use a Premium feature now (`canUsePremium` on their family's Premium), for a route that offers less without it. */
export async function mayUsePremium(db: Queryable, actor: Actor, feature: PremiumFeature, now: Date) {
  return canUsePremium(actor, feature, { familyHasPremium: await parentHasPremium(db, actor.parentId, now) });
}

/** Throws 403 `premium_required` unless the caller's family has Premium now. */
export async function authorizePremium(db: Queryable, actor: Actor, feature: PremiumFeature, now: Date) {
  if (!(await mayUsePremium(db, actor, feature, now))) {
    throw forbidden("premium_required", productMessages.premiumRequired);
  }
}
