import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as accountsApi from "../../shared/api/accounts";
import * as referralsApi from "../../shared/api/referrals";
import { reportWeekAt } from "../../shared/engagement/report-week";
import { messages, productMessages } from "../../shared/messages";
import { buildFamily, uniqueEmail, type TestFamily } from "../../../tests/factories";
import { callAs } from "../../../tests/support/call-as";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { mailTo, verificationTokenFor, verifyEmailOf } from "../../../tests/support/verify-email";
import { emailOutbox } from "../db/schema/email";
import { emailVerificationTokens, passwordResetTokens, users } from "../db/schema/users";
import { sendWeeklyReport } from "../reports/send-weekly-reports";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.deps.database.db;
const weeklyReportTo = (family: TestFamily) =>
  sendWeeklyReport(t.deps, family.parent.session.parentData.id, reportWeekAt(t.clock.now()));
const confirmationLinksTo = (email: string) =>
  db()
    .select()
    .from(emailOutbox)
    .where(
      and(eq(emailOutbox.toAddress, email), eq(emailOutbox.subject, "Confirm your email address for Maths Sprint")),
    );
const signIn = (email: string, password: string) => callAs(t, {}, accountsApi.login, { body: { email, password } });

describe("confirming the sign-in address", () => {
  it("is asked at sign-up; until it is done the account works but is mailed nothing but the link and a reset", async () => {
    const family = await buildFamily(t, { parent: { confirmed: false } });
    const { email } = family.parent;
    expect(await confirmationLinksTo(email)).toHaveLength(1);
    expect((await callAs(t, family.parent.caller, accountsApi.accountEmail)).ok()).toEqual({
      email,
      confirmed: false,
      pending_email: null,
    });

    // No weekly report, though it is on by default and the family has children.
    expect(await weeklyReportTo(family)).toBe(false);
    // A reset still reaches the address.
    (await callAs(t, {}, accountsApi.forgotPassword, { body: { email } })).ok();
    await t.deps.background.settled();
    expect((await mailTo(t, email)).map((m) => m.subject)).toEqual(["Reset your Maths Sprint password"]);

    expect((await verifyEmailOf(t, email)).ok()).toEqual({ referral: "none" });
    expect((await callAs(t, family.parent.caller, accountsApi.accountEmail)).ok().confirmed).toBe(true);
    expect(await weeklyReportTo(family)).toBe(true);
    expect((await mailTo(t, email)).map((m) => m.headers?.["List-Unsubscribe-Post"])).toContain(
      "List-Unsubscribe=One-Click",
    );
  });

  it("is asked again at the next sign-in of an account that never confirmed its address, once while its link is open", async () => {
    const family = await buildFamily(t, { children: 0, parent: { confirmed: false } });
    const { email, password } = family.parent;
    // An account from before every sign-up was asked: no link of its own.
    await db().delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, family.parent.session.user.id));
    await db().delete(emailOutbox).where(eq(emailOutbox.toAddress, email));

    (await signIn(email, password)).ok();
    expect(await confirmationLinksTo(email)).toHaveLength(1);
    (await signIn(email, password)).ok();
    expect(await confirmationLinksTo(email)).toHaveLength(1);
    // Once its link has run out (48 hours), the next sign-in sends another.
    t.clock.advance(49 * 3_600_000);
    (await signIn(email, password)).ok();
    expect(await confirmationLinksTo(email)).toHaveLength(2);
    (await verifyEmailOf(t, email)).ok();
    t.clock.advance(49 * 3_600_000);
    (await signIn(email, password)).ok();
    expect(await confirmationLinksTo(email)).toHaveLength(2);
  });

  it("can be asked for again from the account page at most once a minute, ten requests at once sending one", async () => {
    const family = await buildFamily(t, { children: 0, parent: { confirmed: false } });
    t.clock.advance(61_000);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => callAs(t, family.parent.caller, referralsApi.resendVerificationEmail)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array<number>(9).fill(429)]);
    expect(await confirmationLinksTo(family.parent.email)).toHaveLength(2);
  });

  it("refuses at sign-up an address a mailer would read as another mailbox, or as several", async () => {
    const victim = uniqueEmail("victim");
    for (const email of [`foo<${victim}>`, `${victim},${victim}`, `"foo"@example.com`, `foo(${victim})`]) {
      const res = await callAs(t, {}, accountsApi.signup, { body: { email, password: "tidy-tortoise" } });
      expect(res.status, email).toBe(400);
      expect(res.error().fields?.email, email).toBe(messages.invalidEmail);
    }
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, victim))).toEqual([]);
  });
});

