import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as accountsApi from "../../shared/api/accounts";
import * as billingApi from "../../shared/api/billing";
import * as familyApi from "../../shared/api/family-data";
import { saveGame } from "../../shared/api/play";
import * as api from "../../shared/api/referrals";
import { productMessages } from "../../shared/messages";
import { buildFamily, buildGame, uniqueEmail, uniqueIp, type TestFamily } from "../../../tests/factories";
import { callAs, type Caller } from "../../../tests/support/call-as";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { referrals, subscriptions } from "../db/schema/billing";
import { parents } from "../db/schema/users";
import { revokeReferralPremium } from "./revoke-referral-premium";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const WEEK = 7 * DAY;
const db = () => t.deps.database.db;

const codeOf = (family: TestFamily) => family.parent.session.parentData.referral_code ?? "";
const stats = async (caller: Caller) => (await callAs(t, caller, api.referralStats)).ok();
const session = async (caller: Caller) => (await callAs(t, caller, accountsApi.getSession)).ok().session?.parentData;
const premiumUntil = async (caller: Caller) => {
  const until = (await session(caller))?.premium_until;
  return until ? new Date(until).getTime() : null;
};
/** A family signed up through `referrer`'s link, with one child signed in. */
const referredBy = (referrer: TestFamily) => buildFamily(t, { parent: { ref: codeOf(referrer) }, children: 1 });
const play = (child: TestFamily["child"]) => callAs(t, child.caller, saveGame, { body: buildGame(child.id) });

describe("GET /api/referrals/:code", () => {
  it("says whether a code belongs to a parent, in any case", async () => {
    const referrer = await buildFamily(t, { children: 0 });
    const check = (code: string) => callAs(t, {}, api.checkReferralCode, { params: { code } });
    expect((await check(codeOf(referrer))).ok()).toEqual({ valid: true });
    expect((await check(codeOf(referrer).toLowerCase())).ok()).toEqual({ valid: true });
    expect((await check("ZZZZ2345")).ok()).toEqual({ valid: false });
  });

  it.each(["abc", "ABCD12345", "ABCD1234", "AB%00CD23", "ABCD 345", "X".repeat(65), "ÉCOLE234"])(
    "answers %j, which cannot be a code, 400 with a plain message",
    async (code) => {
      const res = await callAs(t, {}, api.checkReferralCode, { params: { code } });
      expect(res.status).toBe(400);
      expect(res.error().message).toBe(productMessages.notAReferralCode);
    },
  );

  it("answers a code with a control character 400, asking for it to be removed", async () => {
    const res = await callAs(t, {}, api.checkReferralCode, { params: { code: "ABCD\u0000234" } });
    expect(res.status).toBe(400);
    expect(res.error().message).toBe(productMessages.controlCharacters);
  });

  it("is limited to 30 checks a minute from one address, like the other public endpoints worth abusing", async () => {
    const limited = await createTestApp({ rateLimitPerMinute: 600 });
    try {
      const ip = uniqueIp();
      const check = () => callAs(limited, { ip }, api.checkReferralCode, { params: { code: "ZZZZ2345" } });
      for (let i = 0; i < 30; i++) expect((await check()).status).toBe(200);
      const refused = await check();
      expect(refused.status).toBe(429);
      expect(refused.error().message).toBe(productMessages.tooManyAttempts);
    } finally {
      await limited.close();
    }
  });
});

describe("signing up through a referral link", () => {
  it("gives the new parent a week of Premium and the referrer a pending referral", async () => {
    const referrer = await buildFamily(t, { children: 0 });
    const referred = await buildFamily(t, { parent: { ref: ` ${codeOf(referrer).toLowerCase()} ` }, children: 0 });
    const data = referred.parent.session.parentData;
    expect(data.premium).toBe(true);
    expect(new Date(data.premium_until ?? 0).getTime()).toBe(t.clock.now().getTime() + WEEK);
    expect(await stats(referrer.parent.caller)).toEqual({
      totalReferrals: 1,
      completedReferrals: 0,
      pendingReferrals: 1,
      weeksEarned: 0,
    });
    // Nothing for the referrer yet: their week comes with the family's first game.
    expect(await premiumUntil(referrer.parent.caller)).toBeNull();
  });

  it.each(["ZZZZ2345", "not a code!", ""])(
    "still works with the unknown code %j, without a week or a referral",
    async (ref) => {
      const res = await callAs(t, {}, accountsApi.signup, {
        body: { email: uniqueEmail(), password: "tidy-tortoise", ref },
      });
      expect(res.status).toBe(201);
      expect(res.ok().parentData.premium).toBe(false);
      expect(res.ok().parentData.premium_until).toBeNull();
      const rows = await db().select().from(referrals).where(eq(referrals.referredParentId, res.ok().parentData.id));
      expect(rows).toEqual([]);
    },
  );
});

