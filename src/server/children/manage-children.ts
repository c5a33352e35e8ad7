import type { TimeAllowance } from "../../shared/game/time-allowance";
import { and, asc, count, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { AvatarChoice } from "../../shared/api/children";
import { MAX_CHILDREN_PER_PARENT, type DifficultyLevel } from "../../shared/constants";
import { messages, productMessages } from "../../shared/messages";
import type { ParentActor } from "../auth/actor";
import type { AppDeps } from "../core/deps";
import { generatedAvatars } from "../db/schema/avatars";
import { children } from "../db/schema/children";
import { files } from "../db/schema/files";
import { deleteStoredObjects } from "../files/stored-files";
import { parents } from "../db/schema/users";
import { conflict, isUniqueViolation, notFound, unprocessable } from "../core/app-error";
import { authorizeChild } from "../auth/policies/child-policy";
import { checkAvatarChoice, lockChild } from "./avatar-choice";
import { forgetChildInReports } from "../reports/forget-child-in-reports";
import { assertPinNotGuessable, pinHmac } from "./pin";
import { presentChild } from "./present-child";

const owner = (actor: ParentActor) => ({ userId: actor.userId, email: actor.email });

function rethrowPinClash(error: unknown): never {
  if (isUniqueViolation(error, "children_parent_pin_uq")) {
    throw conflict("pin_in_use", productMessages.pinInUse, { pin: productMessages.pinInUse });
  }
  throw error;
}

export async function listChildren(deps: AppDeps, actor: ParentActor) {
  const rows = await deps.database.db
    .select()
    .from(children)
    .where(eq(children.parentId, actor.parentId))
    .orderBy(asc(children.createdAt), asc(children.id));
  return rows.map((row) => presentChild(row, owner(actor)));
}

/** Adds a child. The parent row is locked so that concurrent requests cannot pass the limit of 5. */
export async function createChild(deps: AppDeps, actor: ParentActor, input: { name: string; pin: string }) {
  assertPinNotGuessable(input.pin);
  const now = deps.clock();
  try {
    const row = await deps.database.db.transaction(async (tx) => {
      await tx.select({ id: parents.id }).from(parents).where(eq(parents.id, actor.parentId)).for("update");
      const [existing] = await tx.select({ n: count() }).from(children).where(eq(children.parentId, actor.parentId));
      if ((existing?.n ?? 0) >= MAX_CHILDREN_PER_PARENT) {
        throw unprocessable("child_limit_reached", messages.childLimitReached);
      }
      const [inserted] = await tx
        .insert(children)
        .values({
          parentId: actor.parentId,
          name: input.name,
          pinHmac: pinHmac(deps.config.appSecret, input.pin),
          difficultyLevel: "beginner",
          createdAt: now,
        })
        .returning();
      return inserted;
    });
    if (!row) throw new Error("Child insert returned nothing");
    return presentChild(row, owner(actor));
  } catch (error) {
    rethrowPinClash(error);
  }
}

/**
 * Changes what a parent sets for a child (name, PIN, difficulty, avatar, focus tables, access settings). A chosen avatar must be
 * one of the child's stored ones (or the placeholder), checked with the
 * child's row locked, as deleting an avatar locks it too.
 */
export async function updateChild(
  deps: AppDeps,
  actor: ParentActor,
  childId: string,
  input: {
    name?: string | undefined;
    pin?: string | undefined;
    difficulty_level?: DifficultyLevel | undefined;
    avatar?: AvatarChoice | undefined;
    access_settings?: Record<string, boolean | undefined> | undefined;
    time_allowance?: TimeAllowance | undefined;
    focus_tables?: number[] | undefined;
  },
) {
  const db = deps.database.db;
  await authorizeChild(db, actor, childId, "update");
  if (input.pin) assertPinNotGuessable(input.pin);
  try {
    const row = await db.transaction(async (tx) => {
      if (input.avatar) {
        await lockChild(tx, childId);
        await checkAvatarChoice(tx, childId, input.avatar);
      }
      const [updated] = await tx
        .update(children)
        .set({
          ...(input.name !== undefined && { name: input.name }),
          ...(input.pin !== undefined && { pinHmac: pinHmac(deps.config.appSecret, input.pin) }),
          ...(input.difficulty_level !== undefined && { difficultyLevel: input.difficulty_level }),
          ...(input.avatar !== undefined && { avatar: input.avatar }),
          ...(input.time_allowance !== undefined && { timeAllowance: input.time_allowance }),
          ...(input.focus_tables !== undefined && {
            focusTables: [...new Set(input.focus_tables)].sort((a, b) => a - b),
          }),
          // Merged in the statement: the settings not given stay as they are, also under two changes at once.
          ...(input.access_settings !== undefined && {
            accessSettings: sql`${children.accessSettings} || ${JSON.stringify(definedOnly(input.access_settings))}::jsonb`,
          }),
        })
        .where(and(eq(children.id, childId), eq(children.parentId, actor.parentId)))
        .returning();
      return updated;
    });
    if (!row) throw notFound("child_not_found", productMessages.childNotFound);
    return presentChild(row, owner(actor));
  } catch (error) {
    rethrowPinClash(error);
  }
}

const definedOnly = (settings: Record<string, boolean | undefined>) =>
  Object.fromEntries(Object.entries(settings).filter(([, on]) => on !== undefined));

/**
 * Deletes a child; everything the child owns goes with it (ON DELETE
 * CASCADE), their name and figures leave the family's kept weekly reports,
 * and their avatars' pictures go too: the files' rows in the same
 * transaction, their bytes after the commit.
 */
export async function deleteChild(deps: AppDeps, actor: ParentActor, childId: string) {
  await authorizeChild(deps.database.db, actor, childId, "delete");
  const keys = await deps.database.db.transaction(async (tx) => {
    await lockChild(tx, childId);
    const pictures = await tx
      .select({ key: generatedAvatars.storageKey })
      .from(generatedAvatars)
      .where(and(eq(generatedAvatars.childId, childId), isNotNull(generatedAvatars.storageKey)));
    const deleted = await tx
      .delete(children)
      .where(and(eq(children.id, childId), eq(children.parentId, actor.parentId)))
      .returning({ id: children.id });
    if (deleted.length === 0) throw notFound("child_not_found", productMessages.childNotFound);
    await forgetChildInReports(tx, actor.parentId, childId);
    const keys = pictures.flatMap((p) => (p.key ? [p.key] : []));
    if (keys.length > 0) await tx.delete(files).where(inArray(files.storageKey, keys));
    return keys;
  });
  await deleteStoredObjects(deps, keys);
}
