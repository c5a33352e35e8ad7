import type { FastifyInstance } from "fastify";
import { OK } from "../../shared/api/endpoint";
import * as api from "../../shared/api/billing";
import type { AppDeps } from "../core/deps";
import type { Router } from "../http/router";
import { handleWebhook } from "./handle-webhook";
import { cancelSubscription, loadSubscriptionState, payLocalCheckout, startCheckout } from "./manage-subscription";

export function registerBillingRoutes(router: Router) {
  router.handle(api.getSubscription, async (_input, { deps, actor }) => loadSubscriptionState(deps, actor.parentId));
  router.handle(api.startCheckout, async (_input, { deps, actor }) => ({ url: await startCheckout(deps, actor) }));
  router.handle(api.payLocalCheckout, async ({ body }, { deps, actor }) => {
    await payLocalCheckout(deps, actor, body.session);
    return OK;
  });
  router.handle(api.cancelSubscription, async (_input, { deps, actor }) => cancelSubscription(deps, actor));
}

export const WEBHOOK_PATH = "/api/billing/webhook";

/**
 * The payment provider's webhook, outside the contract: its signature is
 * checked against the body exactly as sent, so this route alone reads JSON as raw bytes.
 */
export function registerPaymentWebhook(app: FastifyInstance, deps: AppDeps) {
  void app.register((scope, _options, done) => {
    scope.addContentTypeParser("application/json", { parseAs: "buffer" }, (_req, body, parsed) => parsed(null, body));
    scope.post(WEBHOOK_PATH, async (req) => {
      const signature = req.headers["stripe-signature"];
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      await handleWebhook(deps, body, typeof signature === "string" ? signature : undefined);
      return { received: true };
    });
    done();
  });
}
