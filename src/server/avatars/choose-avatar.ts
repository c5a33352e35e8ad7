import { eq } from "drizzle-orm";
import type { AvatarChoice } from "../../shared/api/children";
import { productMessages } from "../../shared/messages";
import type { ChildActor } from "../auth/actor";
import { authorizeAvatarChild } from "../auth/policies/avatar-policy";
import { children } from "../db/schema/children";
import { checkAvatarChoice, lockChild } from "../children/avatar-choice";
import { presentChildData } from "../children/present-child";
import type { AppDeps } from "../core/deps";
import { notFound } from "../core/app-error";

/** The signed-in child wears one of their stored avatars, or the placeholder (docs/product/gameplay.md#avatars: a child sets their own). */
export async function saveMyAvatar(deps: AppDeps, actor: ChildActor, choice: AvatarChoice) {
  return deps.database.db.transaction(async (tx) => {
    const { owner } = await authorizeAvatarChild(tx, actor, actor.childId, "choose");
    await lockChild(tx, actor.childId);
    await checkAvatarChoice(tx, actor.childId, choice);
    const [row] = await tx.update(children).set({ avatar: choice }).where(eq(children.id, actor.childId)).returning();
    if (!row) throw notFound("child_not_found", productMessages.childNotFound);
    return { child_data: presentChildData(row, owner) };
  });
}
