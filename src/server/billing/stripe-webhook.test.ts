import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as billingApi from "../../shared/api/billing";
import { freePort } from "../../../scripts/free-port";
import { buildFamily, signInParent } from "../../../tests/factories";
import { startFakeStripe, type FakeStripe } from "../../../tests/fake-servers/stripe";
import { callAs } from "../../../tests/support/call-as";
import { createTestApp, TEST_ORIGIN, testConfig, type TestApp } from "../../../tests/support/test-app";
import { mailTo as mailToAddress } from "../../../tests/support/verify-email";
import { LIVE_SUBSCRIPTION_STATUSES, paymentEvents, subscriptions } from "../db/schema/billing";
import { createStripePayments } from "../providers/payments/stripe-payments";
import { WEBHOOK_PATH } from "./routes";

const stripeConfig = {
  secretKey: "sk_test_fake",
  webhookSecret: "whsec_test_secret",
  priceId: "price_premium_monthly",
};
const signer = new Stripe(stripeConfig.secretKey);

let fake: FakeStripe;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeStripe();
  const config = testConfig({ stripe: stripeConfig });
  t = await createTestApp({ config, payments: createStripePayments(stripeConfig, fake.host) });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const nowSeconds = () => Math.floor(Date.now() / 1000);

function eventFor(subscriptionId: string, type: string, id = `evt_${randomUUID()}`) {
  return JSON.stringify({
    id,
    object: "event",
    type,
    created: nowSeconds(),
    data: { object: { id: subscriptionId, object: "subscription" } },
  });
}

function deliver(payload: string, { secret = stripeConfig.webhookSecret, timestamp = nowSeconds() } = {}) {
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret, timestamp });
  return t.app.inject({
    method: "POST",
    url: WEBHOOK_PATH,
    headers: { "content-type": "application/json", "stripe-signature": signature },
    payload,
  });
}

/** A subscription Stripe holds for the family, as the test says. */
function stripeSubscription(parentId: string, status = "active") {
  const subscriptionId = `sub_${randomUUID()}`;
  const start = nowSeconds();
  fake.subscriptions.set(subscriptionId, {
    id: subscriptionId,
    status,
    cancel_at_period_end: false,
    current_period_start: start,
    current_period_end: start + 30 * 86_400,
    parent_id: parentId,
    brand: "visa",
    last4: "4242",
  });
  return subscriptionId;
}

/** A family whose subscription Stripe holds as the test says. */
async function familyWithStripeSubscription(status = "active") {
  const { parent } = await buildFamily(t, { children: 0 });
  const subscriptionId = stripeSubscription(parent.session.parentData.id, status);
  const start = fake.subscriptions.get(subscriptionId)?.current_period_start ?? 0;
  return { parent, subscriptionId, start };
}

const rowsOf = (subscriptionId: string) =>
  t.deps.database.db.select().from(subscriptions).where(eq(subscriptions.subscriptionId, subscriptionId));
const eventRows = (id: string) => t.deps.database.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, id));
const mailTo = (email: string) => mailToAddress(t, email);

describe("Stripe checkout", () => {
  it("creates a subscription-mode Checkout Session with the price id and the return addresses", async () => {
    const { parent } = await buildFamily(t, { children: 0 });
    const { url } = (await callAs(t, parent.caller, billingApi.startCheckout)).ok();
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_\d+$/);

    const request = fake.requests.findLast((r) => r.path === "/v1/checkout/sessions");
    expect(request?.authorization).toBe(`Bearer ${stripeConfig.secretKey}`);
    expect(request?.form).toMatchObject({
      mode: "subscription",
      "line_items[0][price]": "price_premium_monthly",
      "line_items[0][quantity]": "1",
      success_url: `${TEST_ORIGIN}/parent/dashboard?checkout=success`,
      cancel_url: `${TEST_ORIGIN}/parent/dashboard?checkout=cancelled`,
      client_reference_id: parent.session.parentData.id,
      customer_email: parent.email,
    });
  });
});

const completedCheckout = (subscriptionId: string) =>
  JSON.stringify({
    id: `evt_${randomUUID()}`,
    object: "event",
    type: "checkout.session.completed",
    created: nowSeconds(),
    data: { object: { id: `cs_test_${randomUUID()}`, object: "checkout.session", subscription: subscriptionId } },
  });

