import { isMainThread } from "node:worker_threads";
import { and, asc, eq, exists, gt, inArray, isNotNull, lt, notExists, notInArray, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { reportWeekAt, type ReportWeek } from "../../shared/engagement/report-week";
import type { Queryable } from "../db/client";
import { rowsOf } from "../db/rows";
import type { AppDeps } from "../core/deps";
import { children } from "../db/schema/children";
import { weeklyReports } from "../db/schema/engagement";
import { parents, users } from "../db/schema/users";
import { EmailRenderThread } from "../emails/render-off-the-loop";
import { weeklyReportEmail, type WeeklyReportInput } from "../emails/weekly-report";
import {
  inLanes,
  roundBound,
  ROUND_BUDGET_MS,
  SWEEP_AT_ONCE,
  SWEEP_PACE_MS,
  type RoundOutcome,
} from "../core/sweep-pace";
import { giveWay } from "../core/requests-in-hand";
import { unsubscribeToken } from "./report-token";
import type { WeeklyReportSummary } from "../../shared/api/weekly-report";
import { weeklyReportContent, weeklyReportContents, type FactsReckoner } from "./weekly-report-content";

/** Parents read per batch: a round reads batches until none is owed or its time bound is reached (core/sweep-pace.ts). */
const WEEKLY_REPORT_BATCH = 25;

/** The production server's thread for the reports' emails, started with the first (emails/render-off-the-loop.ts). */
let renderThread: EmailRenderThread | null = null;

/**
 * The thread of the reports' emails and Premium children's facts in production, where the saves share the server's
 * thread with the sweep (on the embedded database); none on the sweeps' own thread (sweep-thread.ts), which keeps
 * no save waiting, nor where the server is started for development or tests: they are made on the sweep's thread,
 * as every other email.
 */
function reportThread(deps: AppDeps): EmailRenderThread | null {
  if (deps.config.env !== "production" || !isMainThread) return null;
  renderThread ??= new EmailRenderThread(deps.log);
  return renderThread;
}

/** A report's email, on the reports' thread where there is one. */
function renderReport(deps: AppDeps, input: WeeklyReportInput) {
  return reportThread(deps)?.weeklyReport(input) ?? weeklyReportEmail(input);
}

/** A Premium child's facts, on the reports' thread where there is one (else weeklyReportContents reckons them). */
function factsReckoner(deps: AppDeps): FactsReckoner | undefined {
  const thread = reportThread(deps);
  return thread ? (ask) => thread.reportFacts(ask) : undefined;
}

/** A parent as the sweep reads them, owed the week's report. */
interface OwedParent {
  id: string;
  email: string;
  premiumUntil: Date | null;
}

/** A parent owed the week's report, with the week as the sweep read it for their batch. */
interface ReadReport {
  parent: OwedParent;
  summary: WeeklyReportSummary;
}

/**
 * How many parents' weeks the sweep reads together: on PostgreSQL five in one set of statements (a dozen for
 * five rather than a dozen a parent: the sweep's share of the database beside the saves, decision 0048), five
 * rather than the batch's 25 so that each statement is short, and the saves that come while it runs wait less
 * (decision 0071); on the embedded database one parent's at a time, so that no statement of the sweep holds its
 * one connection long while saves wait.
 */
const CONTENT_READ_TOGETHER = { postgres: 5, pglite: 1 } as const;

/** Whether the parent's sign-in address is confirmed: a weekly report goes to no other. */
const addressConfirmed = (db: Queryable) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(users)
      .where(and(eq(users.id, parents.userId), isNotNull(users.emailVerifiedAt))),
  );

/** The week's reports, for a parent looked up one by one in its primary key: the batches after the first. */
const notSentYet = (db: Queryable, week: ReportWeek) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(weeklyReports)
      .where(and(eq(weeklyReports.parentId, parents.id), eq(weeklyReports.weekStart, week.weekStart))),
  );

/**
 * The week's reports read once, as a set (weekly_reports_week_idx), each parent looked up in it in memory: a round's
 * first batch and the server's look for work walk the parents from the first, past every one sent to already, and a
 * lookup in the primary key for each cost them 200 to 850 ms once 15,000 parents had had theirs (decision 0057).
 */
const notSentFromTheStart = (db: Queryable, week: ReportWeek) =>
  notInArray(
    parents.id,
    db.select({ id: weeklyReports.parentId }).from(weeklyReports).where(eq(weeklyReports.weekStart, week.weekStart)),
  );

