import { and, desc, eq, lt, type SQL } from "drizzle-orm";
import type { GameMode } from "../../shared/game/modes";
import type { Actor } from "../auth/actor";
import { authorizeChild } from "../auth/policies/child-policy";
import { sessions } from "../db/schema/play";
import type { AppDeps } from "../core/deps";
import { presentSession } from "./present-game";

export interface SessionPage {
  limit: number;
  /** Only games saved before this instant (the previous page's next_before). */
  before?: string | undefined;
  mode?: GameMode | undefined;
}

/** A page of a child's games, newest first; reads one row past the page to know whether more follow. */
export async function listChildSessions(deps: AppDeps, actor: Actor, childId: string, page: SessionPage) {
  const db = deps.database.db;
  await authorizeChild(db, actor, childId, "readHistory");
  const conditions: SQL[] = [eq(sessions.childId, childId)];
  if (page.before) conditions.push(lt(sessions.createdAt, new Date(page.before)));
  if (page.mode) conditions.push(eq(sessions.mode, page.mode));
  const rows = await db
    .select()
    .from(sessions)
    .where(and(...conditions))
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .limit(page.limit + 1);
  const shown = rows.slice(0, page.limit);
  const last = shown.at(-1);
  return {
    sessions: shown.map(presentSession),
    next_before: rows.length > page.limit && last ? last.createdAt.toISOString() : null,
  };
}
