import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as accountsApi from "../../shared/api/accounts";
import * as billingApi from "../../shared/api/billing";
import * as familyApi from "../../shared/api/family-data";
import * as playApi from "../../shared/api/play";
import { messages, productMessages } from "../../shared/messages";
import { buildFamily, buildGame, payForPremium, signInParent, type TestParent } from "../../../tests/factories";
import { callAs } from "../../../tests/support/call-as";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { mailTo, verifyEmailOf } from "../../../tests/support/verify-email";
import { LIVE_SUBSCRIPTION_STATUSES, subscriptions } from "../db/schema/billing";
import { authorizePremium } from "../auth/policies/premium-policy";
import { isPremium, premiumStanding } from "../auth/policies/premium";

const DAY = 86_400_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// In the order they were written (a row's place in the table moves when it is updated as sent).
const subjectsFor = async (email: string) => (await mailTo(t, email)).map((m) => m.subject);

const state = async (parent: Pick<TestParent, "caller">) =>
  (await callAs(t, parent.caller, billingApi.getSubscription)).ok();

describe("the local test checkout", () => {
  it("sends the browser to our own checkout page, and asks a signed-out visitor to sign in", async () => {
    const { parent } = await buildFamily(t, { children: 0 });
    const { url } = (await callAs(t, parent.caller, billingApi.startCheckout)).ok();
    expect(url).toMatch(/^\/checkout\/local\?session=[0-9a-f-]{36}$/);

    const signedOut = await callAs(t, {}, billingApi.startCheckout);
    expect(signedOut.status).toBe(401);
    expect(signedOut.error().message).toBe(messages.signInToUpgrade);
  });

  it("Pay starts a 30-day subscription from the server's clock, gives Premium and emails the parent once", async () => {
    const { parent } = await buildFamily(t, { children: 0 });
    expect(await state(parent)).toEqual({ subscription: null, premium: false, premium_ends_at: null });

    const { session } = await payForPremium(t, parent);
    // The same checkout paid again has no second effect.
    (await callAs(t, parent.caller, billingApi.payLocalCheckout, { body: { session } })).ok();

    const now = t.clock.now().getTime() / 1000;
    expect(await state(parent)).toEqual({
      premium: true,
      // A subscription that renews: Premium has no end to show.
      premium_ends_at: null,
      subscription: {
        subscription_id: `local_${session}`,
        subscription_status: "active",
        cancel_at_period_end: false,
        current_period_start: now,
        current_period_end: now + 30 * 86_400,
        payment_method_brand: null,
        payment_method_last4: null,
      },
    });
    const me = (await callAs(t, parent.caller, accountsApi.getSession)).ok();
    expect(me.session?.parentData.premium).toBe(true);
    expect(await subjectsFor(parent.email)).toEqual(["Welcome to Maths Sprint Premium"]);

    const again = await callAs(t, parent.caller, billingApi.startCheckout);
    expect(again.status).toBe(409);
    expect(again.error().message).toBe(productMessages.alreadySubscribed);
  });

  it("renews period after period while it is not cancelled", async () => {
    const { parent } = await buildFamily(t, { children: 0 });
    await payForPremium(t, parent);
    const start = t.clock.now().getTime();
    t.clock.advance(65 * DAY);
    try {
      // The parent's 30-day session has lapsed meanwhile: a new sign-in.
      const { subscription, premium } = await state({ caller: await signInParent(t, parent) });
      expect(premium).toBe(true);
      expect(subscription?.subscription_status).toBe("active");
      expect(subscription?.current_period_start).toBe((start + 60 * DAY) / 1000);
      expect(subscription?.current_period_end).toBe((start + 90 * DAY) / 1000);
    } finally {
      t.clock.advance(-65 * DAY);
    }
  });

  it("cancel keeps Premium until the period ends, then ends it, with an email at each step", async () => {
    const { parent } = await buildFamily(t, { children: 0 });
    await payForPremium(t, parent);
    const end = t.clock.now().getTime() / 1000 + 30 * 86_400;
    // A second later, so that the emails' order is their times' (two at one time may be read in either order).
    t.clock.advance(1_000);

    const cancelled = (await callAs(t, parent.caller, billingApi.cancelSubscription)).ok();
    expect(cancelled.premium).toBe(true);
    expect(cancelled.premium_ends_at).toBe(new Date(end * 1000).toISOString());
    expect(cancelled.subscription).toMatchObject({
      subscription_status: "active",
      cancel_at_period_end: true,
      current_period_end: end,
    });
    // Cancelling again changes nothing and sends nothing.
    (await callAs(t, parent.caller, billingApi.cancelSubscription)).ok();

    t.clock.advance(30 * DAY + 1);
    try {
      const caller = await signInParent(t, parent);
      expect(await state({ caller })).toMatchObject({
        premium: false,
        subscription: { subscription_status: "canceled", current_period_end: end },
      });
      const me = (await callAs(t, caller, accountsApi.getSession)).ok();
      expect(me.session?.parentData.premium).toBe(false);
      expect(await subjectsFor(parent.email)).toEqual([
        "Welcome to Maths Sprint Premium",
        "Your Premium subscription has been cancelled",
        "Your Premium subscription has ended",
      ]);
      const none = await callAs(t, caller, billingApi.cancelSubscription);
      expect(none.status).toBe(422);
      expect(none.error()).toMatchObject({ code: "no_subscription", message: messages.noPremiumToCancel });
    } finally {
      t.clock.advance(-(30 * DAY + 1) - 1_000);
    }
  });

  it("says when a referral's Premium ends, and that a subscription taken meanwhile renews it", async () => {
    const referrer = await buildFamily(t, { children: 0 });
    const referred = await buildFamily(t, {
      parent: { ref: referrer.parent.session.parentData.referral_code ?? "" },
      children: 1,
    });
    // The referral counts once the address is proved and a child has played.
    expect((await verifyEmailOf(t, referred.parent.email)).status).toBe(200);
    expect(
      (await callAs(t, referred.child.caller, playApi.saveGame, { body: buildGame(referred.child.id) })).status,
    ).toBe(200);
    const weekEnd = new Date(t.clock.now().getTime() + 7 * DAY).toISOString();
    expect(await state(referred.parent)).toEqual({ subscription: null, premium: true, premium_ends_at: weekEnd });

    // The referral's week does not stop the parent subscribing; then nothing ends.
    await payForPremium(t, referred.parent);
    expect(await state(referred.parent)).toMatchObject({ premium: true, premium_ends_at: null });
    // Cancelled, Premium ends with the later of the period and the week.
    const cancelled = (await callAs(t, referred.parent.caller, billingApi.cancelSubscription)).ok();
    expect(cancelled.premium_ends_at).toBe(
      new Date((cancelled.subscription?.current_period_end ?? 0) * 1000).toISOString(),
    );
  });

  it("has nothing to cancel for a family without a subscription", async () => {
    const { parent } = await buildFamily(t, { children: 0 });
    const res = await callAs(t, parent.caller, billingApi.cancelSubscription);
    expect(res.status).toBe(422);
    expect(res.error().message).toBe("No premium access to cancel.");
  });

  it("asks for a session before cancelling anything", async () => {
    const res = await callAs(t, {}, billingApi.cancelSubscription);
    expect(res.status).toBe(401);
    expect(res.error().message).toBe("No authenticated session found");
  });
});

