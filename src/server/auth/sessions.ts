import { and, eq, gt, ne } from "drizzle-orm";
import { textField } from "../../shared/api/fields";
import { CHILD_SESSION_MINUTES, PARENT_SESSION_DAYS } from "../../shared/constants";
import type { Queryable } from "../db/client";
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

export async function findParentSession(db: Queryable, token: string, now: Date): Promise<ParentActor | null> {
  const [row] = await db
    .select({
      sessionId: authSessions.id,
      userId: users.id,
      email: users.email,
      parentId: parents.id,
      isAdmin: parents.isAdmin,
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .innerJoin(parents, eq(parents.userId, users.id))
    .where(and(eq(authSessions.tokenHash, hashToken(token)), gt(authSessions.expiresAt, now)))
    .limit(1);
  return row ? { kind: "parent", ...row } : null;
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

export async function findChildSession(db: Queryable, token: string, now: Date): Promise<ChildActor | null> {
  const [row] = await db
    .select({
      sessionId: childSessions.id,
      childId: children.id,
      parentId: parents.id,
      parentUserId: parents.userId,
      expiresAt: childSessions.expiresAt,
    })
    .from(childSessions)
    .innerJoin(children, eq(children.id, childSessions.childId))
    .innerJoin(parents, eq(parents.id, children.parentId))
    .where(and(eq(childSessions.tokenHash, hashToken(token)), gt(childSessions.expiresAt, now)))
    .limit(1);
  return row ? { kind: "child", ...row } : null;
}

export async function endChildSession(db: Queryable, sessionId: string): Promise<void> {
  await db.delete(childSessions).where(eq(childSessions.id, sessionId));
}
