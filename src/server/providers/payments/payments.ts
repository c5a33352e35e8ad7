/** The subscription states the database accepts (a check constraint lists them). */
export const SUBSCRIPTION_STATUSES = ["incomplete", "trialing", "active", "past_due", "canceled", "unpaid"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** A subscription as the payment provider holds it now: the only source of its state. */
export interface SubscriptionSnapshot {
  subscriptionId: string;
  customerId: string | null;
  /** The family it belongs to, as recorded when the checkout began (null if the provider lost it). */
  parentId: string | null;
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  paymentMethodBrand: string | null;
  paymentMethodLast4: string | null;
}

/** A verified notification from the provider; only its id, type and subscription are trusted. */
export interface PaymentEvent {
  id: string;
  type: string;
  subscriptionId: string | null;
}

export interface CheckoutRequest {
  parentId: string;
  email: string;
  successUrl: string;
  cancelUrl: string;
  /** When the checkout stops taking payment (Stripe takes 30 minutes to 24 hours from now). */
  expiresAt: Date;
}

/** A checkout the browser can pay, until it expires. */
export interface Checkout {
  sessionId: string;
  url: string;
  expiresAt: Date;
}

/** Thrown when a webhook's signature is missing, wrong or too old. */
export class WebhookSignatureError extends Error {}

/** A provider that sends no webhooks (the local one) was sent one: the address answers as if it did not exist. */
export class NoWebhooksError extends Error {}

/**
 * Card payments for Premium: Stripe when it is configured, otherwise the local
 * test checkout. Both hand their subscriptions to the same code
 * (billing/apply-subscription.ts), which alone writes them.
 */
export interface Payments {
  readonly kind: "local" | "stripe";
  /** A checkout the browser goes to, to pay. */
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** The subscription as the provider holds it now. */
  retrieveSubscription(subscriptionId: string): Promise<SubscriptionSnapshot>;
  /** Asks the provider to end the subscription when its period ends; returns its new state. */
  cancelAtPeriodEnd(subscriptionId: string): Promise<SubscriptionSnapshot>;
  /** Ends the subscription now (a second one paid for a family that holds one); returns its new state. */
  cancelNow(subscriptionId: string): Promise<SubscriptionSnapshot>;
  /** Verifies a webhook against its raw body and signature header. */
  readWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}
