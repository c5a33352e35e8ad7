import type { AppDeps } from "../core/deps";
import { badRequest, notFound } from "../core/app-error";
import { NoWebhooksError, WebhookSignatureError } from "../providers/payments/payments";
import { applySubscription, type ApplyResult } from "./apply-subscription";

/**
 * A payment provider's webhook: verified against the raw body (400 and no
 * write if it fails), then the subscription it names is read again from the
 * provider, so events arriving late or out of order still leave its current state.
 *
 * A second subscription paid for a family that already holds a live one (two
 * checkouts opened in two tabs before either was paid) is cancelled at the
 * provider at once and kept as ended, so the family never holds two; its
 * payment is left to support to refund, and the log says which it is. If the
 * provider cannot be reached, the event is not recorded and its retry tries again.
 */
export async function handleWebhook(
  deps: AppDeps,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<ApplyResult | "ignored"> {
  let event;
  try {
    event = deps.payments.readWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw badRequest("bad_request", "Invalid webhook signature");
    if (error instanceof NoWebhooksError) throw notFound("not_found", "Not found");
    throw error;
  }
  if (!event.subscriptionId) return "ignored";
  const snapshot = await deps.payments.retrieveSubscription(event.subscriptionId);
  const result = await applySubscription(deps, snapshot, event);
  if (result !== "second_live") return result;
  deps.log.warn(
    { subscription: snapshot.subscriptionId, customer: snapshot.customerId },
    "A second subscription was paid for a family that holds one: cancelled at once; refund its payment",
  );
  return applySubscription(deps, await deps.payments.cancelNow(snapshot.subscriptionId), event);
}
