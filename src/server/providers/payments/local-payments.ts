import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { subscriptions } from "../../db/schema/billing";
import { NoWebhooksError, type Payments, type SubscriptionSnapshot } from "./payments";

/** The local checkout's page: it says plainly that no card is charged. */
const LOCAL_CHECKOUT_PATH = "/checkout/local";

/**
 * The default when Stripe is not configured: our own test checkout page, and
 * our own table as the record of its subscriptions. It sends no webhooks.
 */
export function createLocalPayments(db: Db): Payments {
  async function current(subscriptionId: string): Promise<SubscriptionSnapshot> {
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.subscriptionId, subscriptionId));
    if (!row) throw new Error(`No local subscription ${subscriptionId}`);
    return {
      subscriptionId: row.subscriptionId,
      customerId: row.customerId,
      parentId: row.parentId,
      status: row.subscriptionStatus as SubscriptionSnapshot["status"],
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      currentPeriodStart: row.currentPeriodStart,
      currentPeriodEnd: row.currentPeriodEnd,
      paymentMethodBrand: row.paymentMethodBrand,
      paymentMethodLast4: row.paymentMethodLast4,
    };
  }
  return {
    kind: "local",
    createCheckout({ expiresAt }) {
      const sessionId = crypto.randomUUID();
      return Promise.resolve({ sessionId, url: `${LOCAL_CHECKOUT_PATH}?session=${sessionId}`, expiresAt });
    },
    retrieveSubscription: current,
    async cancelAtPeriodEnd(subscriptionId) {
      return { ...(await current(subscriptionId)), cancelAtPeriodEnd: true };
    },
    async cancelNow(subscriptionId) {
      return { ...(await current(subscriptionId)), status: "canceled" };
    },
    readWebhook() {
      throw new NoWebhooksError("The local payments provider sends no webhooks");
    },
  };
}
