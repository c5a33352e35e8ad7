import type { AppDeps } from "../deps";
import { badRequest } from "../http/app-error";
import { WebhookSignatureError } from "../providers/payments/payments";
import { applySubscription, type ApplyResult } from "./apply-subscription";

/**
 * A payment provider's webhook: verified against the raw body (400 and no
 * write if it fails), then the subscription it names is read again from the
 * provider, so events arriving late or out of order still leave its current state.
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
    throw error;
  }
  if (!event.subscriptionId) return "ignored";
  const snapshot = await deps.payments.retrieveSubscription(event.subscriptionId);
  return applySubscription(deps, snapshot, event);
}
