import { and, asc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { z } from "zod";
import {
  EXPORT_QUESTION_FIELDS,
  familyExportSchema,
  type ExportQuestionField,
  type FamilyExport,
} from "../../shared/api/family-data";
import { presentParent } from "../accounts/present-parent";
import type { Actor } from "../auth/actor";
import { authorizeFamily } from "../auth/policies/family-policy";
import { presentChild } from "../children/present-child";
import { referrals, subscriptions } from "../db/schema/billing";
import { childSessions, children } from "../db/schema/children";
import { emailOutbox } from "../db/schema/email";
import {
  badges,
  challengeNotificationDismissals,
  challenges,
  childUnlockedRewards,
  digitalRewards,
  parentChallenges,
  streakShieldDays,
  userBadges,
  weeklyReports,
  weeklyWins,
} from "../db/schema/engagement";
import { files } from "../db/schema/files";
import { avatarGenerations, generatedAvatars } from "../db/schema/avatars";
import { questions, quizFeedback, quizResults, sessions } from "../db/schema/play";
import { supportRequests, testimonials } from "../db/schema/support";
import { aiFeedbackUses, loginAttempts } from "../db/schema/throttles";
import { authSessions, trustedDevices } from "../db/schema/users";
import type { AppDeps } from "../core/deps";
import { serviceBusy } from "../core/app-error";
import type { Tx } from "../db/client";
import { rowsOf } from "../db/rows";
import { besideSnapshot } from "../db/shared-snapshot";
import { Spool, SpoolClosed, StreamedAnswer } from "../http/streamed-answer";
import { storedRow } from "./stored-row";

/** An `in` over a list that may be empty (no child, no game): matches nothing then. */
const anyOf = <T>(ids: T[]) => (ids.length > 0 ? ids : null);

/** Everything of the export but the games, as the response's schema has it. */
const familyExportHeadSchema = familyExportSchema.omit({ games: true });
type FamilyExportHead = z.infer<typeof familyExportHeadSchema>;

/** Everything stored about the family but its games, read in the export's transaction; hashes and throttle keys left out. */
async function readFamilyHead(
  tx: Tx,
  actor: Actor,
  parentId: string,
  now: Date,
): Promise<{ head: FamilyExportHead; userId: string }> {
  const { parent, user } = await authorizeFamily(tx, actor, parentId, "export");
  const kids = await tx
    .select()
    .from(children)
    .where(eq(children.parentId, parent.id))
    .orderBy(asc(children.createdAt), asc(children.id));
  const childIds = anyOf(kids.map((c) => c.id));

  const badgeRows = childIds
    ? await tx
        .select({ award: userBadges, name: badges.name, description: badges.description })
        .from(userBadges)
        .innerJoin(badges, eq(badges.id, userBadges.badgeId))
        .where(inArray(userBadges.childId, childIds))
    : [];
  const rewardRows = childIds
    ? await tx
        .select({ reward: childUnlockedRewards, name: digitalRewards.name })
        .from(childUnlockedRewards)
        .leftJoin(digitalRewards, eq(digitalRewards.id, childUnlockedRewards.digitalRewardId))
        .where(inArray(childUnlockedRewards.childId, childIds))
    : [];
  const challengeRows = await tx
    .select()
    .from(challenges)
    .where(
      childIds
        ? or(
            inArray(challenges.initiatorChildId, childIds),
            inArray(challenges.opponentChildId, childIds),
            eq(challenges.opponentUserId, parent.userId),
          )
        : eq(challenges.opponentUserId, parent.userId),
    );
  /** A table's rows that `where` picks, as the export shows them (`storedRow`). */
  const stored = async (table: PgTable, where: SQL | undefined, omit?: readonly string[]) =>
    (await tx.select().from(table).where(where)).map((r) => storedRow(r, omit));
  /** A table's rows of the family's children, by `column`. */
  const ofChildren = (table: PgTable, column: PgColumn) =>
    childIds ? stored(table, inArray(column, childIds)) : Promise.resolve([]);

  const owner = { userId: parent.userId, email: parent.email };
  // The parent as their session shows them: Premium by its one rule, never the stored column.
  const shown = await presentParent(tx, parent, now);

  const head = {
    format: "maths-sprint-family-export" as const,
    version: 2 as const,
    exported_at: now.toISOString(),
    question_fields: [...EXPORT_QUESTION_FIELDS],
    parent: {
      email: user.email,
      account_created_at: user.createdAt.toISOString(),
      password_changed_at: user.passwordChangedAt.toISOString(),
      premium: shown.premium,
      premium_until: shown.premium_until,
      is_admin: shown.is_admin,
      login_count: shown.login_count,
      last_active: shown.last_active,
      referral_code: shown.referral_code,
      weekly_report: parent.weeklyReport,
    },
    // The response schema keeps the child's own fields (the parent's are above).
    children: kids.map((row) => presentChild(row, owner)),
    badges: badgeRows.map((b) => ({ ...storedRow(b.award), badge_name: b.name, badge_description: b.description })),
    missions: await ofChildren(parentChallenges, parentChallenges.childId),
    rewards: rewardRows.map((r) => ({ ...storedRow(r.reward), reward_name: r.name })),
    challenges: challengeRows.map((r) => storedRow(r)),
    challenge_notification_dismissals: await ofChildren(
      challengeNotificationDismissals,
      challengeNotificationDismissals.childId,
    ),
    streak_shield_days: await ofChildren(streakShieldDays, streakShieldDays.childId),
    weekly_wins: await ofChildren(weeklyWins, weeklyWins.childId),
    weekly_reports: await stored(weeklyReports, eq(weeklyReports.parentId, parent.id)),
    quiz_results: await stored(quizResults, eq(quizResults.userId, parent.userId)),
    ai_feedback: await ofChildren(quizFeedback, quizFeedback.childId),
    ai_feedback_requests: await stored(aiFeedbackUses, eq(aiFeedbackUses.parentId, parent.id)),
    avatars: await stored(generatedAvatars, eq(generatedAvatars.parentId, parent.id)),
    avatar_generations: await stored(avatarGenerations, eq(avatarGenerations.parentId, parent.id)),
    support_requests: await stored(
      supportRequests,
      or(eq(supportRequests.userId, parent.userId), eq(supportRequests.email, user.email)),
    ),
    testimonials: await stored(testimonials, eq(testimonials.userId, parent.userId)),
    subscriptions: await stored(subscriptions, eq(subscriptions.parentId, parent.id)),
    referrals: (
      await tx
        .select()
        .from(referrals)
        .where(or(eq(referrals.referrerParentId, parent.id), eq(referrals.referredParentId, parent.id)))
    ).map((r) => ({
      // Whose side the family was on; the other family's id is theirs, not this family's, and is left out.
      role: r.referrerParentId === parent.id ? "referrer" : "referred",
      ...storedRow(r, ["referrerParentId", "referredParentId"]),
    })),
    trusted_devices: await stored(trustedDevices, eq(trustedDevices.parentId, parent.id)),
    sign_in_sessions: await stored(authSessions, eq(authSessions.userId, parent.userId)),
    child_sign_in_sessions: await ofChildren(childSessions, childSessions.childId),
    sign_in_throttles: await stored(
      loginAttempts,
      or(
        eq(loginAttempts.parentId, parent.id),
        and(eq(loginAttempts.kind, "parent_email"), eq(loginAttempts.key, user.email)),
      ),
    ),
    files: await stored(files, eq(files.ownerParentId, parent.id)),
    // What was sent to them: the bodies (and a report's unsubscribe header) hold links, so only what, when and whether it went.
    emails: await stored(emailOutbox, eq(emailOutbox.toAddress, user.email), [
      "textBody",
      "htmlBody",
      "headers",
      "error",
    ]),
  };
  return { head: familyExportHeadSchema.parse(head), userId: parent.userId };
}

/** Games read, and written to the file, at a time: a few megabytes of text. */
const GAMES_PER_BATCH = 1_000;

const gameBatchRows = rowsOf(z.object({ game: z.string() }));

/** A number, a boolean or a JSON value as JSON text (their text in SQL is theirs in JSON), `null` for none. */
const asJson = (value: SQL) => sql`coalesce((${value})::text, 'null')`;
/** A text as a JSON string, quoted and escaped, `null` for none. */
const textAsJson = (value: SQL) => sql`coalesce(to_json(${value})::text, 'null')`;

/** How the database writes each value of a question's row (`EXPORT_QUESTION_FIELDS`), as `presentQuestion` reads it. */
const QUESTION_VALUES: Record<ExportQuestionField, SQL> = {
  position: asJson(sql`q.position`),
  question_type: textAsJson(sql`q.question_type`),
  operand1: asJson(sql`q.operand1`),
  operand2: asJson(sql`q.operand2`),
  correct_answer: asJson(sql`q.correct_answer`),
  user_answer: asJson(sql`q.user_answer`),
  is_correct: asJson(sql`q.is_correct`),
  response_time_ms: asJson(sql`q.metadata -> 'responseTime'`),
  traffic_light: asJson(sql`q.metadata -> 'trafficLight'`),
  missing_type: textAsJson(sql`q.missing_type`),
  operator_answer: textAsJson(sql`q.operator_answer`),
  user_operator_answer: textAsJson(sql`q.user_operator_answer`),
};
const questionRow = sql`'[' || ${sql.join(
  EXPORT_QUESTION_FIELDS.map((field) => QUESTION_VALUES[field]),
  sql` || ',' || `,
)} || ']'`;

/** A game's place in the export's order: its time as the database has it (to the microsecond), and its id. */
interface GameKey {
  at: string;
  id: string;
}

/** The games of one batch: those after `after` (from the first when null), up to `upTo` (to the last when null). */
interface BatchRange {
  after: GameKey | null;
  upTo: GameKey | null;
}

const gameKeys = rowsOf(z.object({ id: z.string(), at: z.string() }));

/**
 * Where the player's batches of games end, oldest first: the key of each
 * `GAMES_PER_BATCH`th game, read from the index alone (a year of games is a
 * few hundred kilobytes of keys). Known beforehand, the batches are read in
 * any order, by more than one reader.
 */
async function batchRanges(tx: Tx, userId: string): Promise<BatchRange[]> {
  const { rows } = gameKeys.parse(
    await tx.execute(sql`
      select id, at from (
        select s.id, s.created_at::text as at, row_number() over (order by s.created_at, s.id) as n
        from ${sessions} s where s.user_id = ${userId}
      ) numbered
      where n % ${GAMES_PER_BATCH} = 0
      order by n`),
  );
  const ends: (GameKey | null)[] = [...rows, null];
  return ends.map((upTo, i) => ({ after: rows[i - 1] ?? null, upTo }));
}

/**
 * The player's games in `range`, oldest first, each written by the database
 * as the export's JSON: the game as `presentSession` shows it, with its
 * questions' rows in the order asked. The columns are named one by one, so
 * nothing else of the rows can come out.
 */
function gameBatch(userId: string, { after, upTo }: BatchRange) {
  return sql`
    select left(row_to_json(g)::text, -1) || ',"questions":[' || coalesce((
        select string_agg(${questionRow}, ',' order by q.position) from ${questions} q where q.session_id = s.id
      ), '') || ']}' as game
    from ${sessions} s
    cross join lateral (
      select s.id, s.client_id, s.child_id, s.user_id, s.mode, s.difficulty_level, s.score, s.max_score, s.duration,
        s.time_allowance,
        to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
    ) g
    where s.user_id = ${userId}
      ${after ? sql`and (s.created_at, s.id) > (${after.at}::timestamptz, ${after.id}::uuid)` : sql``}
      ${upTo ? sql`and (s.created_at, s.id) <= (${upTo.at}::timestamptz, ${upTo.id}::uuid)` : sql``}
    order by s.created_at, s.id`;
}

/**
 * The player's games as the export's JSON, one a line, oldest first, given
 * to `write` a batch at a time as pieces (never joined into one string here:
 * the file's chunks are encoded from the pieces). The batches are shared
 * among `readers` (transactions that read the same snapshot), each reading
 * its next as soon as the one before is read: turning a year of answers into
 * text is most of an export's time, and two processes of the database do it
 * in about half the time. At most one batch a reader is held meanwhile.
 */
async function writeGames(readers: readonly Tx[], userId: string, write: (pieces: readonly string[]) => Promise<void>) {
  const [first] = readers;
  if (!first) throw new Error("An export needs a reader");
  const ranges = await batchRanges(first, userId);
  const read = (index: number) => {
    const range = ranges[index];
    const reader = readers[index % readers.length];
    if (!range || !reader) return null;
    const rows = Promise.resolve(reader.execute(gameBatch(userId, range))).then(
      (result) => gameBatchRows.parse(result).rows,
    );
    // Awaited in its turn: one that fails while the batch before is written is not left unhandled meanwhile.
    rows.catch(() => undefined);
    return rows;
  };
  const underway = readers.map((_, index) => read(index));
  let written = 0;
  for (let index = 0; index < ranges.length; index++) {
    const rows = (await underway[index % readers.length]) ?? [];
    // This batch's reader is free: it reads its next while this one is written.
    underway[index % readers.length] = read(index + readers.length);
    const pieces: string[] = [];
    for (const row of rows) {
      pieces.push(written === 0 ? "\n" : ",\n", row.game);
      written++;
    }
    if (pieces.length > 0) await write(pieces);
  }
}

/**
 * Everything stored about the caller's family (`FamilyExport`), read in one
 * read-only transaction whose snapshot every part shares, so the parts agree
 * with each other. A year of games is a large document (40 MB for 20,000
 * games): it is written to a file of its own as it is read, a thousand games
 * at a time, and sent from there as it is written, so that neither the
 * server's memory nor the database's connection waits on the client's
 * download, and the download does not wait for the last game to be read.
 * Refused (not the family's, say), it is answered with its error; a failure
 * once the answer has begun cuts it short, so the download fails rather than
 * saving a part. The games come last, one a line.
 */
export async function exportFamilyData(
  deps: AppDeps,
  actor: Actor,
  parentId: string,
): Promise<StreamedAnswer<FamilyExport>> {
  const underway = exportsUnderway.get(deps) ?? 0;
  if (underway >= EXPORTS_AT_ONCE) throw serviceBusy();
  exportsUnderway.set(deps, underway + 1);
  let spool: Spool;
  try {
    spool = await Spool.open();
  } catch (error) {
    exportsUnderway.set(deps, (exportsUnderway.get(deps) ?? 1) - 1);
    throw error;
  }
  try {
    return await readInto(spool, deps, actor, parentId);
  } finally {
    // Its place is given back once its reading has ended and its file is closed (sent, left or failed).
    void spool.whenClosed.then(() => exportsUnderway.set(deps, (exportsUnderway.get(deps) ?? 1) - 1));
  }
}

/**
 * Exports read at once by one server, at most. Each holds a connection in a long read-only transaction and a
 * file of up to tens of megabytes until its client has it all; many at once (parents asking for their data
 * together, or one of them with many accounts) would take the connections the saves need and fill the disk.
 * The next is answered 503 with Retry-After, and the parent is asked to try again in a few seconds.
 */
export const EXPORTS_AT_ONCE = 4;
/** Exports under way, by server (each test app is a server of its own). */
const exportsUnderway = new WeakMap<AppDeps, number>();

async function readInto(
  spool: Spool,
  deps: AppDeps,
  actor: Actor,
  parentId: string,
): Promise<StreamedAnswer<FamilyExport>> {
  const now = deps.clock();
  let begun: () => void = () => undefined;
  const headWritten = new Promise<void>((resolve) => (begun = resolve));
  const reading = deps.database.db.transaction(
    async (tx) => {
      // Each batch is a few thousand rows by index: compiling it to machine code (which PostgreSQL decides on
      // its estimates, often far off for a single family) took longer than running it, at every batch.
      await tx.execute(sql`set local jit = off`);
      const { head, userId } = await readFamilyHead(tx, actor, parentId, now);
      await spool.write(`${JSON.stringify(head).slice(0, -1)},"games":[`);
      begun();
      const writeAll = (readers: readonly Tx[]) => writeGames(readers, userId, (pieces) => spool.write(pieces));
      // On PostgreSQL a second connection shares the reading, in the same snapshot as the head.
      const shared = await besideSnapshot(deps.database, tx, async (other) => {
        await other.execute(sql`set local jit = off`);
        await writeAll([tx, other]);
      });
      if (!shared) await writeAll([tx]);
      await spool.write("\n]}");
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  // Refused or failed before the answer began: answered with the error.
  const first = await Promise.race([
    headWritten.then(() => null),
    reading.then(
      () => null,
      (error: unknown) => ({ error }),
    ),
  ]);
  if (first) {
    await spool.discard();
    throw first.error;
  }
  const answer = new StreamedAnswer<FamilyExport>(spool.follow(), "application/json; charset=utf-8");
  // The rest is read while the answer goes out; a server that stops waits for it, as for any work left running.
  deps.background.run("a family's export", async () => {
    try {
      await reading;
      await spool.end();
    } catch (error) {
      // A client that left stops the reading: nothing is wrong then.
      if (!(error instanceof SpoolClosed)) deps.log.error({ err: error }, "A family's export failed part way");
      spool.fail(error);
    }
  });
  return answer;
}
