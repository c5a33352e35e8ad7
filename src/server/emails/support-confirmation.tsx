import type { EmailMessage } from "../providers/email/mailer";
import { EmailLayout } from "./layout";
import { Heading, Paragraph, SignOff } from "./parts";
import { renderEmail } from "./render";

interface SupportConfirmation {
  /** The address the request came from, which the reply goes to. */
  to: string;
  requestId: string;
  /** Where the request was sent from: the account page (a signed-in parent) or the public Help Center. */
  from: "account" | "help_center";
  publicUrl: string;
}

/**
 * Tells whoever wrote to support that the request is kept, its number, and
 * when to expect a reply. Nothing the sender wrote is in it (neither name nor
 * message): the Help Center's address is anybody's to type, and this email
 * must carry nothing of theirs to it.
 */
export function supportConfirmationEmail({
  to,
  requestId,
  from,
  publicUrl,
}: SupportConfirmation): Promise<EmailMessage> {
  return renderEmail({
    audience: "confirmed_parent",
    to,
    subject: "We have your support request",
    body: (
      <EmailLayout
        preview="We reply within 24 hours."
        publicUrl={publicUrl}
        {...(from === "help_center" && {
          footer:
            "You are receiving this email because a message was sent to Maths Sprint support from the Help Center with this address. If it was not you, you can ignore this email.",
        })}
      >
        <Heading>We have your request</Heading>
        <Paragraph>Hello,</Paragraph>
        <Paragraph>
          Thank you for writing to us. We have your request and we reply within 24 hours, to this email address.
        </Paragraph>
        <Paragraph>Your request number is {requestId}. Please give it if you write to us about this request.</Paragraph>
        <SignOff />
      </EmailLayout>
    ),
  });
}