const liveRows = (parentId: string) =>
  t.deps.database.db
    .select()
    .from(subscriptions)
    .where(
      and(eq(subscriptions.parentId, parentId), inArray(subscriptions.subscriptionStatus, LIVE_SUBSCRIPTION_STATUSES)),
    );

describe("one live subscription per family", () => {
  it("14 checkouts paid at once give one subscription; cancelled and past its end, the family is free and can delete the account", async () => {
    const { parent } = await buildFamily(t, { children: 1 });
    const parentId = parent.session.parentData.id;
    const checkoutAndPay = async () => {
      const started = await callAs(t, parent.caller, billingApi.startCheckout);
      if (started.status !== 200) return started.status;
      const session = new URL(started.ok().url, "http://localhost").searchParams.get("session") ?? "";
      return (await callAs(t, parent.caller, billingApi.payLocalCheckout, { body: { session } })).status;
    };
    const statuses = await Promise.all(Array.from({ length: 14 }, checkoutAndPay));
    // Each either paid the family's one checkout or was told the family already has Premium.
    expect(statuses.filter((status) => status !== 200 && status !== 409)).toEqual([]);
    expect(await liveRows(parentId)).toHaveLength(1);
    expect(await subjectsFor(parent.email)).toEqual(["Welcome to Maths Sprint Premium"]);

    const cancelled = (await callAs(t, parent.caller, billingApi.cancelSubscription)).ok();
    expect(cancelled.subscription?.cancel_at_period_end).toBe(true);
    t.clock.advance(95 * DAY);
    try {
      const caller = await signInParent(t, parent);
      expect((await state({ caller })).premium).toBe(false);
      expect((await callAs(t, caller, accountsApi.getSession)).ok().session?.parentData.premium).toBe(false);
      expect((await callAs(t, caller, familyApi.accountDeletionStatus)).ok().blocked).toBeNull();
      (await callAs(t, caller, familyApi.deleteAccount, { body: { confirmation: "delete" } })).ok();
    } finally {
      t.clock.advance(-95 * DAY);
    }
  });

  it("a checkout opened again before paying is the same checkout, and one no Upgrade opened cannot be paid", async () => {
    const { parent } = await buildFamily(t, { children: 0 });
    const urls = await Promise.all(
      Array.from({ length: 14 }, async () => (await callAs(t, parent.caller, billingApi.startCheckout)).ok().url),
    );
    expect(new Set(urls).size).toBe(1);

    const forged = await Promise.all(
      Array.from({ length: 14 }, () =>
        callAs(t, parent.caller, billingApi.payLocalCheckout, { body: { session: randomUUID() } }),
      ),
    );
    expect(forged.map((res) => res.status)).toEqual(Array.from({ length: 14 }, () => 404));
    expect(forged[0]?.error().message).toBe(messages.openCheckoutFailed);
    expect(await liveRows(parent.session.parentData.id)).toEqual([]);

    // Past its 23 hours, Upgrade opens a new checkout, and the old one can no longer be paid.
    t.clock.advance(23 * 3_600_000 + 1);
    try {
      const caller = await signInParent(t, parent);
      const fresh = (await callAs(t, caller, billingApi.startCheckout)).ok().url;
      expect(fresh).not.toBe(urls[0]);
      const stale = new URL(urls[0] ?? "", "http://localhost").searchParams.get("session") ?? "";
      expect((await callAs(t, caller, billingApi.payLocalCheckout, { body: { session: stale } })).status).toBe(404);
    } finally {
      t.clock.advance(-(23 * 3_600_000 + 1));
    }
  });

  it("a subscription set to cancel whose period is over gives way to a new one, even before it is marked ended", async () => {
    const { parent } = await buildFamily(t, { children: 0 });
    const parentId = parent.session.parentData.id;
    const { session: first } = await payForPremium(t, parent);
    (await callAs(t, parent.caller, billingApi.cancelSubscription)).ok();
    t.clock.advance(31 * DAY);
    try {
      // Nothing has read the subscription since its period ended: its row still says active.
      const caller = await signInParent(t, parent);
      expect((await liveRows(parentId)).map((row) => row.subscriptionId)).toEqual([`local_${first}`]);
      const { session: second } = await payForPremium(t, { caller });
      const rows = await t.deps.database.db.select().from(subscriptions).where(eq(subscriptions.parentId, parentId));
      expect(Object.fromEntries(rows.map((row) => [row.subscriptionId, row.subscriptionStatus]))).toEqual({
        [`local_${first}`]: "canceled",
        [`local_${second}`]: "active",
      });
      expect(await state({ caller })).toMatchObject({ premium: true, premium_ends_at: null });
    } finally {
      t.clock.advance(-31 * DAY);
    }
  });

  it("the database refuses a second live subscription for a family", async () => {
    const { parent } = await buildFamily(t, { children: 0 });
    await payForPremium(t, parent);
    const now = t.clock.now();
    const second = t.deps.database.db.insert(subscriptions).values({
      parentId: parent.session.parentData.id,
      subscriptionId: `local_${randomUUID()}`,
      subscriptionStatus: "past_due",
      currentPeriodStart: now,
      currentPeriodEnd: new Date(now.getTime() + 30 * DAY),
    });
    await expect(second).rejects.toMatchObject({ cause: { code: "23505" } });
  });
});

