import { and, eq, inArray, ne } from "drizzle-orm";
import type { AppDeps } from "../core/deps";
import { LIVE_SUBSCRIPTION_STATUSES, openCheckouts, paymentEvents, subscriptions } from "../db/schema/billing";
import { parents } from "../db/schema/users";
import type { PaymentEvent, SubscriptionSnapshot } from "../providers/payments/payments";
import { subscriptionHolds } from "../auth/policies/premium";
import { subscriptionEmail, type SubscriptionChange } from "../emails/subscription";

type Row = typeof subscriptions.$inferSelect;

/** Gives Premium (what the parent is told about); a payment overdue still bills, so stays live in the database. */
const live = (status: string) => status === "active" || status === "trialing";
const billing = (status: string) => LIVE_SUBSCRIPTION_STATUSES.some((s) => s === status);

/** What a parent is told about a change, worked out from the row before and the provider's state after. */
function changesOf(before: Row | undefined, after: SubscriptionSnapshot): SubscriptionChange[] {
  const changes: SubscriptionChange[] = [];
  const wasLive = before !== undefined && live(before.subscriptionStatus);
  if (live(after.status) && !wasLive) changes.push("started");
  if (live(after.status) && after.cancelAtPeriodEnd && !(wasLive && before.cancelAtPeriodEnd)) {
    changes.push("cancellation_scheduled");
  }
  if (before !== undefined && before.subscriptionStatus !== "canceled" && after.status === "canceled") {
    changes.push("ended");
  }
  return changes;
}

/**
 * `second_live`: the snapshot would give the family a second live
 * subscription while another holds it; nothing is written, not even the event.
 */
export type ApplyResult = "applied" | "duplicate" | "unknown_family" | "second_live";

/**
 * The one place a subscription is written, whoever reports it (a Stripe
 * webhook, the local checkout, a cancellation, a local period ending): the
 * row takes the provider's current state. With an event, its id is stored in
 * the same transaction, so a redelivered event has no second effect. The
 * parent's email about each change is kept in the same transaction (never
 * one without the other) and delivered once committed.
 *
 * A family holds one live subscription at most (a unique index): its parent
 * row is locked first, as checkout locks it, and a subscription that would be
 * a second live one is refused with `second_live` while the first holds. One
 * set to cancel whose period is over no longer holds: it is marked ended, as
 * the provider is about to say, and the new one takes its place.
 */
export async function applySubscription(
  deps: AppDeps,
  snapshot: SubscriptionSnapshot,
  event?: Pick<PaymentEvent, "id" | "type">,
): Promise<ApplyResult> {
  const now = deps.clock();
  const outcome = await deps.database.db.transaction(async (tx) => {
    const [known] = await tx
      .select({ parentId: subscriptions.parentId })
      .from(subscriptions)
      .where(eq(subscriptions.subscriptionId, snapshot.subscriptionId));
    const parentId = known?.parentId ?? snapshot.parentId;
    const [parent] = parentId
      ? await tx
          .select({ id: parents.id, email: parents.email })
          .from(parents)
          .where(eq(parents.id, parentId))
          .for("update")
      : [];
    const [before] = parent
      ? await tx
          .select()
          .from(subscriptions)
          .where(eq(subscriptions.subscriptionId, snapshot.subscriptionId))
          .for("update")
      : [];
    if (parent && billing(snapshot.status) && !(before && billing(before.subscriptionStatus))) {
      const [other] = await tx
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.parentId, parent.id),
            inArray(subscriptions.subscriptionStatus, LIVE_SUBSCRIPTION_STATUSES),
            ne(subscriptions.subscriptionId, snapshot.subscriptionId),
          ),
        )
        .for("update");
      if (other && subscriptionHolds(other, now)) return { result: "second_live" as const };
      if (other) {
        await tx
          .update(subscriptions)
          .set({ subscriptionStatus: "canceled", updatedAt: now })
          .where(eq(subscriptions.id, other.id));
      }
    }
    if (event) {
      const [fresh] = await tx
        .insert(paymentEvents)
        .values({ eventId: event.id, type: event.type, receivedAt: now })
        .onConflictDoNothing()
        .returning({ eventId: paymentEvents.eventId });
      if (!fresh) return { result: "duplicate" as const };
    }
    if (!parent) return { result: "unknown_family" as const };
    const values = {
      parentId: parent.id,
      subscriptionId: snapshot.subscriptionId,
      customerId: snapshot.customerId,
      subscriptionStatus: snapshot.status,
      cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
      currentPeriodStart: snapshot.currentPeriodStart,
      currentPeriodEnd: snapshot.currentPeriodEnd,
      paymentMethodBrand: snapshot.paymentMethodBrand,
      paymentMethodLast4: snapshot.paymentMethodLast4,
      updatedAt: now,
    };
    if (before) await tx.update(subscriptions).set(values).where(eq(subscriptions.id, before.id));
    else await tx.insert(subscriptions).values({ ...values, createdAt: now });
    // Paid: the family's open checkout is spent.
    if (billing(snapshot.status)) await tx.delete(openCheckouts).where(eq(openCheckouts.parentId, parent.id));
    const changes = changesOf(before, snapshot);
    for (const change of changes) {
      await deps.mailer.send(
        await subscriptionEmail(change, parent.email, snapshot.currentPeriodEnd, deps.config.publicUrl),
        tx,
      );
    }
    return { result: "applied" as const, emailed: changes.length > 0 };
  });
  if (outcome.result === "applied") {
    if (outcome.emailed) {
      // If the mail server is away, the sweep delivers them later.
      await deps.mailer.deliverPending().catch((error: unknown) => {
        deps.log.warn({ err: error }, "Subscription emails wait for the next delivery round");
      });
    }
  } else if (outcome.result === "unknown_family") {
    deps.log.warn({ subscription: snapshot.subscriptionId }, "A subscription names no family of ours; ignored");
  }
  return outcome.result;
}
