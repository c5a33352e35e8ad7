import { EMAIL_VERIFICATION_HOURS } from "../../shared/constants";
import type { EmailMessage } from "../providers/email/mailer";

/** The link that proves a referred parent's address, valid for EMAIL_VERIFICATION_HOURS. */
export function verificationEmail(to: string, token: string, publicUrl: string): EmailMessage {
  const link = `${publicUrl}/parent/verify-email?token=${encodeURIComponent(token)}`;
  return {
    to,
    subject: "Confirm your email address for Maths Sprint",
    text: [
      "Hello,",
      "",
      "Thank you for joining Maths Sprint through a friend's link.",
      `Please confirm your email address here within ${EMAIL_VERIFICATION_HOURS} hours:`,
      "",
      link,
      "",
      "Once it is confirmed and one of your children has finished a first game, you and your friend each get 1 week of Premium.",
      "",
      "If you did not sign up, you can ignore this email.",
      "",
      "The Maths Sprint team",
    ].join("\n"),
  };
}