describe("one Stripe subscription per family", () => {
  it("14 Upgrades at once open one Checkout Session, all sent to it until it expires", async () => {
    const { parent } = await buildFamily(t, { children: 0 });
    const parentId = parent.session.parentData.id;
    const created = () =>
      fake.requests.filter((r) => r.path === "/v1/checkout/sessions" && r.form["client_reference_id"] === parentId);
    const urls = await Promise.all(
      Array.from({ length: 14 }, async () => (await callAs(t, parent.caller, billingApi.startCheckout)).ok().url),
    );
    expect(new Set(urls).size).toBe(1);
    expect(created()).toHaveLength(1);
    const expiresAt = Number(created()[0]?.form["expires_at"]);
    expect(expiresAt).toBe(Math.floor(t.clock.now().getTime() / 1000) + 23 * 3_600);

    const start = t.clock.now();
    t.clock.set(new Date(expiresAt * 1000));
    try {
      const caller = await signInParent(t, parent);
      const fresh = (await callAs(t, caller, billingApi.startCheckout)).ok().url;
      expect(fresh).not.toBe(urls[0]);
      expect(created()).toHaveLength(2);
    } finally {
      t.clock.set(start);
    }
  });

  it("a second subscription paid for the family is cancelled at Stripe at once and kept as ended", async () => {
    const { parent } = await buildFamily(t, { children: 0 });
    const parentId = parent.session.parentData.id;
    // Two checkouts opened before either was paid (say, before this family's open one was kept), both paid.
    const both = [stripeSubscription(parentId), stripeSubscription(parentId)];
    const payloads = both.map(completedCheckout);
    const delivered = await Promise.all(payloads.map((payload) => deliver(payload)));
    expect(delivered.map((res) => res.statusCode)).toEqual([200, 200]);

    const live = await t.deps.database.db
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.parentId, parentId),
          inArray(subscriptions.subscriptionStatus, LIVE_SUBSCRIPTION_STATUSES),
        ),
      );
    expect(live).toHaveLength(1);
    const kept = live[0]?.subscriptionId;
    const duplicate = both.find((id) => id !== kept) ?? "";
    expect((await rowsOf(duplicate))[0]?.subscriptionStatus).toBe("canceled");
    expect(fake.subscriptions.get(duplicate)?.status).toBe("canceled");
    const cancels = fake.requests.filter((r) => r.method === "DELETE" && both.some((id) => r.path.endsWith(id)));
    expect(cancels.map((r) => r.path)).toEqual([`/v1/subscriptions/${duplicate}`]);
    expect(fake.subscriptions.get(kept ?? "")?.status).toBe("active");
    expect((await mailTo(parent.email)).map((m) => m.subject)).toEqual(["Welcome to Maths Sprint Premium"]);

    // Redelivered, nothing changes; cancelling reaches the one that bills.
    for (const payload of payloads) expect((await deliver(payload)).statusCode).toBe(200);
    const cancelled = (await callAs(t, parent.caller, billingApi.cancelSubscription)).ok();
    expect(cancelled.subscription).toMatchObject({ subscription_id: kept, cancel_at_period_end: true });
    expect(fake.subscriptions.get(kept ?? "")?.cancel_at_period_end).toBe(true);
  });

  it("a second subscription stays unrecorded, for Stripe to deliver again, while Stripe cannot cancel it", async () => {
    const { parent } = await buildFamily(t, { children: 0 });
    const parentId = parent.session.parentData.id;
    const first = stripeSubscription(parentId);
    expect((await deliver(completedCheckout(first))).statusCode).toBe(200);
    const second = stripeSubscription(parentId);
    const payload = completedCheckout(second);
    const original = fake.subscriptions.get(second);
    // Stripe answers the read, then has lost the subscription when asked to cancel it.
    const unreachable = await createTestApp({
      config: testConfig({ stripe: stripeConfig }),
      payments: {
        ...createStripePayments(stripeConfig, fake.host),
        cancelNow: () => Promise.reject(new Error("Stripe is away")),
      },
    });
    try {
      const signature = signer.webhooks.generateTestHeaderString({ payload, secret: stripeConfig.webhookSecret });
      const res = await unreachable.app.inject({
        method: "POST",
        url: WEBHOOK_PATH,
        headers: { "content-type": "application/json", "stripe-signature": signature },
        payload,
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await unreachable.close();
    }
    expect(await rowsOf(second)).toEqual([]);
    expect(original?.status).toBe("active");
    // Stripe's retry, with Stripe back: cancelled and kept as ended.
    expect((await deliver(payload)).statusCode).toBe(200);
    expect((await rowsOf(second))[0]?.subscriptionStatus).toBe("canceled");
    expect((await rowsOf(first))[0]?.subscriptionStatus).toBe("active");
  });
});

describe("Stripe failures", () => {
  it("a checkout Stripe cannot create answers the spec's message", async () => {
    const unreachable = await createTestApp({
      config: testConfig({ stripe: stripeConfig }),
      payments: createStripePayments(stripeConfig, { host: "127.0.0.1", port: await freePort(), protocol: "http" }),
    });
    try {
      const { parent } = await buildFamily(unreachable, { children: 0 });
      const res = await callAs(unreachable, parent.caller, billingApi.startCheckout);
      expect(res.status).toBe(502);
      expect(res.error()).toMatchObject({ code: "checkout_failed", message: "Failed to create checkout session" });
    } finally {
      await unreachable.close();
    }
  });

  it("a cancellation Stripe refuses answers the spec's message and changes nothing", async () => {
    const { parent, subscriptionId } = await familyWithStripeSubscription();
    await deliver(eventFor(subscriptionId, "customer.subscription.created"));
    fake.subscriptions.delete(subscriptionId);
    const res = await callAs(t, parent.caller, billingApi.cancelSubscription);
    expect(res.status).toBe(502);
    expect(res.error()).toMatchObject({ code: "cancel_failed", message: "Failed to cancel subscription" });
    expect((await rowsOf(subscriptionId))[0]?.cancelAtPeriodEnd).toBe(false);
  });
});

