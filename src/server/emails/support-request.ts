import type { EmailMessage } from "../providers/email/mailer";

/** Who wrote to support, as the support team's email names them. */
export type SupportSender =
  { kind: "help_center"; name: string; email: string; signedIn: boolean } | { kind: "account"; email: string };

interface SupportRequestCopy {
  /** The support team's address. */
  to: string;
  sender: SupportSender;
  received: Date;
  requestId: string;
  description: string;
}

function heading(sender: SupportSender): { subject: string; from: string[] } {
  if (sender.kind === "account") {
    return { subject: `Support request from ${sender.email}`, from: [`From: ${sender.email} (a signed-in parent)`] };
  }
  return {
    subject: `Help Center: message from ${sender.name}`,
    from: [`From: ${sender.name} <${sender.email}>`, `Signed in: ${sender.signedIn ? "yes, as a parent" : "no"}`],
  };
}

/** The support team's copy of a request: who sent it, when, its number, and the message as written. */
export function supportRequestEmail({
  to,
  sender,
  received,
  requestId,
  description,
}: SupportRequestCopy): EmailMessage {
  const { subject, from } = heading(sender);
  return {
    to,
    subject,
    text: [
      ...from,
      `Received: ${received.toISOString()}`,
      `Request: ${requestId}`,
      "",
      description,
      "",
      "Reply to the sender's address above within 24 hours.",
    ].join("\n"),
  };
}
