import { Fragment, type ReactElement } from "react";
import { Link } from "@react-email/link";
import { coachModeLink } from "../../shared/api/coach-link";
import { firstNameOf } from "../../shared/api/fields";
import type { ReportChild, ReportSuggestion, WeeklyReportSummary } from "../../shared/api/weekly-report";
import { MTC_NATIONAL_AVERAGE, MTC_NATIONAL_AVERAGE_YEAR } from "../../shared/constants";
import { weekdayOf } from "../../shared/engagement/report-week";
import { addUtcDays } from "../../shared/engagement/utc-date";
import { listInWords, plural } from "../../shared/words";
import type { EmailMessage } from "../providers/email/mailer";
import { EmailLayout } from "./layout";
import { ActionButton, Heading, Paragraph, SignOff, Subheading } from "./parts";
import { renderEmail } from "./render";
import { emailTheme } from "./theme";

const footLink = { color: emailTheme.brandDark, textDecoration: "underline" } as const;

/** The page a report's footer links to, which asks before unsubscribing (a link scanner's GET changes nothing). */
const UNSUBSCRIBE_PAGE_PATH = "/reports/unsubscribe";
/** The address a mail client posts to for a one-click unsubscribe (RFC 8058). */
const UNSUBSCRIBE_API_PATH = "/api/reports/unsubscribe";

/**
 * "7 June". One formatter, made once: `toLocaleDateString` with options builds a new one at every call, which a
 * sweep of thousands of reports paid four times a report.
 */
const DAY_MONTH = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", timeZone: "UTC" });
const dayMonth = (date: string) => DAY_MONTH.format(new Date(`${date}T12:00:00.000Z`));

/** "1 to 7 June", or "29 June to 5 July". */
export function weekName(weekStart: string): string {
  const end = addUtcDays(weekStart, 6);
  const [startDay, startMonth] = dayMonth(weekStart).split(" ");
  return startMonth === dayMonth(end).split(" ")[1]
    ? `${startDay} to ${dayMonth(end)}`
    : `${dayMonth(weekStart)} to ${dayMonth(end)}`;
}

/** The facts that moved up named in the email, the highest first; the rest are counted. */
const MOVED_UP_NAMED = 5;

/** "7 × 8" kept on one line. */
const unbroken = (fact: string) => fact.replaceAll(" ", "\u00a0");

/** The lines of one child's week (a child who played). */
function childLines(child: ReportChild, premium: boolean): string[] {
  const days = child.days.map(weekdayOf).join(", ");
  const lines = [
    `${plural(child.games, "game")} on ${plural(child.days.length, "day")} (${days}).`,
    child.streak > 0 ? `Streak: ${plural(child.streak, "day")} in a row.` : "No streak running at the moment.",
  ];
  if (premium) {
    if (child.moved_up.length > 0) {
      const named = child.moved_up.slice(0, MOVED_UP_NAMED).map((m) => `${unbroken(m.fact)} (now ${m.to})`);
      const more = child.moved_up.length - named.length;
      lines.push(`Facts that moved up: ${named.join(", ")}${more > 0 ? ` and ${more} more` : ""}.`);
    }
    if (child.to_practise.length > 0) lines.push(`To practise next: ${child.to_practise.map(unbroken).join(", ")}.`);
  }
  if (child.mtc) {
    lines.push(
      `Times Tables Check rehearsal: ${child.mtc.score} out of ${child.mtc.out_of} (${dayMonth(child.mtc.on)}); the ${MTC_NATIONAL_AVERAGE_YEAR} national average is ${MTC_NATIONAL_AVERAGE.toFixed(1)}.`,
    );
  }
  if (child.badges.length > 0) lines.push(`Badges earned: ${child.badges.join(", ")}.`);
  if (child.missions.length > 0) lines.push(`Missions completed: ${child.missions.join(", ")}.`);
  return lines;
}

/** One friendly line for a child who did not play. */
const restLine = (child: ReportChild) =>
  child.streak > 0
    ? `${firstNameOf(child.name)} didn't play this week: a five-minute game tonight keeps the ${child.streak}-day streak going.`
    : `${firstNameOf(child.name)} didn't play this week: a five-minute game tonight is a lovely way back in.`;

