import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as accountsApi from "../../shared/api/accounts";
import * as billingApi from "../../shared/api/billing";
import * as familyApi from "../../shared/api/family-data";
import { saveGame } from "../../shared/api/play";
import * as api from "../../shared/api/referrals";
import { productMessages } from "../../shared/messages";
import {
  buildFamily,
  buildGame,
  playedAnswers,
  uniqueEmail,
  uniqueIp,
  type TestFamily,
} from "../../../tests/factories";
import { callAs, type Caller } from "../../../tests/support/call-as";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { verificationTokenFor, verifyEmailOf } from "../../../tests/support/verify-email";
import { EMAIL_VERIFICATION_HOURS } from "../../shared/constants";
import { emailOutbox } from "../db/schema/email";
import { referrals, subscriptions } from "../db/schema/billing";
import { emailVerificationTokens, parents } from "../db/schema/users";
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
/** The referred parent follows the link of their verification email. */
const verify = async (family: TestFamily) => {
  const res = await verifyEmailOf(t, family.parent.email);
  expect(res.status).toBe(200);
  return res.ok();
};
/** What makes a referral count: the address proved, then a child's game. */
const verifyAndPlay = async (family: TestFamily) => {
  await verify(family);
  expect((await play(family.child)).status).toBe(200);
};

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
  it("records a pending referral, gives nobody anything yet, and emails the new parent a link to confirm the address", async () => {
    const referrer = await buildFamily(t, { children: 0 });
    const referred = await buildFamily(t, { parent: { ref: ` ${codeOf(referrer).toLowerCase()} ` }, children: 0 });
    const data = referred.parent.session.parentData;
    expect(data.premium).toBe(false);
    expect(data.premium_until).toBeNull();
    expect(await stats(referrer.parent.caller)).toMatchObject({
      totalReferrals: 1,
      completedReferrals: 0,
      pendingReferrals: 1,
      weeksEarned: 0,
      ownReferral: null,
    });
    expect((await stats(referred.parent.caller)).ownReferral).toEqual({
      completed: false,
      emailVerified: false,
      childHasPlayed: false,
    });
    expect(await premiumUntil(referrer.parent.caller)).toBeNull();
    // One email, written with the sign-up and delivered (the local outbox logs it), its token stored only hashed.
    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, referred.parent.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.status).not.toBe("pending");
    const token = await verificationTokenFor(t, referred.parent.email);
    const rows = await db()
      .select()
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.userId, referred.parent.session.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.tokenHash).not.toContain(token);
    expect(rows[0]?.expiresAt.getTime()).toBe(t.clock.now().getTime() + EMAIL_VERIFICATION_HOURS * 3_600_000);
  });

  it("sends a sign-up without a referral a link that tells of no referral week", async () => {
    const family = await buildFamily(t, { children: 0, parent: { confirmed: false } });
    const mails = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, family.parent.email), like(emailOutbox.textBody, "%verify-email%")));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.textBody).not.toContain("Premium");
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

