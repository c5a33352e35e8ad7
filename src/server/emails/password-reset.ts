import { PASSWORD_RESET_MINUTES } from "../../shared/constants";
import type { EmailMessage } from "../providers/email/mailer";

/** The link to choose a new password, valid for PASSWORD_RESET_MINUTES. */
export function passwordResetEmail(to: string, token: string, publicUrl: string): EmailMessage {
  const link = `${publicUrl}/parent/reset-password?token=${encodeURIComponent(token)}`;
  return {
    to,
    subject: "Reset your Maths Sprint password",
    text: [
      "Hello,",
      "",
      "Someone (we hope you) asked to reset the password of your Maths Sprint account.",
      `Choose a new password here within ${PASSWORD_RESET_MINUTES} minutes:`,
      "",
      link,
      "",
      "If you did not ask for this, you can ignore this email: your password stays the same.",
      "",
      "The Maths Sprint team",
    ].join("\n"),
  };
}