/**
 * The parents still owed the week's report: the report on, the address
 * confirmed (mail goes to no other), children in the family, an account made
 * before the report was due (a family that joins on Sunday evening starts
 * with the next week), and no report of the week yet; those after `after`
 * (by id), so that a round goes on past a parent whose report failed.
 */
function dueParents(deps: AppDeps, week: ReportWeek, limit: number, after: string | null): Promise<OwedParent[]> {
  return deps.database.db
    .select({ id: parents.id, email: parents.email, premiumUntil: parents.premiumUntil })
    .from(parents)
    .where(
      and(
        eq(parents.weeklyReport, true),
        after === null ? undefined : gt(parents.id, after),
        lt(parents.createdAt, week.dueAt),
        addressConfirmed(deps.database.db),
        exists(
          deps.database.db
            .select({ one: sql`1` })
            .from(children)
            .where(eq(children.parentId, parents.id)),
        ),
        after === null ? notSentFromTheStart(deps.database.db, week) : notSentYet(deps.database.db, week),
      ),
    )
    .orderBy(asc(parents.id))
    .limit(limit);
}

/**
 * One parent's report, exactly once. The week's content and the email are
 * made first, outside any transaction (reads only, so the embedded
 * database's one connection is held for the writes alone). Then ONE
 * statement (`claimAndMark`) claims the parent's row, checks that the
 * children it names are still there and the address it was made for is
 * still the parent's, inserts the (parent, week) row unless it is there (its
 * primary key: two servers cannot both insert it), and, only if it did,
 * writes the email to the outbox (`Mailer.keepWhere`). The mark and the email
 * commit together or not at all, so a crash leaves the parent owed, never
 * sent twice; and the rows are held for that statement alone, never while
 * this thread is away between two. True when this call sent it. `read` is the
 * parent's row and week when the caller has just read them (the sweep's batch).
 */
export async function sendWeeklyReport(
  deps: AppDeps,
  parentId: string,
  week: ReportWeek,
  read?: ReadReport,
): Promise<boolean> {
  const db = deps.database.db;
  const now = deps.clock();
  const [parent] = read
    ? [read.parent]
    : await db
        .select({ id: parents.id, email: parents.email, premiumUntil: parents.premiumUntil })
        .from(parents)
        .where(eq(parents.id, parentId));
  if (!parent) return false;
  const summary = read?.summary ?? (await weeklyReportContent(db, parent, week, now));
  if (summary.children.length === 0) return false;
  const message = await renderReport(deps, {
    to: parent.email,
    summary,
    publicUrl: deps.config.publicUrl,
    unsubscribeToken: unsubscribeToken(deps.config.appSecret, parentId),
  });
  const email = deps.mailer.keepWhere(message, sql`exists (select 1 from marked)`);
  if (!email) return false;
  // The claim is a piece of its own: the save that arrived while the email was made goes first (decision 0069).
  await giveWay();
  const [claimed] = claimedRows.parse(
    await db.execute(claimAndMark(db, { parentId, to: message.to }, week, now, summary, email.insert)),
  ).rows;
  if (!claimed) return false;
  email.written();
  return true;
}

const claimedRows = rowsOf(z.object({ parent_id: z.string() }));

/**
 * The claim of one parent's report, its mark and its email, in one statement (one round trip: the transaction
 * that holds the rows never waits on the sweeps' thread, which runs below the server's priority): the parent's
 * row is claimed (`for no key update skip locked`: another server on the same parent is skipped, not waited for,
 * and a parent who unsubscribed meanwhile, or whose address is no longer the one the email was made for, is not
 * taken); then the children the week names are locked (`key share`) and counted: a child deleted since the week
 * was read must not be kept in it (their deletion took them out of the kept reports), so the parent stays owed
 * and the next round reads the week again, and a deletion after this waits for the commit and then finds this
 * report to take them out of; then the (parent, week) row is inserted unless it is there, and the email
 * (`email`, written where `marked` has its row). Answers the parent when the report was marked, else nothing.
 */
function claimAndMark(
  db: Queryable,
  parent: { parentId: string; to: string },
  week: ReportWeek,
  now: Date,
  summary: WeeklyReportSummary,
  email: SQL,
) {
  const { parentId, to } = parent;
  const named = summary.children.map((child) => child.id);
  return sql`
    with claimed as (
      select ${parents.id} as id from ${parents}
      where ${parents.id} = ${parentId} and ${parents.email} = ${to} and ${parents.weeklyReport}
        and ${addressConfirmed(db)}
      for no key update of ${parents} skip locked
    ), kept as (
      select ${children.id} from ${children}
      where ${children.parentId} = ${parentId} and ${inArray(children.id, named)}
        and exists (select 1 from claimed)
      for key share of ${children}
    ), marked as (
      insert into ${weeklyReports} (parent_id, week_start, sent_at, summary)
      select ${parentId}::uuid, ${week.weekStart}::date, ${now.toISOString()}::timestamptz, ${JSON.stringify(summary)}::jsonb
      where exists (select 1 from claimed) and (select count(*) from kept) = ${named.length}
      on conflict do nothing
      returning parent_id
    ), emailed as (${email})
    select parent_id from marked`;
}

