import type { EmailMessage } from "../../src/server/providers/email/mailer";
import { accountDeletedEmail } from "../../src/server/emails/account-deleted";
import { emailChangedEmail } from "../../src/server/emails/email-changed";
import { passwordResetEmail } from "../../src/server/emails/password-reset";
import { pinSignInDisabledEmail } from "../../src/server/emails/pin-sign-in-disabled";
import { subscriptionEmail } from "../../src/server/emails/subscription";
import { supportConfirmationEmail } from "../../src/server/emails/support-confirmation";
import { supportRequestEmail } from "../../src/server/emails/support-request";
import { verificationEmail } from "../../src/server/emails/verify-email";
import { weeklyReportEmail } from "../../src/server/emails/weekly-report";
import { REPORT_CHILD_ID, reportChild, reportSummary, restingChild } from "./report-week";

export const EMAIL_TO = "parent@example.com";
export const SUPPORT_EMAIL = "support@example.com";
export const PERIOD_END = new Date("2026-12-26T10:00:00Z");

/** One email the app sends, and the sentence and the link its text part cannot do without. */
export interface SampleEmail {
  name: string;
  email: EmailMessage;
  keySentence: string;
  /** The link the reader follows (a page of the app, or mailto:), or none for the support team's copy. */
  link: string;
}

const UNSUBSCRIBE_TOKEN = `${REPORT_CHILD_ID}.1.abc`;

/** A Premium family's week: one child who played, one who did not. */
const PREMIUM_WEEK = reportSummary({
  premium: true,
  children: [
    reportChild({
      moved_up: [
        { fact: "7 × 8", to: "fluent" },
        { fact: "6 × 7", to: "secure" },
      ],
      to_practise: ["8 × 9", "6 × 8", "7 × 12"],
      mtc: { score: 22, out_of: 25, on: "2026-06-03" },
      badges: ["First Steps"],
      missions: ["Tower Climber Mission"],
    }),
    restingChild("Sam Jones", 0, "5b1e0c2a-1d1e-4c59-9a43-2a4f4b0f3e12"),
  ],
});

const coachModeLink = (publicUrl: string) =>
  `${publicUrl}/parent/coach-mode?child=${REPORT_CHILD_ID}&mode=timed&title=Eights+Booster&description=Score+18+in+a+90+Second+Challenge.&focus=The+8+times+table&type=multiplication&target=18&tables=8`;

