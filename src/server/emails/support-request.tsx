import type { ReactNode } from "react";
import type { EmailMessage } from "../providers/email/mailer";
import { EmailLayout } from "./layout";
import { Heading, InlineLink, Paragraph, Subheading } from "./parts";
import { renderEmail } from "./render";

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
  publicUrl: string;
}

function heading(sender: SupportSender): { subject: string; from: ReactNode } {
  const address = <InlineLink href={`mailto:${sender.email}`}>{sender.email}</InlineLink>;
  if (sender.kind === "account") {
    return {
      subject: `Support request from ${sender.email}`,
      from: <Paragraph>From: {address} (a signed-in parent)</Paragraph>,
    };
  }
  return {
    subject: `Help Center: message from ${sender.name}`,
    from: (
      <>
        <Paragraph>
          From: {sender.name} &lt;{address}&gt;
        </Paragraph>
        <Paragraph>Signed in: {sender.signedIn ? "yes, as a parent" : "no"}</Paragraph>
      </>
    ),
  };
}

/** The sender's words as written: each line on its own line (React escapes them). */
function Written({ text }: { text: string }) {
  return (
    <Paragraph>
      {text.split("\n").map((line, index) => (
        // The lines never move: their place is their identity.
        <span key={index}>
          {index > 0 && <br />}
          {line}
        </span>
      ))}
    </Paragraph>
  );
}

/** The support team's copy of a request: who sent it, when, its number, and the message as written. */
export function supportRequestEmail({
  to,
  sender,
  received,
  requestId,
  description,
  publicUrl,
}: SupportRequestCopy): Promise<EmailMessage> {
  const { subject, from } = heading(sender);
  return renderEmail({
    audience: "support_team",
    to,
    subject,
    body: (
      <EmailLayout
        preview={`Request ${requestId}: reply within 24 hours.`}
        publicUrl={publicUrl}
        footer="Sent to the Maths Sprint support team for every request from the Help Center or the account page."
      >
        <Heading>{subject}</Heading>
        {from}
        <Paragraph>Received: {received.toISOString()}</Paragraph>
        <Paragraph>Request: {requestId}</Paragraph>
        <Subheading>Message</Subheading>
        <Written text={description} />
        <Paragraph>Reply to the sender&apos;s address above within 24 hours.</Paragraph>
      </EmailLayout>
    ),
  });
}