describe("changing the sign-in address", () => {
  const change = (family: TestFamily, newEmail: string, currentPassword = family.parent.password) =>
    callAs(t, family.parent.caller, accountsApi.changeEmail, { body: { newEmail, currentPassword } });

  it("sends a link to the new address, and changes it only once the link is followed, telling the old one", async () => {
    const family = await buildFamily(t, { children: 0 });
    const { email: old, password } = family.parent;
    const fresh = uniqueEmail("new");
    // A reset link sent to the old address before the change.
    (await callAs(t, {}, accountsApi.forgotPassword, { body: { email: old } })).ok();
    await t.deps.background.settled();

    expect((await change(family, fresh.toUpperCase())).status).toBe(200);
    expect((await callAs(t, family.parent.caller, accountsApi.accountEmail)).ok()).toEqual({
      email: old,
      confirmed: true,
      pending_email: fresh,
    });
    const [link] = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, fresh));
    expect(link?.subject).toBe("Confirm your new email address for Maths Sprint");
    // Until it is followed, nothing changes.
    (await signIn(old, password)).ok();
    expect((await signIn(fresh, password)).status).toBe(401);

    const token = await verificationTokenFor(t, fresh);
    expect((await callAs(t, {}, referralsApi.verifyEmail, { body: { token } })).ok()).toEqual({
      referral: "none",
      email: fresh,
    });
    (await signIn(fresh, password)).ok();
    expect((await signIn(old, password)).status).toBe(401);
    const session = (await callAs(t, family.parent.caller, accountsApi.getSession)).ok().session;
    expect(session?.user.email).toBe(fresh);
    expect(session?.parentData.email).toBe(fresh);
    expect((await callAs(t, family.parent.caller, accountsApi.accountEmail)).ok()).toEqual({
      email: fresh,
      confirmed: true,
      pending_email: null,
    });
    // The old address is told, and nothing else; the link is spent; the reset sent to the old address is too.
    // (Both are written at the test clock's one moment: in no order of their own.)
    expect((await mailTo(t, old)).map((m) => m.subject).sort()).toEqual([
      "Reset your Maths Sprint password",
      "Your Maths Sprint sign-in address has changed",
    ]);
    expect((await callAs(t, {}, referralsApi.verifyEmail, { body: { token } })).status).toBe(400);
    const open = await db()
      .select()
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, family.parent.session.user.id), isNull(passwordResetTokens.usedAt)));
    expect(open).toEqual([]);
  });

  it("asks for the current password, under the sign-in's count of attempts", async () => {
    const family = await buildFamily(t, { children: 0 });
    const wrong = await change(family, uniqueEmail("new"), "not-the-password");
    expect(wrong.status).toBe(422);
    expect(wrong.error().message).toBe(messages.currentPasswordIncorrect);
    for (let i = 0; i < 9; i++) await change(family, uniqueEmail("new"), "not-the-password");
    // The eleventh try is refused before the password is looked at, here and at sign-in.
    expect((await change(family, uniqueEmail("new"))).status).toBe(429);
    expect((await signIn(family.parent.email, family.parent.password)).status).toBe(429);
    expect(
      await db()
        .select()
        .from(emailVerificationTokens)
        .where(eq(emailVerificationTokens.userId, family.parent.session.user.id)),
    ).toHaveLength(1);
  });

  it("refuses the address it has, one another account has, and more than one link a minute", async () => {
    const family = await buildFamily(t, { children: 0 });
    const other = await buildFamily(t, { children: 0 });
    const same = await change(family, family.parent.email);
    expect(same.status).toBe(400);
    expect(same.error().message).toBe(productMessages.emailChangeSame);
    const taken = await change(family, other.parent.email);
    expect(taken.status).toBe(409);
    expect(taken.error().message).toBe(productMessages.emailInUse);

    t.clock.advance(61_000);
    const answers = await Promise.all(Array.from({ length: 5 }, () => change(family, uniqueEmail("new"))));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429, 429, 429, 429]);
  });

  it("refuses a link for an address another account took meanwhile, and keeps the account as it was", async () => {
    const family = await buildFamily(t, { children: 0 });
    const wanted = uniqueEmail("wanted");
    (await change(family, wanted)).ok();
    const token = await verificationTokenFor(t, wanted);
    // Later, so that the factory follows the sign-up's own link to that address, not the change's.
    t.clock.advance(1_000);
    await buildFamily(t, { children: 0, parent: { email: wanted } });

    const res = await callAs(t, {}, referralsApi.verifyEmail, { body: { token } });
    expect(res.status).toBe(409);
    expect(res.error().message).toBe(productMessages.emailInUse);
    const [user] = await db().select().from(users).where(eq(users.id, family.parent.session.user.id));
    expect(user?.email).toBe(family.parent.email);
  });
});
