import type { z } from "zod";
import type { getSubscription } from "../../shared/api/billing";
import { messages, productMessages } from "../../shared/messages";
import type { ParentActor } from "../auth/actor";
import type { AppDeps } from "../deps";
import { AppError, conflict, notFound, unprocessable } from "../http/app-error";
import { applySubscription } from "./apply-subscription";
import { newLocalSubscription, settledLocalSubscription } from "./local-subscription";
import { currentSubscription, isPremium, parentPremium } from "./premium";
import { presentSubscription } from "./present-subscription";

type SubscriptionState = z.infer<typeof getSubscription.response>;

const CHECKOUT_RETURN = "/parent/dashboard?checkout=";

/** The family's subscription and Premium now; a local subscription whose period is over is renewed or ended first. */
export async function loadSubscriptionState(deps: AppDeps, parentId: string): Promise<SubscriptionState> {
  const db = deps.database.db;
  let row = await currentSubscription(db, parentId);
  if (row && deps.payments.kind === "local") {
    const settled = settledLocalSubscription(row, deps.clock());
    if (settled) {
      await applySubscription(deps, settled, {
        id: `local_period_${row.subscriptionId}_${row.currentPeriodEnd.getTime()}`,
        type: settled.status === "canceled" ? "customer.subscription.deleted" : "customer.subscription.updated",
      });
      row = await currentSubscription(db, parentId);
    }
  }
  const { premium, endsAt } = await parentPremium(db, parentId, deps.clock());
  return {
    subscription: row ? presentSubscription(row) : null,
    premium,
    premium_ends_at: endsAt?.toISOString() ?? null,
  };
}

/** Where the browser goes to pay for Premium. */
export async function startCheckout(deps: AppDeps, actor: ParentActor): Promise<string> {
  const row = await currentSubscription(deps.database.db, actor.parentId);
  if (row && isPremium(null, row, deps.clock()))
    throw conflict("already_subscribed", productMessages.alreadySubscribed);
  const base = deps.config.publicUrl;
  try {
    return await deps.payments.createCheckout({
      parentId: actor.parentId,
      email: actor.email,
      successUrl: `${base}${CHECKOUT_RETURN}success`,
      cancelUrl: `${base}${CHECKOUT_RETURN}cancelled`,
    });
  } catch (error) {
    deps.log.error({ err: error }, "Checkout could not be created");
    throw new AppError(502, "checkout_failed", messages.checkoutSessionFailed);
  }
}

/**
 * Pay on the local test checkout: the same effect as Stripe's webhook for a
 * completed checkout. Paying the same checkout twice has one effect.
 */
export async function payLocalCheckout(deps: AppDeps, actor: ParentActor, session: string): Promise<void> {
  if (deps.payments.kind !== "local") throw notFound("not_found", productMessages.notFound);
  const row = await currentSubscription(deps.database.db, actor.parentId);
  if (row && row.subscriptionId !== `local_${session}` && isPremium(null, row, deps.clock())) {
    throw conflict("already_subscribed", productMessages.alreadySubscribed);
  }
  await applySubscription(deps, newLocalSubscription(session, actor.parentId, deps.clock()), {
    id: `local_checkout_${session}`,
    type: "checkout.session.completed",
  });
}

/** Cancels at the end of the period: Premium stays until then. */
export async function cancelSubscription(deps: AppDeps, actor: ParentActor): Promise<SubscriptionState> {
  const row = await currentSubscription(deps.database.db, actor.parentId);
  if (!row || !isPremium(null, row, deps.clock())) {
    throw unprocessable("no_subscription", messages.noPremiumToCancel);
  }
  if (!row.cancelAtPeriodEnd) {
    let snapshot;
    try {
      snapshot = await deps.payments.cancelAtPeriodEnd(row.subscriptionId);
    } catch (error) {
      deps.log.error({ err: error }, "The subscription could not be cancelled");
      throw new AppError(502, "cancel_failed", messages.cancelSubscriptionFailed);
    }
    await applySubscription(deps, snapshot);
  }
  return loadSubscriptionState(deps, actor.parentId);
}
