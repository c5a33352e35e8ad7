import { and, eq, ne, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { textField } from "../../shared/api/fields";
import { CHILD_SESSION_MINUTES, PARENT_SESSION_DAYS } from "../../shared/constants";
import type { Queryable } from "../db/client";
import { rowsOf } from "../db/rows";
import { StatementTexts } from "../db/statement-texts";
import { childSessions, children } from "../db/schema/children";
import { authSessions, parents, users } from "../db/schema/users";
import type { ChildActor, ParentActor } from "./actor";
import { hashToken, newToken } from "./tokens";

/** Parent and child sessions work alike: a random token given out once, its SHA-256 kept. */

const USER_AGENT_MAX = 300;
const userAgentField = textField({ max: USER_AGENT_MAX });

/**
 * The browser's User-Agent header as kept with a parent's session: its first
 * 300 characters (never half of a pair), or nothing when it holds a control
 * character or ill-formed Unicode, as any string the API accepts.
 */
function keptUserAgent(userAgent: string | undefined): string | null {
  if (userAgent === undefined) return null;
  // Code points, so that a pair is never cut in two (a header is at most 16 KB).
  const cut = Array.from(userAgent).slice(0, USER_AGENT_MAX).join("");
  return userAgentField.safeParse(cut).data ?? null;
}

export async function createParentSession(db: Queryable, userId: string, now: Date, userAgent?: string) {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + PARENT_SESSION_DAYS * 86_400_000);
  await db.insert(authSessions).values({
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    userAgent: keptUserAgent(userAgent),
  });
  return { token, expiresAt };
}

/**
 * The session lookups, asked at nearly every request: each text is built once (StatementTexts), with the
 * token's hash and the time as its values.
 */
const sessionLookups = new StatementTexts();
const lookupValue = { tokenHash: sql.placeholder("tokenHash"), now: sql.placeholder("now") };

/** The session of `token` still open at `now`, as `rows` reads it: the lookup of this kind, its text built by `build`. */
async function lookUpSession<Row extends z.ZodType>(
  db: Queryable,
  kind: "parent" | "child",
  rows: z.ZodObject<{ rows: z.ZodArray<Row> }>,
  build: () => SQL,
  token: string,
  now: Date,
): Promise<z.infer<Row> | undefined> {
  const result = await sessionLookups.execute(db, kind, build, { tokenHash: hashToken(token), now: now.toISOString() });
  return rows.parse(result).rows[0];
}

const parentSessionRows = rowsOf(
  z.object({
    session_id: z.string(),
    user_id: z.string(),
    email: z.string(),
    parent_id: z.string(),
    is_admin: z.boolean(),
  }),
);

export async function findParentSession(db: Queryable, token: string, now: Date): Promise<ParentActor | null> {
  const row = await lookUpSession(
    db,
    "parent",
    parentSessionRows,
    () => sql`
      select ${authSessions.id} as session_id, ${users.id} as user_id, ${users.email} as email,
        ${parents.id} as parent_id, ${parents.isAdmin} as is_admin
      from ${authSessions}
      join ${users} on ${users.id} = ${authSessions.userId}
      join ${parents} on ${parents.userId} = ${users.id}
      where ${authSessions.tokenHash} = ${lookupValue.tokenHash} and ${authSessions.expiresAt} > ${lookupValue.now}::timestamptz
      limit 1`,
    token,
    now,
  );
  return row
    ? {
        kind: "parent",
        sessionId: row.session_id,
        userId: row.user_id,
        email: row.email,
        parentId: row.parent_id,
        isAdmin: row.is_admin,
      }
    : null;
}

export async function endParentSession(db: Queryable, sessionId: string): Promise<void> {
  await db.delete(authSessions).where(eq(authSessions.id, sessionId));
}

/** Ends every session of a user, or every one but `keepSessionId`. */
export async function endParentSessions(db: Queryable, userId: string, keepSessionId?: string): Promise<void> {
  await db
    .delete(authSessions)
    .where(
      keepSessionId
        ? and(eq(authSessions.userId, userId), ne(authSessions.id, keepSessionId))
        : eq(authSessions.userId, userId),
    );
}

export async function createChildSession(db: Queryable, childId: string, now: Date) {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + CHILD_SESSION_MINUTES * 60_000);
  await db.insert(childSessions).values({ childId, tokenHash: hashToken(token), createdAt: now, expiresAt });
  return { token, expiresAt };
}

const childSessionRows = rowsOf(
  z.object({
    session_id: z.string(),
    child_id: z.string(),
    parent_id: z.string(),
    parent_user_id: z.string(),
    expires_ms: z.coerce.number(),
  }),
);

export async function findChildSession(db: Queryable, token: string, now: Date): Promise<ChildActor | null> {
  const row = await lookUpSession(
    db,
    "child",
    childSessionRows,
    () => sql`
      select ${childSessions.id} as session_id, ${children.id} as child_id, ${parents.id} as parent_id,
        ${parents.userId} as parent_user_id, (extract(epoch from ${childSessions.expiresAt}) * 1000)::float8 as expires_ms
      from ${childSessions}
      join ${children} on ${children.id} = ${childSessions.childId}
      join ${parents} on ${parents.id} = ${children.parentId}
      where ${childSessions.tokenHash} = ${lookupValue.tokenHash} and ${childSessions.expiresAt} > ${lookupValue.now}::timestamptz
      limit 1`,
    token,
    now,
  );
  return row
    ? {
        kind: "child",
        sessionId: row.session_id,
        childId: row.child_id,
        parentId: row.parent_id,
        parentUserId: row.parent_user_id,
        expiresAt: new Date(row.expires_ms),
      }
    : null;
}

export async function endChildSession(db: Queryable, sessionId: string): Promise<void> {
  await db.delete(childSessions).where(eq(childSessions.id, sessionId));
}
