import { asc, eq } from "drizzle-orm";
import { productMessages } from "../../shared/messages";
import type { Actor } from "../auth/actor";
import type { Queryable } from "../db/client";
import { questions, sessions } from "../db/schema/play";
import type { AppDeps } from "../deps";
import { notFound } from "../http/app-error";
import { presentGame, type SessionRow } from "./present-game";
import { requireGameAccess } from "./resolve-player";

/** One finished game with its questions in order, for its player or the player's parent. */
export async function getGame(deps: AppDeps, actor: Actor, sessionId: string) {
  const db = deps.database.db;
  const [session] = await db.select().from(sessions).where(eq(sessions.id, sessionId)).limit(1);
  if (!session) throw notFound("game_not_found", productMessages.notFound);
  await requireGameAccess(db, actor, session);
  return presentStoredGame(db, session);
}

/** A saved session with its questions in the order they were asked. */
export async function presentStoredGame(db: Queryable, session: SessionRow) {
  const rows = await db
    .select()
    .from(questions)
    .where(eq(questions.sessionId, session.id))
    .orderBy(asc(questions.position));
  return presentGame(session, rows);
}
