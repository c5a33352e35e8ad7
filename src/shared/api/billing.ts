import { z } from "zod";
import { messages } from "../messages";
import { defineEndpoint, okSchema } from "./endpoint";

/** The read-only view of a subscription; the period in seconds since the epoch. */
const subscriptionSchema = z.object({
  subscription_id: z.string(),
  subscription_status: z.enum(["incomplete", "trialing", "active", "past_due", "canceled", "unpaid"]),
  cancel_at_period_end: z.boolean(),
  current_period_start: z.number().int(),
  current_period_end: z.number().int(),
  payment_method_brand: z.string().nullable(),
  payment_method_last4: z.string().nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

const subscriptionStateSchema = z.object({
  subscription: subscriptionSchema.nullable(),
  /** An active subscription or premium_until in the future. */
  premium: z.boolean(),
  /**
   * When Premium ends unless something renews it (a referral's weeks, a
   * cancelled subscription's period, whichever is later); null without
   * Premium or while a subscription renews it.
   */
  premium_ends_at: z.iso.datetime().nullable(),
});

export const getSubscription = defineEndpoint({
  method: "GET",
  path: "/api/billing/subscription",
  access: "parent",
  summary: "The family's latest subscription, if any, and whether the family has Premium",
  response: subscriptionStateSchema,
});

export const startCheckout = defineEndpoint({
  method: "POST",
  path: "/api/billing/checkout",
  access: "parent",
  summary: "Start paying for Premium: the checkout page the browser goes to",
  signedOutMessage: messages.signInToUpgrade,
  rateLimit: { max: 20, windowMs: 60 * 60_000 },
  response: z.object({ url: z.string() }),
});

export const payLocalCheckout = defineEndpoint({
  method: "POST",
  path: "/api/billing/local-checkout",
  access: "parent",
  summary: "Pay on the local test checkout (no card is charged); only without Stripe",
  signedOutMessage: messages.signInToUpgrade,
  body: z.object({ session: z.uuid() }),
  response: okSchema,
});

export const cancelSubscription = defineEndpoint({
  method: "POST",
  path: "/api/billing/cancel",
  access: "parent",
  summary: "Cancel the subscription at the end of its period",
  signedOutMessage: messages.noAuthenticatedSessionFound,
  response: subscriptionStateSchema,
});
