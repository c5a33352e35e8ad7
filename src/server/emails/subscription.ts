import type { EmailMessage } from "../providers/email/mailer";

type Change = "started" | "cancellation_scheduled" | "ended";

const longDate = (date: Date) =>
  date.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** The email a change of subscription sends to the parent. */
export function subscriptionEmail(change: Change, to: string, periodEnd: Date, publicUrl: string): EmailMessage {
  const account = `${publicUrl}/parent/account`;
  switch (change) {
    case "started":
      return {
        to,
        subject: "Welcome to Maths Sprint Premium",
        text: `Hello,\n\nThank you for choosing Premium. Your family now has analytics and progress history, Challenge Mode and AI tutor feedback.\n\nYour subscription renews on ${longDate(periodEnd)} at £4.99 a month. You can cancel at any time from Account Settings: ${account}\n\nMaths Sprint\n`,
      };
    case "cancellation_scheduled":
      return {
        to,
        subject: "Your Premium subscription has been cancelled",
        text: `Hello,\n\nYour Premium subscription has been cancelled and will not renew. Premium stays on until ${longDate(periodEnd)}; you will not be charged again.\n\nChanged your mind? You can upgrade again at any time from your dashboard: ${publicUrl}/parent/dashboard\n\nMaths Sprint\n`,
      };
    case "ended":
      return {
        to,
        subject: "Your Premium subscription has ended",
        text: `Hello,\n\nYour Premium subscription ended on ${longDate(periodEnd)}. Your children's games, badges and progress are all still here, and the free games carry on as before.\n\nYou can upgrade again at any time from your dashboard: ${publicUrl}/parent/dashboard\n\nMaths Sprint\n`,
      };
  }
}

export type SubscriptionChange = Change;
