import type { EmailMessage } from "../providers/email/mailer";

/**
 * The farewell: what was deleted, and where to write with a question. Nothing
 * about the children. Its outbox row is forgotten once delivered.
 */
export function accountDeletedEmail(to: string, supportEmail: string): EmailMessage {
  return {
    to,
    forgetOnceDone: true,
    subject: "Your Maths Sprint account has been deleted",
    text: [
      "Hello,",
      "",
      "Your Maths Sprint account has been deleted, as you asked. Your children's profiles, their games and scores, badges, missions, avatars, support requests and every sign-in have been removed, and every device has been signed out.",
      "",
      "We have kept nothing about your family, and our copy of this email is deleted as soon as it has been delivered.",
      "",
      `If you did not ask for this, or have a question, write to ${supportEmail}.`,
      "",
      "Thank you for practising with Maths Sprint.",
    ].join("\n"),
  };
}