/**
 * The weeks of `part`'s parents (the round's `readAtOnce`, CONTENT_READ_TOGETHER unless a test says otherwise),
 * read together when there are several: a part of one reads its week as it is sent. A read that fails leaves those
 * parents to read their own week as they are sent (and fail alone, if it fails again).
 */
async function readTogether(
  deps: AppDeps,
  part: readonly OwedParent[],
  week: ReportWeek,
): Promise<Map<string, WeeklyReportSummary>> {
  if (part.length <= 1) return new Map();
  try {
    await giveWay();
    return await weeklyReportContents(deps.database.db, part, week, deps.clock(), factsReckoner(deps));
  } catch (error) {
    deps.log.warn({ err: error, week: week.weekStart }, "A batch of weekly reports could not be read together");
    return new Map();
  }
}

/** Whether any parent is owed the report of the week due now: whether a round would find work (sweeps.ts asks). */
export async function weeklyReportsOwed(deps: AppDeps): Promise<boolean> {
  const week = reportWeekAt(deps.clock());
  if (deps.clock() >= week.staleAt) return false;
  return (await dueParents(deps, week, 1, null)).length > 0;
}

/**
 * The sweep's round of weekly reports (sweeps.ts): the week whose report is
 * due now (from Sunday 18:00 UK time until Tuesday ends), to the parents
 * still owed it, in batches read in order of id, each batch's weeks read a
 * part at a time just before the part's reports are made (CONTENT_READ_TOGETHER),
 * `atOnce` parents at a time with a turn for the saves between two
 * (core/sweep-pace.ts), until none is owed
 * or the round's time bound is reached; the emails then go to the mail
 * server. A parent whose report fails is logged and left owed, for a later
 * round; the others go on. `more` when the round stopped at its bound having
 * sent some: the next round starts at once.
 */
export async function sendDueWeeklyReports(
  deps: AppDeps,
  {
    budgetMs = ROUND_BUDGET_MS,
    atOnce = SWEEP_AT_ONCE[deps.database.kind],
    readAtOnce = CONTENT_READ_TOGETHER[deps.database.kind],
  }: { budgetMs?: number; atOnce?: number; readAtOnce?: number } = {},
): Promise<RoundOutcome> {
  const week = reportWeekAt(deps.clock());
  // Past Tuesday the week's report is stale: nothing is sent (and nobody looked for) until Sunday evening.
  if (deps.clock() >= week.staleAt) return { done: 0, more: false };
  const bound = roundBound(deps, budgetMs);
  const together = Math.max(1, readAtOnce);
  let sent = 0;
  let after: string | null = null;
  let stopped = false;
  const sendTo = async (parent: OwedParent, summary: WeeklyReportSummary | undefined) => {
    try {
      await giveWay();
      if (await sendWeeklyReport(deps, parent.id, week, summary && { parent, summary })) {
        sent++;
        deps.metrics.weeklyReport("sent");
      }
    } catch (error) {
      deps.metrics.weeklyReport("failed");
      deps.log.error({ err: error, parentId: parent.id, week: week.weekStart }, "A weekly report could not be sent");
    }
  };
  while (!stopped) {
    await giveWay();
    const due = await dueParents(deps, week, WEEKLY_REPORT_BATCH, after);
    // Each part's weeks are read just before its reports are sent: a round that reaches its bound has read no
    // week it then leaves for the next round to read again.
    for (let i = 0; i < due.length && !stopped; i += together) {
      const part = due.slice(i, i + together);
      const weeks = await readTogether(deps, part, week);
      stopped = await inLanes(
        part,
        atOnce,
        async (parent) => {
          after = parent.id;
          await sendTo(parent, weeks.get(parent.id));
          return !bound.over();
        },
        SWEEP_PACE_MS.weeklyReport,
      );
    }
    if (due.length < WEEKLY_REPORT_BATCH) break;
  }
  if (sent > 0) {
    deps.log.info({ week: week.weekStart, sent }, "Weekly reports sent");
    await deps.mailer.deliverPending();
  }
  return { done: sent, more: stopped && sent > 0 };
}