describe("Stripe webhooks", () => {
  it("a signed event stores the subscription as Stripe holds it, card brand and last 4 included", async () => {
    const { parent, subscriptionId, start } = await familyWithStripeSubscription();
    const res = await deliver(eventFor(subscriptionId, "customer.subscription.created"));
    expect(res.statusCode).toBe(200);

    const state = (await callAs(t, parent.caller, billingApi.getSubscription)).ok();
    expect(state).toEqual({
      premium: true,
      premium_ends_at: null,
      subscription: {
        subscription_id: subscriptionId,
        subscription_status: "active",
        cancel_at_period_end: false,
        current_period_start: start,
        current_period_end: start + 30 * 86_400,
        payment_method_brand: "visa",
        payment_method_last4: "4242",
      },
    });
  });

  it("refuses a bad signature or one older than 300 s with 400, and writes nothing", async () => {
    const { subscriptionId } = await familyWithStripeSubscription();
    const wrongSecret = `evt_${randomUUID()}`;
    const stale = `evt_${randomUUID()}`;
    const unsigned = `evt_${randomUUID()}`;

    const bad = await deliver(eventFor(subscriptionId, "customer.subscription.created", wrongSecret), {
      secret: "whsec_someone_else",
    });
    const old = await deliver(eventFor(subscriptionId, "customer.subscription.created", stale), {
      timestamp: nowSeconds() - 301,
    });
    const none = await t.app.inject({
      method: "POST",
      url: WEBHOOK_PATH,
      headers: { "content-type": "application/json" },
      payload: eventFor(subscriptionId, "customer.subscription.created", unsigned),
    });
    expect([bad.statusCode, old.statusCode, none.statusCode]).toEqual([400, 400, 400]);

    expect(await rowsOf(subscriptionId)).toEqual([]);
    for (const id of [wrongSecret, stale, unsigned]) expect(await eventRows(id)).toEqual([]);

    // Still within the tolerance: accepted.
    const recent = await deliver(eventFor(subscriptionId, "customer.subscription.created"), {
      timestamp: nowSeconds() - 290,
    });
    expect(recent.statusCode).toBe(200);
  });

  it("the same event delivered 5 times has one effect", async () => {
    const { parent, subscriptionId } = await familyWithStripeSubscription();
    const payload = eventFor(subscriptionId, "customer.subscription.created");
    for (let i = 0; i < 5; i++) expect((await deliver(payload)).statusCode).toBe(200);

    expect(await rowsOf(subscriptionId)).toHaveLength(1);
    const mail = await mailTo(parent.email);
    expect(mail.map((m) => m.subject)).toEqual(["Welcome to Maths Sprint Premium"]);
  });

  it("events arriving in reverse order end in Stripe's current state", async () => {
    const { parent, subscriptionId } = await familyWithStripeSubscription();
    // Stripe has since cancelled it; the deletion arrives before the creation.
    const sub = fake.subscriptions.get(subscriptionId);
    if (sub) sub.status = "canceled";
    await deliver(eventFor(subscriptionId, "customer.subscription.deleted"));
    await deliver(eventFor(subscriptionId, "customer.subscription.created"));

    const [row] = await rowsOf(subscriptionId);
    expect(row?.subscriptionStatus).toBe("canceled");
    expect((await callAs(t, parent.caller, billingApi.getSubscription)).ok().premium).toBe(false);
  });

  it("a completed checkout names its subscription, which is read from Stripe", async () => {
    const { parent, subscriptionId } = await familyWithStripeSubscription();
    const payload = JSON.stringify({
      id: `evt_${randomUUID()}`,
      object: "event",
      type: "checkout.session.completed",
      created: nowSeconds(),
      data: { object: { id: "cs_test_1", object: "checkout.session", subscription: subscriptionId } },
    });
    expect((await deliver(payload)).statusCode).toBe(200);
    expect((await callAs(t, parent.caller, billingApi.getSubscription)).ok()).toMatchObject({
      premium: true,
      subscription: { subscription_id: subscriptionId, subscription_status: "active" },
    });
  });

  it("cancel asks Stripe to cancel at the period end and shows Cancelling with Premium kept", async () => {
    const { parent, subscriptionId, start } = await familyWithStripeSubscription();
    await deliver(eventFor(subscriptionId, "customer.subscription.created"));

    const res = (await callAs(t, parent.caller, billingApi.cancelSubscription)).ok();
    const update = fake.requests.findLast(
      (r) => r.method === "POST" && r.path === `/v1/subscriptions/${subscriptionId}`,
    );
    expect(update?.form["cancel_at_period_end"]).toBe("true");
    expect(res).toMatchObject({
      premium: true,
      subscription: { cancel_at_period_end: true, current_period_end: start + 30 * 86_400 },
    });
  });
});
