/** The Stripe account's keys and the Premium price (STRIPE_SECRET_KEY and the like). */
export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  priceId: string;
}
