import { and, eq, isNotNull } from "drizzle-orm";
import type { AvatarChoice } from "../../shared/api/children";
import { productMessages } from "../../shared/messages";
import type { Queryable } from "../db/client";
import { generatedAvatars } from "../db/schema/avatars";
import { children } from "../db/schema/children";
import { notFound } from "../core/app-error";

/** Locks the child's row: avatars are made, deleted and chosen one at a time per child. */
export async function lockChild(tx: Queryable, childId: string) {
  await tx.select({ id: children.id }).from(children).where(eq(children.id, childId)).for("update");
}

/**
 * Checks an avatar chosen for the child, inside the caller's transaction with
 * the child's row locked: a generated one must be one of the child's stored
 * avatars (by its address), so that no other picture, and no address of
 * anyone else's, can be set. The placeholder is always allowed.
 */
export async function checkAvatarChoice(tx: Queryable, childId: string, choice: AvatarChoice): Promise<void> {
  if (choice.type === "placeholder") return;
  const [stored] = await tx
    .select({ id: generatedAvatars.id })
    .from(generatedAvatars)
    .where(
      and(
        eq(generatedAvatars.childId, childId),
        isNotNull(generatedAvatars.imageUrl),
        eq(generatedAvatars.imageUrl, choice.url),
      ),
    )
    .limit(1);
  if (!stored) throw notFound("avatar_not_found", productMessages.avatarNotFound);
}
