import { EMAIL_VERIFICATION_HOURS } from "../../shared/constants";
import type { EmailMessage } from "../providers/email/mailer";
import { EmailLayout } from "./layout";
import { ActionButton, Heading, LinkFallback, Paragraph, SignOff } from "./parts";
import { renderEmail } from "./render";

/** The link that proves a referred parent's address, valid for EMAIL_VERIFICATION_HOURS. */
export function verificationEmail(to: string, token: string, publicUrl: string): Promise<EmailMessage> {
  const link = `${publicUrl}/parent/verify-email?token=${encodeURIComponent(token)}`;
  return renderEmail({
    to,
    subject: "Confirm your email address for Maths Sprint",
    body: (
      <EmailLayout
        preview={`Please confirm your email address within ${EMAIL_VERIFICATION_HOURS} hours.`}
        publicUrl={publicUrl}
      >
        <Heading>Confirm your email address</Heading>
        <Paragraph>Hello,</Paragraph>
        <Paragraph>
          Thank you for joining Maths Sprint through a friend&apos;s link. Please confirm your email address here within{" "}
          {EMAIL_VERIFICATION_HOURS} hours:
        </Paragraph>
        <ActionButton href={link}>Confirm my email address</ActionButton>
        <LinkFallback href={link} />
        <Paragraph>
          Once it is confirmed and one of your children has finished a first game, you and your friend each get 1 week
          of Premium.
        </Paragraph>
        <Paragraph>If you did not sign up, you can ignore this email.</Paragraph>
        <SignOff />
      </EmailLayout>
    ),
  });
}