describe("premium gating", () => {
  it("refuses a family without Premium with 403 premium_required, and lets a premium family's parent and child in", async () => {
    const free = await buildFamily(t, { children: 1, signIn: false });
    const paid = await buildFamily(t, { children: 1, signIn: false });
    await payForPremium(t, paid.parent);
    const actorOf = (family: typeof free) => ({
      kind: "parent" as const,
      sessionId: "s",
      userId: family.parent.session.user.id,
      email: family.parent.email,
      parentId: family.parent.session.parentData.id,
      isAdmin: false,
    });
    const db = t.deps.database.db;
    const now = t.clock.now();
    await expect(authorizePremium(db, actorOf(free), "analytics", now)).rejects.toMatchObject({
      status: 403,
      code: "premium_required",
      message: productMessages.premiumRequired,
    });
    await expect(authorizePremium(db, actorOf(paid), "analytics", now)).resolves.toBeUndefined();
    const paidChild = {
      kind: "child" as const,
      sessionId: "s",
      childId: paid.child.id,
      parentId: paid.parent.session.parentData.id,
      parentUserId: paid.parent.session.user.id,
      expiresAt: now,
    };
    await expect(authorizePremium(db, paidChild, "premium_stickers", now)).resolves.toBeUndefined();
  });
});

describe("the one rule of Premium", () => {
  const now = new Date("2026-06-01T09:00:00Z");
  const later = new Date(now.getTime() + DAY);
  const earlier = new Date(now.getTime() - DAY);
  const sub = (subscriptionStatus: string, cancelAtPeriodEnd: boolean, currentPeriodEnd: Date) => ({
    subscriptionStatus,
    cancelAtPeriodEnd,
    currentPeriodEnd,
  });

  it("is an active subscription or premium_until in the future", () => {
    expect(isPremium(null, undefined, now)).toBe(false);
    expect(isPremium(later, undefined, now)).toBe(true);
    expect(isPremium(now, undefined, now)).toBe(false);
    expect(isPremium(earlier, sub("active", false, later), now)).toBe(true);
    expect(isPremium(null, sub("trialing", false, later), now)).toBe(true);
    expect(isPremium(null, sub("canceled", false, later), now)).toBe(false);
    expect(isPremium(null, sub("past_due", false, later), now)).toBe(false);
    // Set to cancel: Premium until the period ends, whether or not the provider has said it ended.
    expect(isPremium(null, sub("active", true, later), now)).toBe(true);
    expect(isPremium(null, sub("active", true, earlier), now)).toBe(false);
  });

  it("ends on the last of what gives it, unless a subscription renews it", () => {
    const week = new Date(now.getTime() + 7 * DAY);
    expect(premiumStanding(null, undefined, now)).toEqual({ premium: false, endsAt: null });
    expect(premiumStanding(earlier, undefined, now)).toEqual({ premium: false, endsAt: null });
    expect(premiumStanding(week, undefined, now)).toEqual({ premium: true, endsAt: week });
    expect(premiumStanding(week, sub("active", false, later), now)).toEqual({ premium: true, endsAt: null });
    expect(premiumStanding(week, sub("active", true, later), now)).toEqual({ premium: true, endsAt: week });
    expect(premiumStanding(earlier, sub("active", true, later), now)).toEqual({ premium: true, endsAt: later });
    expect(premiumStanding(week, sub("canceled", false, later), now)).toEqual({ premium: true, endsAt: week });
    expect(premiumStanding(null, sub("past_due", false, later), now)).toEqual({ premium: false, endsAt: null });
  });
});
