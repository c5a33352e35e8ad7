import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { AvatarUsage, GeneratedAvatar } from "../../shared/api/avatars";
import type { Actor } from "../auth/actor";
import { authorizeAvatarChild } from "../auth/policies/avatar-policy";
import { generatedAvatars } from "../db/schema/avatars";
import type { AppDeps } from "../core/deps";
import { readAvatarUsage } from "./avatar-usage";
import { isMade, presentAvatar } from "./present-avatar";

/** The child's stored avatars, newest first. */
export async function listAvatars(deps: AppDeps, actor: Actor, childId: string): Promise<GeneratedAvatar[]> {
  const db = deps.database.db;
  await authorizeAvatarChild(db, actor, childId, "list");
  const rows = await db
    .select()
    .from(generatedAvatars)
    .where(and(eq(generatedAvatars.childId, childId), isNotNull(generatedAvatars.imageUrl)))
    .orderBy(desc(generatedAvatars.createdAt), desc(generatedAvatars.id));
  return rows.filter(isMade).map(presentAvatar);
}

/** How much of the child's avatar allowance is used. */
export async function getAvatarUsage(deps: AppDeps, actor: Actor, childId: string): Promise<AvatarUsage> {
  const db = deps.database.db;
  const { child } = await authorizeAvatarChild(db, actor, childId, "list");
  return readAvatarUsage(db, child, deps.clock());
}
