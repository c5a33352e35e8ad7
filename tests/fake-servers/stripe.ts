import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A small stand-in for Stripe's REST API on loopback (docs/product/engineering-rules.md#testing: fakes only at
 * the edge): the official SDK is pointed at it through its host, port and
 * protocol options. It creates Checkout Sessions, and holds subscriptions that
 * a test sets and the SDK reads, cancels at period end or cancels at once.
 */

export interface FakeStripeSubscription {
  id: string;
  status: string;
  cancel_at_period_end: boolean;
  current_period_start: number;
  current_period_end: number;
  parent_id: string;
  brand?: string;
  last4?: string;
}

export interface FakeStripeRequest {
  method: string;
  path: string;
  /** The form-encoded body, as Stripe's API takes it (keys such as `line_items[0][price]`). */
  form: Record<string, string>;
  authorization: string | undefined;
}

export interface FakeStripe {
  host: { host: string; port: number; protocol: "http" };
  requests: FakeStripeRequest[];
  subscriptions: Map<string, FakeStripeSubscription>;
  close(): Promise<void>;
}

function subscriptionObject(sub: FakeStripeSubscription) {
  return {
    id: sub.id,
    object: "subscription",
    status: sub.status,
    customer: "cus_fake",
    cancel_at_period_end: sub.cancel_at_period_end,
    start_date: sub.current_period_start,
    metadata: { parent_id: sub.parent_id },
    default_payment_method: sub.brand
      ? { id: "pm_fake", object: "payment_method", card: { brand: sub.brand, last4: sub.last4 } }
      : null,
    items: {
      object: "list",
      data: [
        {
          id: "si_fake",
          object: "subscription_item",
          current_period_start: sub.current_period_start,
          current_period_end: sub.current_period_end,
        },
      ],
    },
  };
}

async function formOf(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripeRequest[] = [];
  const subscriptions = new Map<string, FakeStripeSubscription>();
  let sessions = 0;
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const form = await formOf(req);
      requests.push({ method: req.method ?? "", path: url.pathname, form, authorization: req.headers.authorization });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") {
        const id = `cs_test_${++sessions}`;
        send(200, {
          id,
          object: "checkout.session",
          url: `https://checkout.stripe.test/c/pay/${id}`,
          expires_at: Number(form["expires_at"] ?? Math.floor(Date.now() / 1000) + 86_400),
        });
        return;
      }
      const match = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
      const sub = match?.[1] ? subscriptions.get(match[1]) : undefined;
      if (!sub) {
        send(404, { error: { type: "invalid_request_error", message: "No such subscription" } });
        return;
      }
      if (req.method === "POST" && form["cancel_at_period_end"] === "true") sub.cancel_at_period_end = true;
      if (req.method === "DELETE") sub.status = "canceled";
      send(200, subscriptionObject(sub));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: { host: "127.0.0.1", port, protocol: "http" },
    requests,
    subscriptions,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
