import { PIN_FAILURES_BEFORE_DISABLE } from "../../shared/constants";
import type { EmailMessage } from "../providers/email/mailer";

/** Tells the parent that PIN sign-in was turned off after too many wrong PINs, and how to turn it back on. */
export function pinSignInDisabledEmail(email: string, publicUrl: string): EmailMessage {
  return {
    to: email,
    subject: "Children's PIN sign-in has been turned off",
    text: [
      "Hello,",
      "",
      `Someone entered a wrong child PIN for your family ${PIN_FAILURES_BEFORE_DISABLE} times in a row, so we have turned off PIN sign-in to keep your children's profiles safe.`,
      "",
      `Your children can sign in again once you turn it back on from your parent dashboard: ${publicUrl}/parent/dashboard`,
      "",
      "If this was your child trying to remember their PIN, you can also set a new PIN there.",
      "",
      "The Maths Sprint team",
    ].join("\n"),
  };
}
