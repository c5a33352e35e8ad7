import { EMAIL_VERIFICATION_HOURS } from "../../shared/constants";
import type { EmailMessage } from "../providers/email/mailer";
import { EmailLayout } from "./layout";
import { ActionButton, Heading, LinkFallback, Paragraph, SignOff } from "./parts";
import { renderEmail } from "./render";

/**
 * Why the link is sent: an account's own address (at sign-up, at a sign-in
 * while it is not confirmed, or on request), the same for a parent who
 * joined through a friend's link, or a new address the parent asked to sign
 * in with.
 */
export type ConfirmationReason = "account" | "referral" | "new_address";

/** The link that proves an address, valid for EMAIL_VERIFICATION_HOURS. */
export function verificationEmail(
  to: string,
  token: string,
  publicUrl: string,
  reason: ConfirmationReason = "account",
): Promise<EmailMessage> {
  const link = `${publicUrl}/parent/verify-email?token=${encodeURIComponent(token)}`;
  return renderEmail({
    audience: "address_confirmation",
    to,
    subject:
      reason === "new_address"
        ? "Confirm your new email address for Maths Sprint"
        : "Confirm your email address for Maths Sprint",
    body: (
      <EmailLayout
        preview={`Please confirm your email address within ${EMAIL_VERIFICATION_HOURS} hours.`}
        publicUrl={publicUrl}
      >
        <Heading>{reason === "new_address" ? "Confirm your new email address" : "Confirm your email address"}</Heading>
        <Paragraph>Hello,</Paragraph>
        <Paragraph>
          {reason === "new_address"
            ? "You asked to sign in to Maths Sprint with this email address. Your address changes once you confirm it here within"
            : reason === "referral"
              ? "Thank you for joining Maths Sprint through a friend's link. Please confirm your email address here within"
              : "Thank you for joining Maths Sprint. Please confirm your email address here within"}{" "}
          {EMAIL_VERIFICATION_HOURS} hours:
        </Paragraph>
        <ActionButton href={link}>
          {reason === "new_address" ? "Confirm my new email address" : "Confirm my email address"}
        </ActionButton>
        <LinkFallback href={link} />
        {reason === "referral" && (
          <Paragraph>
            Once it is confirmed and one of your children has finished a first game, you and your friend each get 1 week
            of Premium.
          </Paragraph>
        )}
        {reason === "account" && (
          <Paragraph>
            Until it is confirmed your account works as usual, but we send you no weekly report and no other email.
          </Paragraph>
        )}
        <Paragraph>
          {reason === "new_address"
            ? "If you did not ask for this, you can ignore this email: nothing changes."
            : "If you did not sign up, you can ignore this email."}
        </Paragraph>
        <SignOff />
      </EmailLayout>
    ),
  });
}