describe("when a referral counts", () => {
  const WEEKS_NONE = { totalReferrals: 4, completedReferrals: 0, pendingReferrals: 4, weeksEarned: 0 };

  it("not for throwaway sign-ups: four families that never prove their address earn nobody anything, games or not", async () => {
    const referrer = await buildFamily(t, { children: 0 });
    const families = [];
    for (let i = 0; i < 4; i++) families.push(await referredBy(referrer));
    for (const family of families) expect((await play(family.child)).status).toBe(200);
    t.clock.advance(10 * 60_000);
    for (const family of families) await play(family.child);
    expect(await stats(referrer.parent.caller)).toMatchObject(WEEKS_NONE);
    expect(await premiumUntil(referrer.parent.caller)).toBeNull();
    for (const family of families) {
      expect(await premiumUntil(family.parent.caller)).toBeNull();
      expect((await stats(family.parent.caller)).ownReferral).toEqual({
        completed: false,
        emailVerified: false,
        childHasPlayed: true,
      });
    }
  });

  it("not for a proved address alone: the family's child must play too", async () => {
    const referrer = await buildFamily(t, { children: 0 });
    const referred = await referredBy(referrer);
    expect(await verify(referred)).toEqual({ referral: "waiting_for_game" });
    // The referred parent playing as themself is not the family's child playing.
    expect((await callAs(t, referred.parent.caller, saveGame, { body: buildGame(null) })).status).toBe(200);
    expect(await stats(referrer.parent.caller)).toMatchObject({ completedReferrals: 0, pendingReferrals: 1 });
    expect(await premiumUntil(referred.parent.caller)).toBeNull();
    expect((await stats(referred.parent.caller)).ownReferral).toEqual({
      completed: false,
      emailVerified: true,
      childHasPlayed: false,
    });
  });

  it("not for a game of skips only: the child must answer something, whichever of the two comes second", async () => {
    const referrer = await buildFamily(t, { children: 0 });
    const verifiedFirst = await referredBy(referrer);
    await verify(verifiedFirst);
    const skipsOnly = (childId: string) => buildGame(childId, { questions: playedAnswers("S") });
    expect(
      (await callAs(t, verifiedFirst.child.caller, saveGame, { body: skipsOnly(verifiedFirst.child.id) })).status,
    ).toBe(200);
    expect((await stats(verifiedFirst.parent.caller)).ownReferral).toEqual({
      completed: false,
      emailVerified: true,
      childHasPlayed: false,
    });
    const playedFirst = await referredBy(referrer);
    expect(
      (await callAs(t, playedFirst.child.caller, saveGame, { body: skipsOnly(playedFirst.child.id) })).status,
    ).toBe(200);
    expect(await verify(playedFirst)).toEqual({ referral: "waiting_for_game" });
    expect(await stats(referrer.parent.caller)).toMatchObject({ completedReferrals: 0, pendingReferrals: 2 });
    expect(await premiumUntil(referrer.parent.caller)).toBeNull();
    expect(await premiumUntil(verifiedFirst.parent.caller)).toBeNull();
    // A game with one answer, even a wrong one, counts.
    const oneWrong = buildGame(verifiedFirst.child.id, { questions: playedAnswers("SW") });
    expect((await callAs(t, verifiedFirst.child.caller, saveGame, { body: oneWrong })).status).toBe(200);
    expect(await stats(referrer.parent.caller)).toMatchObject({ completedReferrals: 1, pendingReferrals: 1 });
  });

  it("once the address is proved and then a child plays: a week each, once", async () => {
    const referrer = await buildFamily(t, { children: 0 });
    const referred = await buildFamily(t, { parent: { ref: codeOf(referrer) } });
    await verify(referred);
    t.clock.advance(10 * 60_000); // later, within the children's hour-long sessions
    const first = buildGame(referred.child.id);
    expect((await callAs(t, referred.child.caller, saveGame, { body: first })).status).toBe(200);
    const weekOn = t.clock.now().getTime() + WEEK;
    expect(await stats(referrer.parent.caller)).toMatchObject({
      totalReferrals: 1,
      completedReferrals: 1,
      pendingReferrals: 0,
      weeksEarned: 1,
    });
    expect(await premiumUntil(referrer.parent.caller)).toBe(weekOn);
    expect(await premiumUntil(referred.parent.caller)).toBe(weekOn);
    expect((await callAs(t, referrer.parent.caller, billingApi.getSubscription)).ok().premium).toBe(true);
    expect((await stats(referred.parent.caller)).ownReferral).toMatchObject({ completed: true });
    // Later games, a repeat of the first and a sibling's games change nothing.
    t.clock.advance(10 * 60_000);
    expect((await callAs(t, referred.child.caller, saveGame, { body: first })).ok().replayed).toBe(true);
    await play(referred.child);
    await play(referred.sibling);
    expect(await premiumUntil(referrer.parent.caller)).toBe(weekOn);
    expect(await premiumUntil(referred.parent.caller)).toBe(weekOn);
    expect((await stats(referrer.parent.caller)).weeksEarned).toBe(1);
  });

  it("once a child has played and then the address is proved: the verification completes it, once", async () => {
    const referrer = await buildFamily(t, { children: 0 });
    const referred = await referredBy(referrer);
    await play(referred.child);
    expect((await stats(referrer.parent.caller)).completedReferrals).toBe(0);
    t.clock.advance(60 * 60_000);
    expect(await verify(referred)).toEqual({ referral: "completed" });
    const weekOn = t.clock.now().getTime() + WEEK;
    expect(await premiumUntil(referrer.parent.caller)).toBe(weekOn);
    expect(await premiumUntil(referred.parent.caller)).toBe(weekOn);
    expect(await stats(referrer.parent.caller)).toMatchObject({ completedReferrals: 1, weeksEarned: 1 });
    // The link is spent, and asking for another is pointless now.
    const token = await verificationTokenFor(t, referred.parent.email);
    const again = await callAs(t, {}, api.verifyEmail, { body: { token } });
    expect(again.status).toBe(400);
    expect(again.error().message).toBe(productMessages.verificationLinkInvalid);
    const resend = await callAs(t, referred.parent.caller, api.resendVerificationEmail);
    expect(resend.status).toBe(409);
    expect(resend.error().message).toBe(productMessages.emailAlreadyVerified);
    expect(await premiumUntil(referred.parent.caller)).toBe(weekOn);
  });

  it("once when the verification and games arrive at the same moment, whatever their order", async () => {
    for (let round = 0; round < 3; round++) {
      const referrer = await buildFamily(t, { children: 0 });
      const referred = await buildFamily(t, { parent: { ref: codeOf(referrer) } });
      const token = await verificationTokenFor(t, referred.parent.email);
      const clicks = () => callAs(t, {}, api.verifyEmail, { body: { token } });
      const answers = await Promise.all(
        round === 0
          ? [clicks(), play(referred.child), play(referred.sibling), clicks()]
          : round === 1
            ? [play(referred.child), clicks(), play(referred.sibling), clicks()]
            : [play(referred.child), play(referred.sibling), clicks(), clicks()],
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 400]);
      expect(await stats(referrer.parent.caller)).toMatchObject({ completedReferrals: 1, weeksEarned: 1 });
      expect(await premiumUntil(referrer.parent.caller)).toBe(t.clock.now().getTime() + WEEK);
      expect(await premiumUntil(referred.parent.caller)).toBe(t.clock.now().getTime() + WEEK);
    }
  });

  it("is added to Premium the referrer still has, from its end", async () => {
    const referrer = await buildFamily(t, { children: 0 });
    const until = t.clock.now().getTime() + 3 * DAY;
    await db()
      .update(parents)
      .set({ premiumUntil: new Date(until) })
      .where(eq(parents.id, referrer.parent.session.parentData.id));
    await verifyAndPlay(await referredBy(referrer));
    expect(await premiumUntil(referrer.parent.caller)).toBe(until + WEEK);
  });

  it("stops at 4 weeks for the referrer: a fifth family's referral completes without one, the family still gets theirs", async () => {
    const referrer = await buildFamily(t, { children: 0 });
    const families = [];
    for (let i = 0; i < 5; i++) families.push(await referredBy(referrer));
    for (const family of families) await verifyAndPlay(family);
    expect(await stats(referrer.parent.caller)).toMatchObject({
      totalReferrals: 5,
      completedReferrals: 5,
      pendingReferrals: 0,
      weeksEarned: 4,
    });
    expect(await premiumUntil(referrer.parent.caller)).toBe(t.clock.now().getTime() + 4 * WEEK);
    expect(await premiumUntil(families[4]?.parent.caller ?? {})).toBe(t.clock.now().getTime() + WEEK);
  });

  it("stops at 4 weeks when six verified families finish their first games at the same moment", async () => {
    const referrer = await buildFamily(t, { children: 0 });
    const families = [];
    for (let i = 0; i < 6; i++) families.push(await referredBy(referrer));
    for (const family of families) await verify(family);
    const saves = await Promise.all(families.map((family) => play(family.child)));
    expect(saves.map((s) => s.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await stats(referrer.parent.caller)).toMatchObject({
      totalReferrals: 6,
      completedReferrals: 6,
      pendingReferrals: 0,
      weeksEarned: 4,
    });
    expect(await premiumUntil(referrer.parent.caller)).toBe(t.clock.now().getTime() + 4 * WEEK);
  });

  it("stops at 4 weeks when six families that have played prove their addresses at the same moment", async () => {
    const referrer = await buildFamily(t, { children: 0 });
    const families = [];
    for (let i = 0; i < 6; i++) families.push(await referredBy(referrer));
    for (const family of families) await play(family.child);
    const answers = await Promise.all(families.map((family) => verifyEmailOf(t, family.parent.email)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await stats(referrer.parent.caller)).toMatchObject({ completedReferrals: 6, weeksEarned: 4 });
    expect(await premiumUntil(referrer.parent.caller)).toBe(t.clock.now().getTime() + 4 * WEEK);
  });
});

describe("the verification link", () => {
  it("is refused once expired, and a new one asked for from the account works", async () => {
    const referrer = await buildFamily(t, { children: 0 });
    const referred = await referredBy(referrer);
    await play(referred.child);
    const old = await verificationTokenFor(t, referred.parent.email);
    t.clock.advance(EMAIL_VERIFICATION_HOURS * 3_600_000);
    const expired = await callAs(t, {}, api.verifyEmail, { body: { token: old } });
    expect(expired.status).toBe(400);
    expect(expired.error().message).toBe(productMessages.verificationLinkInvalid);
    expect((await stats(referrer.parent.caller)).completedReferrals).toBe(0);

    expect((await callAs(t, referred.parent.caller, api.resendVerificationEmail)).status).toBe(200);
    const fresh = await verificationTokenFor(t, referred.parent.email);
    expect(fresh).not.toBe(old);
    expect((await callAs(t, {}, api.verifyEmail, { body: { token: fresh } })).ok()).toEqual({
      referral: "completed",
    });
    expect((await stats(referrer.parent.caller)).weeksEarned).toBe(1);
  });

  it("refuses a link that was never sent, in the plain words of the page", async () => {
    const res = await callAs(t, {}, api.verifyEmail, { body: { token: "x".repeat(43) } });
    expect(res.status).toBe(400);
    expect(res.error().message).toBe(productMessages.verificationLinkInvalid);
    expect((await callAs(t, {}, api.verifyEmail, { body: { token: "short" } })).status).toBe(400);
  });

  it("is sent again at most once a minute, even asked ten times at once", async () => {
    const referrer = await buildFamily(t, { children: 0 });
    const referred = await referredBy(referrer);
    const mails = async () =>
      (await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, referred.parent.email))).length;
    t.clock.advance(60_000);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => callAs(t, referred.parent.caller, api.resendVerificationEmail)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array.from({ length: 9 }, () => 429)]);
    expect(answers.find((a) => a.status === 429)?.error().message).toBe(productMessages.verificationEmailTooSoon);
    expect(await mails()).toBe(2);
    t.clock.advance(59_000);
    expect((await callAs(t, referred.parent.caller, api.resendVerificationEmail)).status).toBe(429);
    t.clock.advance(1_000);
    expect((await callAs(t, referred.parent.caller, api.resendVerificationEmail)).status).toBe(200);
    expect(await mails()).toBe(3);
  });
});

