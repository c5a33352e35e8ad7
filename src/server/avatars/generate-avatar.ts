import { randomUUID } from "node:crypto";
import { and, eq, isNull, lte } from "drizzle-orm";
import type { AvatarOptions, GeneratedAvatar } from "../../shared/api/avatars";
import { messages } from "../../shared/messages";
import type { Actor } from "../auth/actor";
import { authorizeAvatarChild } from "../auth/policies/avatar-policy";
import { avatarGenerations, generatedAvatars } from "../db/schema/avatars";
import { parents } from "../db/schema/users";
import type { AppDeps } from "../core/deps";
import { deleteStoredObjects, FILES_URL_PREFIX, storeFile } from "../files/stored-files";
import { AppError, conflict } from "../core/app-error";
import { ABANDONED_AVATAR_MS, readAvatarUsage } from "./avatar-usage";
import { lockChild } from "../children/avatar-choice";
import { isMade, presentAvatar } from "./present-avatar";

/**
 * Makes a new avatar for the child (docs/product/gameplay.md#avatars).
 *
 * First, in one transaction with the parent's row locked, then the child's,
 * the limits are checked (12 made this calendar month, deleted ones and the
 * family's deleted children's included, avatar-usage.ts; 3 stored, those
 * being made included), and the generation is logged and its avatar's row
 * reserved, so that requests made together, for one child or for several of
 * the family's, cannot pass either limit.
 * Then the picture is made (the painter, or an image model, which may take
 * a while, outside any transaction), stored, and written to the reserved row.
 * If that fails, the reservation and the log entry go, so that a failure
 * costs the child nothing, and the answer is "Failed to generate avatar".
 */
export async function generateAvatar(
  deps: AppDeps,
  actor: Actor,
  childId: string,
  options: AvatarOptions,
): Promise<GeneratedAvatar> {
  const db = deps.database.db;
  const now = deps.clock();
  const reserved = await db.transaction(async (tx) => {
    const { child, owner } = await authorizeAvatarChild(tx, actor, childId, "generate");
    // The family's monthly allowance is shared between its children: its requests take turns.
    await tx.select({ id: parents.id }).from(parents).where(eq(parents.id, child.parentId)).for("update");
    await lockChild(tx, child.id);
    await tx
      .delete(generatedAvatars)
      .where(
        and(
          eq(generatedAvatars.childId, child.id),
          isNull(generatedAvatars.imageUrl),
          lte(generatedAvatars.createdAt, new Date(now.getTime() - ABANDONED_AVATAR_MS)),
        ),
      );
    const usage = await readAvatarUsage(tx, child, now);
    if (!usage.can_generate) throw new AppError(429, "avatar_generation_limit", messages.avatarMonthlyLimit);
    if (!usage.can_store) throw conflict("avatar_storage_limit", messages.avatarStorageLimit);
    const [generation] = await tx
      .insert(avatarGenerations)
      .values({ childId: child.id, parentId: child.parentId, createdAt: now })
      .returning({ id: avatarGenerations.id });
    const [avatar] = await tx
      .insert(generatedAvatars)
      .values({
        childId: child.id,
        userId: owner.userId,
        parentId: child.parentId,
        characterType: options.character_type,
        colorTheme: options.color_theme,
        hairColor: options.hair_color,
        accessories: options.accessories,
        createdAt: now,
      })
      .returning({ id: generatedAvatars.id, parentId: generatedAvatars.parentId });
    if (!generation || !avatar) throw new Error("The avatar's reservation returned nothing");
    return { generationId: generation.id, avatarId: avatar.id, parentId: avatar.parentId };
  });

  let key: string | null = null;
  try {
    const picture = await deps.avatars.make(options);
    const storageKey = `avatars/${randomUUID()}.${picture.ext}`;
    key = storageKey;
    const row = await db.transaction(async (tx) => {
      await storeFile(deps, tx, {
        key: storageKey,
        bytes: picture.bytes,
        contentType: picture.contentType,
        ownerParentId: reserved.parentId,
      });
      const [made] = await tx
        .update(generatedAvatars)
        .set({ storageKey, imageUrl: `${FILES_URL_PREFIX}${storageKey}`, source: picture.source })
        .where(and(eq(generatedAvatars.id, reserved.avatarId), isNull(generatedAvatars.imageUrl)))
        .returning();
      // Gone: the child (or the whole account) was deleted while the picture was being made.
      if (!made || !isMade(made)) throw new Error("The avatar's reservation is gone");
      return made;
    });
    return presentAvatar(row);
  } catch (error) {
    deps.log.error({ err: error }, "An avatar could not be made");
    if (key) await deleteStoredObjects(deps, [key]);
    await db.delete(generatedAvatars).where(eq(generatedAvatars.id, reserved.avatarId));
    await db.delete(avatarGenerations).where(eq(avatarGenerations.id, reserved.generationId));
    throw new AppError(502, "avatar_generation_failed", messages.generateAvatarFailed);
  }
}
