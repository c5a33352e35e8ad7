import { and, eq, sql } from "drizzle-orm";
import type { Actor } from "../auth/actor";
import { authorizeAvatar } from "../auth/policies/avatar-policy";
import { generatedAvatars } from "../db/schema/avatars";
import { children } from "../db/schema/children";
import { files } from "../db/schema/files";
import type { AppDeps } from "../core/deps";
import { deleteStoredObjects } from "../files/stored-files";
import { lockChild } from "../children/avatar-choice";

/**
 * Deletes a stored avatar and its picture (docs/product/gameplay.md#avatars): in one
 * transaction with the child's row locked, the avatar and its file's row go,
 * and a child wearing it goes back to the placeholder; the picture's bytes are
 * deleted from storage after the commit.
 */
export async function deleteAvatar(deps: AppDeps, actor: Actor, childId: string, avatarId: string): Promise<void> {
  const key = await deps.database.db.transaction(async (tx) => {
    await lockChild(tx, childId);
    const avatar = await authorizeAvatar(tx, actor, childId, avatarId, "delete");
    await tx.delete(generatedAvatars).where(eq(generatedAvatars.id, avatar.id));
    if (avatar.storageKey) await tx.delete(files).where(eq(files.storageKey, avatar.storageKey));
    if (avatar.imageUrl) {
      await tx
        .update(children)
        .set({ avatar: { type: "placeholder" } })
        .where(and(eq(children.id, childId), sql`${children.avatar}->>'url' = ${avatar.imageUrl}`));
    }
    return avatar.storageKey;
  });
  if (key) await deleteStoredObjects(deps, [key]);
}
