import { beforeAll, describe, expect, it } from "vitest";
import { EMAIL_VERIFICATION_HOURS, PASSWORD_RESET_MINUTES, PIN_FAILURES_BEFORE_DISABLE } from "../../shared/constants";
import { EMAIL_TO, SUPPORT_EMAIL, everyEmail, type SampleEmail } from "../../../tests/support/every-email";
import { supportRequestEmail } from "./support-request";

const URL = "https://mathssprint.example";

let emails: SampleEmail[];
beforeAll(async () => {
  emails = await everyEmail(URL);
});
const email = (name: string) => {
  const found = emails.find((sample) => sample.name === name);
  if (!found) throw new Error(`No email named ${name}`);
  return found.email;
};
const names = ["password reset", "address confirmation", "PIN sign-in turned off", "account deleted"];

describe("the emails, each from its one function", () => {
  it("are every one rendered: a subject, an HTML and a text part with nothing left unfilled, in British English", () => {
    expect(emails).toHaveLength(17);
    for (const { email } of emails) {
      expect(email.subject.trim()).not.toBe("");
      expect(email.html).toContain('lang="en-GB"');
      for (const part of [email.text, email.html ?? ""]) expect(part).not.toMatch(/undefined|NaN|\[object |\$\{/);
      // "Help Center" is the page's name in the product; anything else is spelt the British way.
      const words = `${email.subject}\n${email.text}`.replaceAll("Help Center", "");
      expect(words).not.toMatch(/\b(canceled|canceling|color|favorite|center)\b/i);
    }
  });

  it("have one main heading each, and a footer saying why the reader gets them", () => {
    for (const { email } of emails) {
      expect(email.html?.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(email.text).toMatch(/You are receiving this email because|Sent to the Maths Sprint support team/);
    }
    expect(names.map(email).every((each) => each.text.includes("The Maths Sprint team"))).toBe(true);
  });

  it("sends the parent a reset link that keeps the token whole and says how long it lasts", () => {
    const reset = email("password reset");
    expect(reset.to).toBe(EMAIL_TO);
    expect(reset.text).toContain(`Choose a new password <${URL}/parent/reset-password?token=tok%2Ben%2F1>`);
    expect(reset.html).toContain(`href="${URL}/parent/reset-password?token=tok%2Ben%2F1"`);
    expect(reset.text).toContain(`within ${PASSWORD_RESET_MINUTES} minutes`);
  });

  it("sends every new parent a confirmation link valid for its hours, saying what waits for it", () => {
    const verify = email("address confirmation");
    expect(verify.text).toContain(`${URL}/parent/verify-email?token=tok%2Ben%2F2`);
    expect(verify.text).toContain(`within ${EMAIL_VERIFICATION_HOURS} hours`);
    expect(verify.text).toContain("we send you no weekly report and no other email");
    expect(verify.text).not.toContain("Premium");
    expect(email("address confirmation after a referral").text).toContain("you and your friend each get 1 week");
  });

  it("confirms a new sign-in address at that address, and tells the old one without naming the new", () => {
    const fresh = email("new address confirmation");
    expect(fresh.subject).toBe("Confirm your new email address for Maths Sprint");
    expect(fresh.text).toContain("If you did not ask for this, you can ignore this email: nothing changes.");
    const changed = email("sign-in address changed");
    expect(changed.subject).toBe("Your Maths Sprint sign-in address has changed");
    expect(changed.text).toContain("If you did not ask for this, write to us at once");
  });

  it("tells the parent why PIN sign-in stopped and where to turn it back on", () => {
    const pin = email("PIN sign-in turned off");
    expect(pin.text).toContain(`${PIN_FAILURES_BEFORE_DISABLE} times in a row`);
    expect(pin.text).toContain(`Open your parent dashboard <${URL}/parent/dashboard>`);
  });

  it("says goodbye without naming any child or linking to the account that is gone, and is forgotten once delivered", () => {
    const farewell = email("account deleted");
    expect(farewell.forgetOnceDone).toBe(true);
    expect(farewell.text).toContain(`write to ${SUPPORT_EMAIL}.`);
    expect(farewell.html).toContain(`href="mailto:${SUPPORT_EMAIL}"`);
    expect(farewell.html).not.toContain("/parent/account");
    expect(farewell.text).toContain("because your Maths Sprint account was deleted");
  });

  it("names the day Premium renews or ends, in British form, and the price in pounds", () => {
    expect(email("Premium started").text).toContain("renews on 26 December 2026 at £4.99 a month");
    expect(email("Premium started").text).toContain(`Account Settings <${URL}/parent/account>`);
    expect(email("Premium cancelled").text).toContain("Premium stays on until 26 December 2026");
    expect(email("Premium ended").text).toContain("ended on 26 December 2026");
  });

  it("gives the support team who wrote, from where, and the message as written, line by line", () => {
    const fromAccount = email("support request (account page)");
    const fromHelpCenter = email("support message (Help Center)");
    expect(fromAccount.to).toBe(SUPPORT_EMAIL);
    expect(fromAccount.subject).toBe(`Support request from ${EMAIL_TO}`);
    expect(fromAccount.text).toContain(`From: ${EMAIL_TO} (a signed-in parent)`);
    expect(fromAccount.text).toContain("Request: r-1");
    expect(fromAccount.text).toContain("My child cannot sign in.\nShe tried twice.");
    expect(fromHelpCenter.subject).toBe("Help Center: message from Sam");
    expect(fromHelpCenter.text).toContain(`From: Sam <${EMAIL_TO}>`);
    expect(fromHelpCenter.text).toContain("Signed in: no");
  });

  it("writes a sender's markup as words, never as HTML", async () => {
    const copy = await supportRequestEmail({
      to: SUPPORT_EMAIL,
      sender: { kind: "help_center", name: '<img src="https://evil.example/x.png">', email: EMAIL_TO, signedIn: false },
      received: new Date(0),
      requestId: "r-3",
      description: '<a href="https://evil.example">Click</a> & <script>alert(1)</script>',
      publicUrl: URL,
    });
    expect(copy.html).not.toMatch(/<img|<script|href="https:\/\/evil/);
    expect(copy.html).toContain("&lt;script&gt;");
    expect(copy.text).toContain('<a href="https://evil.example">Click</a> & <script>alert(1)</script>');
  });

  it("tells the sender their request is kept, its number and when to expect a reply, with nothing they wrote", () => {
    const received = email("support request received (account page)");
    expect(received.to).toBe(EMAIL_TO);
    expect(received.subject).toBe("We have your support request");
    expect(received.text).toContain("we reply within 24 hours");
    expect(received.text).toContain("Your request number is r-1.");
    expect(received.text).toContain("because you have a Maths Sprint parent account");
    const fromHelpCenter = email("support message received (Help Center)");
    expect(fromHelpCenter.text).toContain("If it was not you, you can ignore this email.");
    expect(fromHelpCenter.html).not.toContain("/parent/account");
  });
});
