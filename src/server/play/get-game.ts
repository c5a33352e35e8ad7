import type { Actor } from "../auth/actor";
import { authorizeGame } from "../auth/policies/game-policy";
import type { AppDeps } from "../core/deps";
import { presentStoredGame } from "./present-game";

/** One finished game with its questions in order, for its player or the player's parent. */
export async function getGame(deps: AppDeps, actor: Actor, sessionId: string) {
  const session = await authorizeGame(deps.database.db, actor, sessionId, "read");
  return presentStoredGame(deps.database.db, session);
}
