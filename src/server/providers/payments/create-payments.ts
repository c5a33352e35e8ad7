import type { StripeConfig } from "./stripe-config";
import type { Db } from "../../db/client";
import { createLocalPayments } from "./local-payments";
import type { Payments } from "./payments";

/**
 * Stripe when STRIPE_SECRET_KEY is set, otherwise the local test checkout.
 * Stripe's SDK is loaded only then: a server without it does not hold it
 * (about 6 MB of resident memory).
 */
export async function createPayments(config: { stripe: StripeConfig | undefined }, db: Db): Promise<Payments> {
  if (!config.stripe) return createLocalPayments(db);
  const { createStripePayments } = await import("./stripe-payments");
  return createStripePayments(config.stripe);
}
