import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { getSubscription } from "../../shared/api/billing";
import { messages, productMessages } from "../../shared/messages";
import type { ParentActor } from "../auth/actor";
import { openCheckouts } from "../db/schema/billing";
import { parents } from "../db/schema/users";
import type { AppDeps } from "../core/deps";
import { AppError, conflict, notFound, unprocessable } from "../core/app-error";
import { applySubscription } from "./apply-subscription";
import { newLocalSubscription, settledLocalSubscription } from "./local-subscription";
import { currentSubscription, liveSubscription, parentPremium, subscriptionHolds } from "../auth/policies/premium";
import { presentSubscription } from "./present-subscription";

type SubscriptionState = z.infer<typeof getSubscription.response>;

const CHECKOUT_RETURN = "/parent/dashboard?checkout=";

/** How long a checkout takes payment: under Stripe's 24 hours, so that a clock a little ahead never asks for more. */
const CHECKOUT_LIFETIME_MS = 23 * 3_600_000;

const alreadySubscribed = () => conflict("already_subscribed", productMessages.alreadySubscribed);

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

/**
 * Where the browser goes to pay for Premium. With the family's row locked,
 * so that parallel requests take turns: refused while a live subscription
 * holds the family; the checkout already open, while it has not expired;
 * otherwise a new one, kept as the family's open checkout. So one family never
 * holds two checkouts that could both be paid.
 */
export async function startCheckout(deps: AppDeps, actor: ParentActor): Promise<string> {
  const now = deps.clock();
  const base = deps.config.publicUrl;
  return deps.database.db.transaction(async (tx) => {
    await tx.select({ id: parents.id }).from(parents).where(eq(parents.id, actor.parentId)).for("update");
    const live = await liveSubscription(tx, actor.parentId);
    if (live && subscriptionHolds(live, now)) throw alreadySubscribed();
    const [open] = await tx.select().from(openCheckouts).where(eq(openCheckouts.parentId, actor.parentId));
    if (open && open.expiresAt > now) return open.url;
    let checkout;
    try {
      checkout = await deps.payments.createCheckout({
        parentId: actor.parentId,
        email: actor.email,
        successUrl: `${base}${CHECKOUT_RETURN}success`,
        cancelUrl: `${base}${CHECKOUT_RETURN}cancelled`,
        expiresAt: new Date(now.getTime() + CHECKOUT_LIFETIME_MS),
      });
    } catch (error) {
      deps.log.error({ err: error }, "Checkout could not be created");
      throw new AppError(502, "checkout_failed", messages.checkoutSessionFailed);
    }
    const kept = { sessionId: checkout.sessionId, url: checkout.url, expiresAt: checkout.expiresAt, createdAt: now };
    await tx
      .insert(openCheckouts)
      .values({ parentId: actor.parentId, ...kept })
      .onConflictDoUpdate({ target: openCheckouts.parentId, set: kept });
    return checkout.url;
  });
}

/**
 * Whether the family's live subscription is this local checkout's, paid already (its payment answers again as
 * paid); throws 409 when another subscription makes the family Premium.
 */
function paidAlready(live: Awaited<ReturnType<typeof liveSubscription>>, session: string, now: Date): boolean {
  if (live?.subscriptionId === `local_${session}`) return true;
  if (live && subscriptionHolds(live, now)) throw alreadySubscribed();
  return false;
}

/**
 * Pay on the local test checkout: the same effect as Stripe's webhook for a
 * completed checkout, for the family's open checkout only. Paying the same
 * checkout twice has one effect; a family holds one live subscription at most.
 */
export async function payLocalCheckout(deps: AppDeps, actor: ParentActor, session: string): Promise<void> {
  if (deps.payments.kind !== "local") throw notFound("not_found", productMessages.notFound);
  const db = deps.database.db;
  const now = deps.clock();
  if (paidAlready(await liveSubscription(db, actor.parentId), session, now)) return;
  const [open] = await db
    .select()
    .from(openCheckouts)
    .where(and(eq(openCheckouts.parentId, actor.parentId), eq(openCheckouts.sessionId, session)));
  if (!open || open.expiresAt <= now) {
    // Paid meanwhile by another request (a second tab, a double click): its payment removed the open checkout, in
    // the same transaction that wrote the subscription, so the subscription is there to read now.
    if (paidAlready(await liveSubscription(db, actor.parentId), session, now)) return;
    throw notFound("not_found", messages.openCheckoutFailed);
  }
  const result = await applySubscription(deps, newLocalSubscription(session, actor.parentId, now), {
    id: `local_checkout_${session}`,
    type: "checkout.session.completed",
  });
  if (result === "second_live") throw alreadySubscribed();
}

/** Cancels at the end of the period: Premium stays until then. */
export async function cancelSubscription(deps: AppDeps, actor: ParentActor): Promise<SubscriptionState> {
  const row = await liveSubscription(deps.database.db, actor.parentId);
  if (!row || !subscriptionHolds(row, deps.clock())) {
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