function Suggestion({ suggestion, publicUrl }: { suggestion: ReportSuggestion; publicUrl: string }) {
  const link = `${publicUrl}${coachModeLink({
    childId: suggestion.child_id,
    suggestion: { ...suggestion, source: "coach" },
  })}`;
  const name = firstNameOf(suggestion.child_name);
  return (
    <>
      <Subheading>One thing to try</Subheading>
      <Paragraph>{`Set ${name} a mission: ${suggestion.challenge_name}. ${suggestion.challenge_description}`}</Paragraph>
      <ActionButton href={link}>{`Open ${name}'s mission in Coach Mode`}</ActionButton>
    </>
  );
}

export interface WeeklyReportInput {
  to: string;
  summary: WeeklyReportSummary;
  publicUrl: string;
  /** The signed token of this parent's unsubscribe links (reports/report-token.ts). */
  unsubscribeToken: string;
}

/** The subject of a week's report. */
const weeklyReportSubject = (summary: WeeklyReportSummary) =>
  `Your family's week on Maths Sprint: ${weekName(summary.week_start)}`;

/**
 * The parent's weekly report (docs/decisions/0019-weekly-report.md): per
 * child who played, the games and days, the streak, for Premium the facts
 * that moved up and the three to practise next, the latest Times Tables Check
 * rehearsal beside the national average, badges and missions; a friendly line
 * for a child who did not play (and only that, when nobody did); one mission
 * to try, opening Coach Mode filled in; and for a free family one sentence
 * of what Premium adds. Every report carries a one-click unsubscribe.
 */
export function weeklyReportEmail({
  to,
  summary,
  publicUrl,
  unsubscribeToken,
}: WeeklyReportInput): Promise<EmailMessage> {
  const token = encodeURIComponent(unsubscribeToken);
  const played = summary.children.filter((c) => c.games > 0);
  const rested = summary.children.filter((c) => c.games === 0);
  const preview =
    played.length === 0
      ? `${listInWords(rested.map((c) => firstNameOf(c.name)))} didn't play this week.`
      : played.map((c) => `${firstNameOf(c.name)}: ${plural(c.games, "game")}`).join(", ");
  const footer = (
    <>
      You are receiving this email because the weekly report, sent on Sunday evenings, is on for your Maths Sprint
      account.{" "}
      <Link href={`${publicUrl}${UNSUBSCRIBE_PAGE_PATH}?token=${token}`} style={footLink}>
        Unsubscribe from the weekly report
      </Link>{" "}
      or{" "}
      <Link href={`${publicUrl}/parent/account`} style={footLink}>
        change it in Account Settings
      </Link>
      .
    </>
  );
  const body: ReactElement = (
    <EmailLayout preview={preview} publicUrl={publicUrl} footer={footer}>
      <Heading>Your family&apos;s week</Heading>
      <Paragraph>{`Monday to Sunday, ${weekName(summary.week_start)}.`}</Paragraph>
      {played.length === 0 ? (
        <Paragraph>{`${listInWords(rested.map((c) => firstNameOf(c.name)))} didn't play this week: a five-minute game tonight is a lovely way to start again.`}</Paragraph>
      ) : (
        <>
          {played.map((child) => (
            <ChildWeek key={child.id} child={child} premium={summary.premium} />
          ))}
          {rested.map((child) => (
            <Fragment key={child.id}>
              <Subheading>{child.name}</Subheading>
              <Paragraph>{restLine(child)}</Paragraph>
            </Fragment>
          ))}
          {summary.suggestion && <Suggestion suggestion={summary.suggestion} publicUrl={publicUrl} />}
          {!summary.premium && (
            <Paragraph>
              With Premium, this report also names the facts each child mastered this week and the three to practise
              next.
            </Paragraph>
          )}
        </>
      )}
      <SignOff />
    </EmailLayout>
  );
  return renderEmail({
    audience: "confirmed_parent",
    to,
    subject: weeklyReportSubject(summary),
    body,
    headers: {
      "List-Unsubscribe": `<${publicUrl}${UNSUBSCRIBE_API_PATH}?token=${token}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
    bulk: true,
  });
}

function ChildWeek({ child, premium }: { child: ReportChild; premium: boolean }) {
  return (
    <>
      <Subheading>{child.name}</Subheading>
      {childLines(child, premium).map((line) => (
        <Paragraph key={line}>{line}</Paragraph>
      ))}
    </>
  );
}
