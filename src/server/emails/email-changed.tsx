import type { EmailMessage } from "../providers/email/mailer";
import { EmailLayout } from "./layout";
import { Heading, InlineLink, Paragraph, SignOff } from "./parts";
import { renderEmail } from "./render";

/**
 * Tells the old address that the account now signs in with another one (which
 * it does not name), so that a parent whose account was taken over hears of
 * it, and where to write.
 */
export function emailChangedEmail(to: string, supportEmail: string, publicUrl: string): Promise<EmailMessage> {
  return renderEmail({
    audience: "confirmed_parent",
    to,
    subject: "Your Maths Sprint sign-in address has changed",
    body: (
      <EmailLayout
        preview="Your account now signs in with a new email address."
        publicUrl={publicUrl}
        footer="You are receiving this email because this address was the sign-in address of a Maths Sprint account. It is the last email we send to it."
      >
        <Heading>Your sign-in address has changed</Heading>
        <Paragraph>Hello,</Paragraph>
        <Paragraph>
          Your Maths Sprint account now signs in with a new email address, confirmed from that address a moment ago.
          From now on we write to the new address only.
        </Paragraph>
        <Paragraph>
          If you did not ask for this, write to us at once at{" "}
          <InlineLink href={`mailto:${supportEmail}`}>{supportEmail}</InlineLink>, from this address.
        </Paragraph>
        <SignOff />
      </EmailLayout>
    ),
  });
}
