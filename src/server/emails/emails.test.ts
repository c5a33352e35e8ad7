import { describe, expect, it } from "vitest";
import { EMAIL_VERIFICATION_HOURS, PASSWORD_RESET_MINUTES, PIN_FAILURES_BEFORE_DISABLE } from "../../shared/constants";
import type { EmailMessage } from "../providers/email/mailer";
import { accountDeletedEmail } from "./account-deleted";
import { passwordResetEmail } from "./password-reset";
import { pinSignInDisabledEmail } from "./pin-sign-in-disabled";
import { subscriptionEmail } from "./subscription";
import { supportRequestEmail } from "./support-request";
import { verificationEmail } from "./verify-email";

const URL = "https://mathssprint.example";
const TO = "parent@example.com";
const PERIOD_END = new Date("2026-12-26T10:00:00Z");

/** Every email the app sends, as its one function writes it. */
const everyEmail: Array<[string, EmailMessage]> = [
  ["password reset", passwordResetEmail(TO, "tok+en/1", URL)],
  ["address verification", verificationEmail(TO, "tok+en/2", URL)],
  ["PIN sign-in turned off", pinSignInDisabledEmail(TO, URL)],
  ["account deleted", accountDeletedEmail(TO, "support@example.com")],
  ["Premium started", subscriptionEmail("started", TO, PERIOD_END, URL)],
  ["Premium cancelled", subscriptionEmail("cancellation_scheduled", TO, PERIOD_END, URL)],
  ["Premium ended", subscriptionEmail("ended", TO, PERIOD_END, URL)],
  [
    "support request (account page)",
    supportRequestEmail({
      to: "support@example.com",
      sender: { kind: "account", email: TO },
      received: PERIOD_END,
      requestId: "r-1",
      description: "My child cannot sign in.",
    }),
  ],
  [
    "support message (Help Center)",
    supportRequestEmail({
      to: "support@example.com",
      sender: { kind: "help_center", name: "Sam", email: TO, signedIn: false },
      received: PERIOD_END,
      requestId: "r-2",
      description: "A question about Premium.",
    }),
  ],
];

describe("the emails, each from its one function", () => {
  it.each(everyEmail)("%s: has a subject and a text with nothing left unfilled, in British English", (_name, email) => {
    expect(email.subject.trim()).not.toBe("");
    expect(email.text).not.toMatch(/undefined|NaN|\[object |\$\{/);
    // "Help Center" is the page's name in the product; anything else is spelt the British way.
    const words = `${email.subject}\n${email.text}`.replaceAll("Help Center", "");
    expect(words).not.toMatch(/\b(canceled|canceling|color|favorite|center)\b/i);
  });

  it("sends the parent a reset link that keeps the token whole and says how long it lasts", () => {
    const email = passwordResetEmail(TO, "tok+en/1", URL);
    expect(email.to).toBe(TO);
    expect(email.text).toContain(`${URL}/parent/reset-password?token=tok%2Ben%2F1`);
    expect(email.text).toContain(`within ${PASSWORD_RESET_MINUTES} minutes`);
  });

  it("sends a referred parent a verification link valid for its hours", () => {
    const email = verificationEmail(TO, "tok+en/2", URL);
    expect(email.text).toContain(`${URL}/parent/verify-email?token=tok%2Ben%2F2`);
    expect(email.text).toContain(`within ${EMAIL_VERIFICATION_HOURS} hours`);
  });

  it("tells the parent why PIN sign-in stopped and where to turn it back on", () => {
    const email = pinSignInDisabledEmail(TO, URL);
    expect(email.text).toContain(`${PIN_FAILURES_BEFORE_DISABLE} times in a row`);
    expect(email.text).toContain(`${URL}/parent/dashboard`);
  });

  it("says goodbye without naming any child, and is forgotten once delivered", () => {
    const email = accountDeletedEmail(TO, "support@example.com");
    expect(email.forgetOnceDone).toBe(true);
    expect(email.text).toContain("support@example.com");
  });

  it("names the day Premium renews or ends, in British form, and the price in pounds", () => {
    expect(subscriptionEmail("started", TO, PERIOD_END, URL).text).toContain(
      "renews on 26 December 2026 at £4.99 a month",
    );
    expect(subscriptionEmail("cancellation_scheduled", TO, PERIOD_END, URL).text).toContain(
      "Premium stays on until 26 December 2026",
    );
    expect(subscriptionEmail("ended", TO, PERIOD_END, URL).text).toContain("ended on 26 December 2026");
  });

  it("gives the support team who wrote, from where, and the message as written", () => {
    const [, fromAccount] = everyEmail[7] ?? [];
    const [, fromHelpCenter] = everyEmail[8] ?? [];
    expect(fromAccount?.subject).toBe(`Support request from ${TO}`);
    expect(fromAccount?.text).toContain(`From: ${TO} (a signed-in parent)`);
    expect(fromAccount?.text).toContain("Request: r-1");
    expect(fromAccount?.text).toContain("My child cannot sign in.");
    expect(fromHelpCenter?.subject).toBe("Help Center: message from Sam");
    expect(fromHelpCenter?.text).toContain(`From: Sam <${TO}>`);
    expect(fromHelpCenter?.text).toContain("Signed in: no");
  });
});
