import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { createLocalPayments } from "./local-payments";
import type { Payments } from "./payments";
import { createStripePayments } from "./stripe-payments";

/** Stripe when STRIPE_SECRET_KEY is set, otherwise the local test checkout. */
export function createPayments(config: Config, db: Db): Payments {
  return config.stripe ? createStripePayments(config.stripe) : createLocalPayments(db);
}
