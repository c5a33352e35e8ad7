import { and, desc, eq } from "drizzle-orm";
import { unsubscribeLinkQuery, weeklyReportSummarySchema } from "../../shared/api/weekly-report";
import { productMessages } from "../../shared/messages";
import type { Actor } from "../auth/actor";
import { authorizeFamily } from "../auth/policies/family-policy";
import type { AppDeps } from "../core/deps";
import { weeklyReports } from "../db/schema/engagement";
import { parents } from "../db/schema/users";
import { weeklyReportEmail } from "../emails/weekly-report";
import { AppError, badRequest, notFound } from "../core/app-error";
import { parentOfUnsubscribeToken, unsubscribeToken } from "./report-token";
import type { UnsubscribeLimits } from "./unsubscribe-limits";

/** Whether the family's parent gets the weekly report (theirs alone: anyone else gets a missing family's 404). */
export async function weeklyReportSetting(deps: AppDeps, actor: Actor, parentId: string) {
  const { parent } = await authorizeFamily(deps.database.db, actor, parentId, "readWeeklyReport");
  return { enabled: parent.weeklyReport };
}

/**
 * Turns the family's weekly report on or off; answers the setting as stored
 * (one statement: an account deleted meanwhile gets the 404 of a missing family).
 */
export async function setWeeklyReport(deps: AppDeps, actor: Actor, parentId: string, enabled: boolean) {
  const db = deps.database.db;
  const { parent } = await authorizeFamily(db, actor, parentId, "changeWeeklyReport");
  const [row] = await db
    .update(parents)
    .set({ weeklyReport: enabled })
    .where(eq(parents.id, parent.id))
    .returning({ enabled: parents.weeklyReport });
  if (!row) throw notFound("parent_not_found", productMessages.notFound);
  return row;
}

const tooManyLinks = () => new AppError(429, "rate_limited", productMessages.tooManyAttempts);

/** The parent a link was made for; a link that is not ours counts against the client's address. */
async function parentOfLink(deps: AppDeps, token: string, limits: UnsubscribeLimits): Promise<string | null> {
  const parentId = parentOfUnsubscribeToken(deps.config.appSecret, token);
  if (!parentId && !(await limits.notOurs())) throw tooManyLinks();
  return parentId;
}

/**
 * A report's one-click unsubscribe: the signed token names the parent, and
 * only this setting changes. Unsubscribing twice, or after the account was
 * deleted, changes nothing and is not an error; a token that is not ours is,
 * and counts against the client's address (`UNSUBSCRIBE_FORGED_LINKS_PER_ADDRESS`).
 * Only a post that turns the report off counts against the link
 * (`UNSUBSCRIBE_TURN_OFFS_PER_LINK`): one that finds it off already answers
 * the same success uncounted, so whoever holds the link cannot spend it so
 * that the parent's own button is refused.
 */
export async function unsubscribeByToken(deps: AppDeps, token: string, limits: UnsubscribeLimits): Promise<void> {
  const parentId = await parentOfLink(deps, token, limits);
  if (!parentId) throw badRequest("invalid_token", productMessages.unsubscribeLinkInvalid);
  const db = deps.database.db;
  const [parent] = await db.select({ on: parents.weeklyReport }).from(parents).where(eq(parents.id, parentId));
  if (!parent?.on) return;
  if (!(await limits.turnOff())) throw tooManyLinks();
  await db
    .update(parents)
    .set({ weeklyReport: false })
    .where(and(eq(parents.id, parentId), eq(parents.weeklyReport, true)));
  deps.log.info({ parentId }, "A parent unsubscribed from the weekly report");
}

/** The page that asks before unsubscribing: the link's readers see it, never a change made on opening. */
const UNSUBSCRIBE_PAGE = "/reports/unsubscribe";

/**
 * Where a report's unsubscribe link sends a reader whose mail client opens it
 * (GET) instead of posting it: the page that asks first, with the link's token
 * when it is one of ours, URL-encoded, and without one otherwise, so that the
 * page says the link is not valid. Nothing changes here: mail scanners open
 * links too. A link that is not ours counts against the client's address, as
 * a post does.
 */
export async function unsubscribePage(deps: AppDeps, query: unknown, limits: UnsubscribeLimits): Promise<string> {
  const parsed = unsubscribeLinkQuery.safeParse(query);
  const token = parsed.success ? parsed.data.token : "";
  if (!(await parentOfLink(deps, token, limits))) return UNSUBSCRIBE_PAGE;
  return `${UNSUBSCRIBE_PAGE}?token=${encodeURIComponent(token)}`;
}

/** The latest report sent to the parent, as its email showed it (made again from what it said). */
export async function latestWeeklyReport(deps: AppDeps, actor: Actor, parentId: string) {
  const { parent } = await authorizeFamily(deps.database.db, actor, parentId, "readWeeklyReport");
  const [row] = await deps.database.db
    .select()
    .from(weeklyReports)
    .where(eq(weeklyReports.parentId, parent.id))
    .orderBy(desc(weeklyReports.weekStart))
    .limit(1);
  if (!row) return { report: null };
  const email = await weeklyReportEmail({
    to: parent.email,
    summary: weeklyReportSummarySchema.parse(row.summary),
    publicUrl: deps.config.publicUrl,
    unsubscribeToken: unsubscribeToken(deps.config.appSecret, parent.id),
  });
  return {
    report: {
      week_start: row.weekStart,
      sent_at: row.sentAt.toISOString(),
      subject: email.subject,
      html: email.html ?? "",
      text: email.text,
    },
  };
}
