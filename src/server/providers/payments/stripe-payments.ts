import Stripe from "stripe";
import type { StripeConfig } from "./stripe-config";
import {
  SUBSCRIPTION_STATUSES,
  WebhookSignatureError,
  type PaymentEvent,
  type Payments,
  type SubscriptionSnapshot,
  type SubscriptionStatus,
} from "./payments";

/** How old a webhook's signature may be, in seconds. */
const WEBHOOK_TOLERANCE_SECONDS = 300;

/** Where the SDK sends its requests: Stripe's API unless a test points it at a local fake. */
export interface StripeHost {
  host: string;
  port: number;
  protocol: "http" | "https";
}

function statusOf(status: Stripe.Subscription.Status): SubscriptionStatus {
  if (status === "incomplete_expired") return "canceled";
  const known = SUBSCRIPTION_STATUSES.find((s) => s === status);
  // Paused, or a state newer than this code: not paid for, so not Premium.
  return known ?? "unpaid";
}

function idOf(value: string | { id: string } | null): string | null {
  if (value === null) return null;
  return typeof value === "string" ? value : value.id;
}

function snapshotOf(sub: Stripe.Subscription): SubscriptionSnapshot {
  const item = sub.items.data[0];
  const method = typeof sub.default_payment_method === "object" ? sub.default_payment_method : null;
  return {
    subscriptionId: sub.id,
    customerId: idOf(sub.customer),
    parentId: sub.metadata["parent_id"] ?? null,
    status: statusOf(sub.status),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    currentPeriodStart: new Date((item?.current_period_start ?? sub.start_date) * 1000),
    currentPeriodEnd: new Date((item?.current_period_end ?? sub.start_date) * 1000),
    paymentMethodBrand: method?.card?.brand ?? null,
    paymentMethodLast4: method?.card?.last4 ?? null,
  };
}

/** The subscription an event is about, if any: Checkout's completion names it, subscription events are it. */
function subscriptionOf(event: Stripe.Event): string | null {
  const object = event.data.object as { object?: string; id?: string; subscription?: string | { id: string } | null };
  if (object.object === "subscription" && object.id) return object.id;
  if (object.object === "checkout.session" || object.object === "invoice") return idOf(object.subscription ?? null);
  return null;
}

/** Premium through Stripe Checkout in subscription mode, with the official SDK. */
export function createStripePayments(config: StripeConfig, host?: StripeHost): Payments {
  const stripe = new Stripe(config.secretKey, { telemetry: false, maxNetworkRetries: 2, ...host });
  return {
    kind: "stripe",
    async createCheckout({ parentId, email, successUrl, cancelUrl, expiresAt }) {
      const session = await stripe.checkout.sessions.create({
        expires_at: Math.floor(expiresAt.getTime() / 1000),
        mode: "subscription",
        line_items: [{ price: config.priceId, quantity: 1 }],
        success_url: successUrl,
        cancel_url: cancelUrl,
        client_reference_id: parentId,
        customer_email: email,
        metadata: { parent_id: parentId },
        subscription_data: { metadata: { parent_id: parentId } },
      });
      if (!session.url) throw new Error("Stripe returned a checkout session without a URL");
      return { sessionId: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
    },
    async retrieveSubscription(subscriptionId) {
      return snapshotOf(await stripe.subscriptions.retrieve(subscriptionId, { expand: ["default_payment_method"] }));
    },
    async cancelAtPeriodEnd(subscriptionId) {
      return snapshotOf(
        await stripe.subscriptions.update(subscriptionId, {
          cancel_at_period_end: true,
          expand: ["default_payment_method"],
        }),
      );
    },
    async cancelNow(subscriptionId) {
      return snapshotOf(await stripe.subscriptions.cancel(subscriptionId, { expand: ["default_payment_method"] }));
    },
    readWebhook(rawBody, signature): PaymentEvent {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature ?? "",
          config.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
        );
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : "Invalid signature");
      }
      return { id: event.id, type: event.type, subscriptionId: subscriptionOf(event) };
    },
  };
}
