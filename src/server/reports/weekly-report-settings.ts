import { desc, eq } from "drizzle-orm";
import { weeklyReportSummarySchema } from "../../shared/api/weekly-report";
import { productMessages } from "../../shared/messages";
import type { AppDeps } from "../deps";
import { weeklyReports } from "../db/schema/engagement";
import { parents } from "../db/schema/users";
import { weeklyReportEmail } from "../emails/weekly-report";
import { badRequest, notFound } from "../http/app-error";
import { parentOfUnsubscribeToken, unsubscribeToken } from "./report-token";

async function parentRow(deps: AppDeps, parentId: string) {
  const [parent] = await deps.database.db
    .select({ email: parents.email, weeklyReport: parents.weeklyReport })
    .from(parents)
    .where(eq(parents.id, parentId));
  if (!parent) throw notFound("parent_not_found", productMessages.notFound);
  return parent;
}

/** Whether the parent gets the weekly report. */
export async function weeklyReportSetting(deps: AppDeps, parentId: string) {
  return { enabled: (await parentRow(deps, parentId)).weeklyReport };
}

/** Turns the weekly report on or off; answers the setting as stored. */
export async function setWeeklyReport(deps: AppDeps, parentId: string, enabled: boolean) {
  const [row] = await deps.database.db
    .update(parents)
    .set({ weeklyReport: enabled })
    .where(eq(parents.id, parentId))
    .returning({ enabled: parents.weeklyReport });
  if (!row) throw notFound("parent_not_found", productMessages.notFound);
  return row;
}

/**
 * A report's one-click unsubscribe: the signed token names the parent, and
 * only this setting changes. Unsubscribing twice, or after the account was
 * deleted, changes nothing and is not an error; a token that is not ours is.
 */
export async function unsubscribeByToken(deps: AppDeps, token: string): Promise<void> {
  const parentId = parentOfUnsubscribeToken(deps.config.appSecret, token);
  if (!parentId) throw badRequest("invalid_token", productMessages.unsubscribeLinkInvalid);
  await deps.database.db.update(parents).set({ weeklyReport: false }).where(eq(parents.id, parentId));
  deps.log.info({ parentId }, "A parent unsubscribed from the weekly report");
}

/** The latest report sent to the parent, as its email showed it (made again from what it said). */
export async function latestWeeklyReport(deps: AppDeps, parentId: string) {
  const parent = await parentRow(deps, parentId);
  const [row] = await deps.database.db
    .select()
    .from(weeklyReports)
    .where(eq(weeklyReports.parentId, parentId))
    .orderBy(desc(weeklyReports.weekStart))
    .limit(1);
  if (!row) return { report: null };
  const email = await weeklyReportEmail({
    to: parent.email,
    summary: weeklyReportSummarySchema.parse(row.summary),
    publicUrl: deps.config.publicUrl,
    unsubscribeToken: unsubscribeToken(deps.config.appSecret, parentId),
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