describe("GET /api/account/referrals", () => {
  it("counts the parent's own referrals only", async () => {
    const referrer = await buildFamily(t, { children: 0 });
    const other = await buildFamily(t, { children: 0 });
    await verifyAndPlay(await referredBy(referrer));
    await referredBy(referrer);
    await referredBy(other);
    expect(await stats(referrer.parent.caller)).toEqual({
      ownReferral: null,
      totalReferrals: 2,
      completedReferrals: 1,
      pendingReferrals: 1,
      weeksEarned: 1,
    });
    expect(await stats(other.parent.caller)).toEqual({
      ownReferral: null,
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
    await verifyAndPlay(referred);
    expect((await session(referred.parent.caller))?.premium).toBe(true);
    const revoked = await revokeReferralPremium(t.deps, ` ${referred.parent.email.toUpperCase()} `);
    expect(revoked).toEqual({ outcome: "revoked", premiumUntil: new Date(t.clock.now().getTime() + WEEK) });
    const data = await session(referred.parent.caller);
    expect(data?.premium_until).toBe(t.clock.now().toISOString());
    expect(data?.premium).toBe(false);
    expect((await callAs(t, referred.parent.caller, billingApi.getSubscription)).ok().premium).toBe(false);
    // The referrer's own week is theirs.
    expect((await stats(referrer.parent.caller)).weeksEarned).toBe(1);
    expect(await premiumUntil(referrer.parent.caller)).toBe(t.clock.now().getTime() + WEEK);
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
    await verifyAndPlay(completed);
    const pending = await referredBy(referrer);
    expect((await deleteAccount(completed)).status).toBe(200);
    expect((await deleteAccount(pending)).status).toBe(200);
    expect(await stats(referrer.parent.caller)).toMatchObject({
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

  it("of a deleted referrer go with them; the referred family plays on, with a week it had already earned", async () => {
    const referrer = await buildFamily(t, { children: 0 });
    const referred = await referredBy(referrer);
    await verifyAndPlay(referred);
    const pending = await referredBy(referrer);
    expect((await deleteAccount(referrer)).status).toBe(200);
    expect((await play(referred.child)).status).toBe(200);
    expect((await session(referred.parent.caller))?.premium).toBe(true);
    expect(await stats(referred.parent.caller)).toEqual({
      totalReferrals: 0,
      completedReferrals: 0,
      pendingReferrals: 0,
      weeksEarned: 0,
      ownReferral: null,
    });
    // A pending referral went with the referrer: the family's proof and game now earn nothing.
    await verifyAndPlay(pending);
    expect((await session(pending.parent.caller))?.premium).toBe(false);
  });
});

describe("the family export", () => {
  it("holds the family's referrals from its own side, without the other family's id", async () => {
    const referrer = await buildFamily(t, { children: 0 });
    const referred = await referredBy(referrer);
    await verifyAndPlay(referred);
    const mine = (await callAs(t, referrer.parent.caller, familyApi.exportFamilyData)).ok().referrals;
    const theirs = (await callAs(t, referred.parent.caller, familyApi.exportFamilyData)).ok().referrals;
    expect(mine).toEqual([expect.objectContaining({ role: "referrer", status: "completed", rewarded: true })]);
    expect(theirs).toEqual([expect.objectContaining({ role: "referred", status: "completed", rewarded: true })]);
    const text = JSON.stringify(mine) + JSON.stringify(theirs);
    expect(text).not.toContain(referrer.parent.session.parentData.id);
    expect(text).not.toContain(referred.parent.session.parentData.id);
  });
});
