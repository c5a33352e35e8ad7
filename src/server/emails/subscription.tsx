import type { ReactElement } from "react";
import type { EmailMessage } from "../providers/email/mailer";
import { EmailLayout } from "./layout";
import { ActionButton, Heading, InlineLink, Paragraph, SignOff } from "./parts";
import { renderEmail } from "./render";

type Change = "started" | "cancellation_scheduled" | "ended";

const longDate = (date: Date) =>
  date.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

interface Written {
  subject: string;
  preview: string;
  body: ReactElement;
}

function written(change: Change, periodEnd: Date, publicUrl: string): Written {
  const dashboard = `${publicUrl}/parent/dashboard`;
  switch (change) {
    case "started":
      return {
        subject: "Welcome to Maths Sprint Premium",
        preview: `Your subscription renews on ${longDate(periodEnd)}.`,
        body: (
          <>
            <Heading>Welcome to Premium</Heading>
            <Paragraph>Hello,</Paragraph>
            <Paragraph>
              Thank you for choosing Premium. Your family now has analytics and progress history, Challenge Mode and AI
              tutor feedback.
            </Paragraph>
            <Paragraph>
              Your subscription renews on {longDate(periodEnd)} at £4.99 a month. You can cancel at any time from{" "}
              <InlineLink href={`${publicUrl}/parent/account`}>Account Settings</InlineLink>.
            </Paragraph>
          </>
        ),
      };
    case "cancellation_scheduled":
      return {
        subject: "Your Premium subscription has been cancelled",
        preview: `Premium stays on until ${longDate(periodEnd)}.`,
        body: (
          <>
            <Heading>Your Premium subscription has been cancelled</Heading>
            <Paragraph>Hello,</Paragraph>
            <Paragraph>
              Your Premium subscription has been cancelled and will not renew. Premium stays on until{" "}
              {longDate(periodEnd)}; you will not be charged again.
            </Paragraph>
            <Paragraph>Changed your mind? You can upgrade again at any time from your dashboard:</Paragraph>
            <ActionButton href={dashboard}>Open your parent dashboard</ActionButton>
          </>
        ),
      };
    case "ended":
      return {
        subject: "Your Premium subscription has ended",
        preview: "Your children's games, badges and progress are all still here.",
        body: (
          <>
            <Heading>Your Premium subscription has ended</Heading>
            <Paragraph>Hello,</Paragraph>
            <Paragraph>
              Your Premium subscription ended on {longDate(periodEnd)}. Your children&apos;s games, badges and progress
              are all still here, and the free games carry on as before.
            </Paragraph>
            <Paragraph>You can upgrade again at any time from your dashboard:</Paragraph>
            <ActionButton href={dashboard}>Open your parent dashboard</ActionButton>
          </>
        ),
      };
  }
}

/** The email a change of subscription sends to the parent. */
export function subscriptionEmail(
  change: Change,
  to: string,
  periodEnd: Date,
  publicUrl: string,
): Promise<EmailMessage> {
  const { subject, preview, body } = written(change, periodEnd, publicUrl);
  return renderEmail({
    audience: "confirmed_parent",
    to,
    subject,
    body: (
      <EmailLayout preview={preview} publicUrl={publicUrl}>
        {body}
        <SignOff />
      </EmailLayout>
    ),
  });
}

export type SubscriptionChange = Change;