describe("the referrer's week", () => {
  it("comes when a child of the referred family finishes a first game, and only then", async () => {
    const referrer = await buildFamily(t, { children: 0 });
    const referred = await referredBy(referrer);
    // The referred parent playing as themself is not the family's child playing.
    expect((await callAs(t, referred.parent.caller, saveGame, { body: buildGame(null) })).status).toBe(200);
    expect((await stats(referrer.parent.caller)).pendingReferrals).toBe(1);

    t.clock.advance(10 * 60_000); // later, within the children's hour-long sessions
    expect((await play(referred.child)).status).toBe(200);
    expect(await stats(referrer.parent.caller)).toEqual({
      totalReferrals: 1,
      completedReferrals: 1,
      pendingReferrals: 0,
      weeksEarned: 1,
    });
    expect(await premiumUntil(referrer.parent.caller)).toBe(t.clock.now().getTime() + WEEK);
    const subscription = (await callAs(t, referrer.parent.caller, billingApi.getSubscription)).ok();
    expect(subscription.premium).toBe(true);
  });

  it("is given once: later games, a repeat of the first and a sibling's games change nothing", async () => {
    const referrer = await buildFamily(t, { children: 0 });
    const referred = await buildFamily(t, { parent: { ref: codeOf(referrer) } });
    const first = buildGame(referred.child.id);
    await callAs(t, referred.child.caller, saveGame, { body: first });
    const after = await premiumUntil(referrer.parent.caller);
    t.clock.advance(10 * 60_000); // later, within the children's hour-long sessions
    expect((await callAs(t, referred.child.caller, saveGame, { body: first })).ok().replayed).toBe(true);
    await play(referred.child);
    await play(referred.sibling);
    expect(await premiumUntil(referrer.parent.caller)).toBe(after);
    expect((await stats(referrer.parent.caller)).weeksEarned).toBe(1);
  });

  it("is added to Premium the referrer still has, from its end", async () => {
    const referrer = await buildFamily(t, { children: 0 });
    const until = t.clock.now().getTime() + 3 * DAY;
    await db()
      .update(parents)
      .set({ premiumUntil: new Date(until) })
      .where(eq(parents.id, referrer.parent.session.parentData.id));
    await play((await referredBy(referrer)).child);
    expect(await premiumUntil(referrer.parent.caller)).toBe(until + WEEK);
  });

  it("stops at 4 weeks: a fifth family's first game completes its referral without a week", async () => {
    const referrer = await buildFamily(t, { children: 0 });
    const families = [];
    for (let i = 0; i < 5; i++) families.push(await referredBy(referrer));
    for (const family of families) await play(family.child);
    expect(await stats(referrer.parent.caller)).toEqual({
      totalReferrals: 5,
      completedReferrals: 5,
      pendingReferrals: 0,
      weeksEarned: 4,
    });
    expect(await premiumUntil(referrer.parent.caller)).toBe(t.clock.now().getTime() + 4 * WEEK);
  });

  it("stops at 4 weeks when six referred families finish their first games at the same moment", async () => {
    const referrer = await buildFamily(t, { children: 0 });
    const families = [];
    for (let i = 0; i < 6; i++) families.push(await referredBy(referrer));
    const saves = await Promise.all(families.map((family) => play(family.child)));
    expect(saves.map((s) => s.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await stats(referrer.parent.caller)).toEqual({
      totalReferrals: 6,
      completedReferrals: 6,
      pendingReferrals: 0,
      weeksEarned: 4,
    });
    expect(await premiumUntil(referrer.parent.caller)).toBe(t.clock.now().getTime() + 4 * WEEK);
  });

  it("is given once when two children of the referred family finish games at the same moment", async () => {
    const referrer = await buildFamily(t, { children: 0 });
    const referred = await buildFamily(t, { parent: { ref: codeOf(referrer) } });
    await Promise.all([play(referred.child), play(referred.sibling), play(referred.child)]);
    expect((await stats(referrer.parent.caller)).weeksEarned).toBe(1);
    expect(await premiumUntil(referrer.parent.caller)).toBe(t.clock.now().getTime() + WEEK);
  });
});

describe("GET /api/account/referrals", () => {
  it("counts the parent's own referrals only", async () => {
    const referrer = await buildFamily(t, { children: 0 });
    const other = await buildFamily(t, { children: 0 });
    await play((await referredBy(referrer)).child);
    await referredBy(referrer);
    await referredBy(other);
    expect(await stats(referrer.parent.caller)).toEqual({
      totalReferrals: 2,
      completedReferrals: 1,
      pendingReferrals: 1,
      weeksEarned: 1,
    });
    expect(await stats(other.parent.caller)).toEqual({
      totalReferrals: 1,
      completedReferrals: 0,
      pendingReferrals: 1,
      weeksEarned: 0,
    });
  });
});

describe("revoking referral Premium", () => {
  it("sets premium_until to now, so the family no longer has Premium", async () => {
    const referrer = await buildFamily(t, { children: 0 });
    const referred = await referredBy(referrer);
    expect((await session(referred.parent.caller))?.premium).toBe(true);
    const revoked = await revokeReferralPremium(t.deps, ` ${referred.parent.email.toUpperCase()} `);
    expect(revoked).toEqual({ outcome: "revoked", premiumUntil: new Date(t.clock.now().getTime() + WEEK) });
    const data = await session(referred.parent.caller);
    expect(data?.premium_until).toBe(t.clock.now().toISOString());
    expect(data?.premium).toBe(false);
    expect((await callAs(t, referred.parent.caller, billingApi.getSubscription)).ok().premium).toBe(false);
    // The referrer's own week is theirs: it still comes with the family's first game.
    await play(referred.child);
    expect((await stats(referrer.parent.caller)).weeksEarned).toBe(1);
  });

  it("leaves a subscription alone, and says when there is nothing to revoke or no such parent", async () => {
    const family = await buildFamily(t, { children: 0 });
    const parentId = family.parent.session.parentData.id;
    await db()
      .insert(subscriptions)
      .values({
        parentId,
        subscriptionId: `sub_${parentId}`,
        subscriptionStatus: "active",
        cancelAtPeriodEnd: false,
        currentPeriodStart: t.clock.now(),
        currentPeriodEnd: new Date(t.clock.now().getTime() + 30 * DAY),
      });
    expect(await revokeReferralPremium(t.deps, family.parent.email)).toEqual({ outcome: "nothing_to_revoke" });
    expect(await premiumUntil(family.parent.caller)).toBeNull();
    expect((await session(family.parent.caller))?.premium).toBe(true);
    expect(await revokeReferralPremium(t.deps, uniqueEmail())).toEqual({ outcome: "no_such_parent" });
  });
});

describe("a deleted family's referrals", () => {
  const deleteAccount = (family: TestFamily) =>
    callAs(t, family.parent.caller, familyApi.deleteAccount, { body: { confirmation: "delete" } });

  it("leave the referrer's completed referral and week counted, and take a pending one away", async () => {
    const referrer = await buildFamily(t, { children: 0 });
    const completed = await referredBy(referrer);
    await play(completed.child);
    const pending = await referredBy(referrer);
    expect((await deleteAccount(completed)).status).toBe(200);
    expect((await deleteAccount(pending)).status).toBe(200);
    expect(await stats(referrer.parent.caller)).toEqual({
      totalReferrals: 1,
      completedReferrals: 1,
      pendingReferrals: 0,
      weeksEarned: 1,
    });
    // What stays names nobody.
    const [row] = await db()
      .select()
      .from(referrals)
      .where(eq(referrals.referrerParentId, referrer.parent.session.parentData.id));
    expect(row?.referredParentId).toBeNull();
  });

  it("of a deleted referrer go with them; the referred family keeps its week and plays on", async () => {
    const referrer = await buildFamily(t, { children: 0 });
    const referred = await referredBy(referrer);
    expect((await deleteAccount(referrer)).status).toBe(200);
    expect((await play(referred.child)).status).toBe(200);
    expect((await session(referred.parent.caller))?.premium).toBe(true);
    expect(await stats(referred.parent.caller)).toEqual({
      totalReferrals: 0,
      completedReferrals: 0,
      pendingReferrals: 0,
      weeksEarned: 0,
    });
  });
});

describe("the family export", () => {
  it("holds the family's referrals from its own side, without the other family's id", async () => {
    const referrer = await buildFamily(t, { children: 0 });
    const referred = await referredBy(referrer);
    await play(referred.child);
    const mine = (await callAs(t, referrer.parent.caller, familyApi.exportFamilyData)).ok().referrals;
    const theirs = (await callAs(t, referred.parent.caller, familyApi.exportFamilyData)).ok().referrals;
    expect(mine).toEqual([expect.objectContaining({ role: "referrer", status: "completed", rewarded: true })]);
    expect(theirs).toEqual([expect.objectContaining({ role: "referred", status: "completed", rewarded: true })]);
    const text = JSON.stringify(mine) + JSON.stringify(theirs);
    expect(text).not.toContain(referrer.parent.session.parentData.id);
    expect(text).not.toContain(referred.parent.session.parentData.id);
  });
});
