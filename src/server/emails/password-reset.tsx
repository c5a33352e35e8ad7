import { PASSWORD_RESET_MINUTES } from "../../shared/constants";
import type { EmailMessage } from "../providers/email/mailer";
import { EmailLayout } from "./layout";
import { ActionButton, Heading, LinkFallback, Paragraph, SignOff } from "./parts";
import { renderEmail } from "./render";

/** The link to choose a new password, valid for PASSWORD_RESET_MINUTES. */
export function passwordResetEmail(to: string, token: string, publicUrl: string): Promise<EmailMessage> {
  const link = `${publicUrl}/parent/reset-password?token=${encodeURIComponent(token)}`;
  return renderEmail({
    audience: "password_reset",
    to,
    subject: "Reset your Maths Sprint password",
    body: (
      <EmailLayout preview={`Choose a new password within ${PASSWORD_RESET_MINUTES} minutes.`} publicUrl={publicUrl}>
        <Heading>Reset your password</Heading>
        <Paragraph>Hello,</Paragraph>
        <Paragraph>
          Someone (we hope you) asked to reset the password of your Maths Sprint account. Choose a new password here
          within {PASSWORD_RESET_MINUTES} minutes:
        </Paragraph>
        <ActionButton href={link}>Choose a new password</ActionButton>
        <LinkFallback href={link} />
        <Paragraph>If you did not ask for this, you can ignore this email: your password stays the same.</Paragraph>
        <SignOff />
      </EmailLayout>
    ),
  });
}