/** Every email the app sends, as its one function writes it, for a parent of the app at publicUrl. */
export async function everyEmail(publicUrl: string): Promise<SampleEmail[]> {
  const dashboard = `${publicUrl}/parent/dashboard`;
  return [
    {
      name: "password reset",
      email: await passwordResetEmail(EMAIL_TO, "tok+en/1", publicUrl),
      keySentence: "Someone (we hope you) asked to reset the password of your Maths Sprint account.",
      link: `${publicUrl}/parent/reset-password?token=tok%2Ben%2F1`,
    },
    {
      name: "address confirmation",
      email: await verificationEmail(EMAIL_TO, "tok+en/2", publicUrl),
      keySentence: "Thank you for joining Maths Sprint. Please confirm your email address here within 48 hours:",
      link: `${publicUrl}/parent/verify-email?token=tok%2Ben%2F2`,
    },
    {
      name: "address confirmation after a referral",
      email: await verificationEmail(EMAIL_TO, "tok+en/3", publicUrl, "referral"),
      keySentence: "Thank you for joining Maths Sprint through a friend's link.",
      link: `${publicUrl}/parent/verify-email?token=tok%2Ben%2F3`,
    },
    {
      name: "new address confirmation",
      email: await verificationEmail(EMAIL_TO, "tok+en/4", publicUrl, "new_address"),
      keySentence: "You asked to sign in to Maths Sprint with this email address.",
      link: `${publicUrl}/parent/verify-email?token=tok%2Ben%2F4`,
    },
    {
      name: "PIN sign-in turned off",
      email: await pinSignInDisabledEmail(EMAIL_TO, publicUrl),
      keySentence: "so we have turned off PIN sign-in to keep your children's profiles safe.",
      link: dashboard,
    },
    {
      name: "account deleted",
      email: await accountDeletedEmail(EMAIL_TO, SUPPORT_EMAIL, publicUrl),
      keySentence: "Your Maths Sprint account has been deleted, as you asked.",
      link: `mailto:${SUPPORT_EMAIL}`,
    },
    {
      name: "sign-in address changed",
      email: await emailChangedEmail(EMAIL_TO, SUPPORT_EMAIL, publicUrl),
      keySentence: "Your Maths Sprint account now signs in with a new email address",
      link: `mailto:${SUPPORT_EMAIL}`,
    },
    {
      name: "Premium started",
      email: await subscriptionEmail("started", EMAIL_TO, PERIOD_END, publicUrl),
      keySentence: "Your subscription renews on 26 December 2026 at £4.99 a month.",
      link: `${publicUrl}/parent/account`,
    },
    {
      name: "Premium cancelled",
      email: await subscriptionEmail("cancellation_scheduled", EMAIL_TO, PERIOD_END, publicUrl),
      keySentence: "Premium stays on until 26 December 2026; you will not be charged again.",
      link: dashboard,
    },
    {
      name: "Premium ended",
      email: await subscriptionEmail("ended", EMAIL_TO, PERIOD_END, publicUrl),
      keySentence: "Your Premium subscription ended on 26 December 2026.",
      link: dashboard,
    },
    {
      name: "support request (account page)",
      email: await supportRequestEmail({
        to: SUPPORT_EMAIL,
        sender: { kind: "account", email: EMAIL_TO },
        received: PERIOD_END,
        requestId: "r-1",
        description: "My child cannot sign in.\nShe tried twice.",
        publicUrl,
      }),
      keySentence: "My child cannot sign in.",
      link: `mailto:${EMAIL_TO}`,
    },
    {
      name: "support message (Help Center)",
      email: await supportRequestEmail({
        to: SUPPORT_EMAIL,
        sender: { kind: "help_center", name: "Sam", email: EMAIL_TO, signedIn: false },
        received: PERIOD_END,
        requestId: "r-2",
        description: "A question about Premium.",
        publicUrl,
      }),
      keySentence: "A question about Premium.",
      link: `mailto:${EMAIL_TO}`,
    },
    {
      name: "support request received (account page)",
      email: await supportConfirmationEmail({ to: EMAIL_TO, requestId: "r-1", from: "account", publicUrl }),
      keySentence: "We have your request and we reply within 24 hours, to this email address.",
      link: `${publicUrl}/parent/account`,
    },
    {
      name: "support message received (Help Center)",
      email: await supportConfirmationEmail({ to: EMAIL_TO, requestId: "r-2", from: "help_center", publicUrl }),
      keySentence: "Your request number is r-2.",
      link: publicUrl,
    },
    {
      name: "weekly report (Premium)",
      email: await weeklyReportEmail({
        to: EMAIL_TO,
        summary: PREMIUM_WEEK,
        publicUrl,
        unsubscribeToken: UNSUBSCRIBE_TOKEN,
      }),
      keySentence: "Times Tables Check rehearsal: 22 out of 25 (3 June); the 2025 national average is 21.0.",
      link: coachModeLink(publicUrl),
    },
    {
      name: "weekly report (free)",
      email: await weeklyReportEmail({
        to: EMAIL_TO,
        summary: {
          ...PREMIUM_WEEK,
          premium: false,
          children: PREMIUM_WEEK.children.map((c) => ({ ...c, moved_up: [], to_practise: [] })),
        },
        publicUrl,
        unsubscribeToken: UNSUBSCRIBE_TOKEN,
      }),
      keySentence: "With Premium, this report also names the facts each child mastered this week",
      link: coachModeLink(publicUrl),
    },
    {
      name: "weekly report (nobody played)",
      email: await weeklyReportEmail({
        to: EMAIL_TO,
        summary: reportSummary({ children: [restingChild("Zoe Jones", 0, REPORT_CHILD_ID)], suggestion: null }),
        publicUrl,
        unsubscribeToken: UNSUBSCRIBE_TOKEN,
      }),
      keySentence: "Zoe didn't play this week: a five-minute game tonight is a lovely way to start again.",
      link: `${publicUrl}/reports/unsubscribe?token=${encodeURIComponent(UNSUBSCRIBE_TOKEN)}`,
    },
  ];
}
