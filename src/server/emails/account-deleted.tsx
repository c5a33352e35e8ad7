import type { EmailMessage } from "../providers/email/mailer";
import { EmailLayout } from "./layout";
import { Heading, InlineLink, Paragraph, SignOff } from "./parts";
import { renderEmail } from "./render";

/**
 * The farewell: what was deleted, and where to write with a question. Nothing
 * about the children. Its outbox row is forgotten once delivered.
 */
export function accountDeletedEmail(to: string, supportEmail: string, publicUrl: string): Promise<EmailMessage> {
  return renderEmail({
    audience: "confirmed_parent",
    to,
    forgetOnceDone: true,
    subject: "Your Maths Sprint account has been deleted",
    body: (
      <EmailLayout
        preview="We have kept nothing about your family."
        publicUrl={publicUrl}
        footer="You are receiving this email because your Maths Sprint account was deleted. It is the last email we send you."
      >
        <Heading>Your account has been deleted</Heading>
        <Paragraph>Hello,</Paragraph>
        <Paragraph>
          Your Maths Sprint account has been deleted, as you asked. Your children&apos;s profiles, their games and
          scores, badges, missions, avatars, support requests and every sign-in have been removed, and every device has
          been signed out.
        </Paragraph>
        <Paragraph>
          We have kept nothing about your family, and our copy of this email is deleted as soon as it has been
          delivered.
        </Paragraph>
        <Paragraph>
          If you did not ask for this, or have a question, write to{" "}
          <InlineLink href={`mailto:${supportEmail}`}>{supportEmail}</InlineLink>.
        </Paragraph>
        <Paragraph>Thank you for practising with Maths Sprint.</Paragraph>
        <SignOff />
      </EmailLayout>
    ),
  });
}
