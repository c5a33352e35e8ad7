import { eq } from "drizzle-orm";
import type { AppDeps } from "../deps";
import { paymentEvents, subscriptions } from "../db/schema/billing";
import { parents } from "../db/schema/users";
import type { PaymentEvent, SubscriptionSnapshot } from "../providers/payments/payments";
import { subscriptionEmail, type SubscriptionChange } from "./subscription-emails";

type Row = typeof subscriptions.$inferSelect;

const live = (status: string) => status === "active" || status === "trialing";

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

export type ApplyResult = "applied" | "duplicate" | "unknown_family";

/**
 * The one place a subscription is written, whoever reports it (a Stripe
 * webhook, the local checkout, a cancellation, a local period ending): the
 * row takes the provider's current state. With an event, its id is stored in
 * the same transaction, so a redelivered event has no second effect. The
 * parent's email about each change is kept in the same transaction (never
 * one without the other) and delivered once committed.
 */
export async function applySubscription(
  deps: AppDeps,
  snapshot: SubscriptionSnapshot,
  event?: Pick<PaymentEvent, "id" | "type">,
): Promise<ApplyResult> {
  const now = deps.clock();
  const outcome = await deps.database.db.transaction(async (tx) => {
    if (event) {
      const [fresh] = await tx
        .insert(paymentEvents)
        .values({ eventId: event.id, type: event.type, receivedAt: now })
        .onConflictDoNothing()
        .returning({ eventId: paymentEvents.eventId });
      if (!fresh) return { result: "duplicate" as const };
    }
    const [before] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.subscriptionId, snapshot.subscriptionId))
      .for("update");
    const parentId = before?.parentId ?? snapshot.parentId;
    const [parent] = parentId
      ? await tx.select({ id: parents.id, email: parents.email }).from(parents).where(eq(parents.id, parentId))
      : [];
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
    const changes = changesOf(before, snapshot);
    for (const change of changes) {
      await deps.mailer.send(
        subscriptionEmail(change, parent.email, snapshot.currentPeriodEnd, deps.config.publicUrl),
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
