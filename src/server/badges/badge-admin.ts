import { randomUUID } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import type { AdminBadge } from "../../shared/api/badge-admin";
import { triggerRuleSchema, type TriggerRule } from "../../shared/engagement/trigger-rule";
import { messages, productMessages } from "../../shared/messages";
import type { Actor } from "../auth/actor";
import { authorizeBadgeAdmin } from "../auth/policies/badge-admin-policy";
import { badges } from "../db/schema/engagement";
import { files } from "../db/schema/files";
import type { AppDeps } from "../core/deps";
import { BADGE_IMAGE_MAX_SIDE } from "../../shared/constants";
import { imageDimensions } from "../../shared/files/image-dimensions";
import { sniffImage } from "../../shared/files/sniff-image";
import { deleteStoredObjects, FILES_URL_PREFIX, storeFile } from "../files/stored-files";
import { AppError, conflict, notFound } from "../core/app-error";
import { presentBadgeSummary, type BadgeRow } from "./present-badge";

function presentAdminBadge(row: BadgeRow): AdminBadge {
  return {
    ...presentBadgeSummary(row),
    is_active: row.isActive,
    trigger_rule: triggerRuleSchema.parse(row.triggerRule),
    created_at: row.createdAt.toISOString(),
  };
}

/** Every badge, active or retired, in the order they were made. */
export async function listAllBadges(deps: AppDeps, actor: Actor): Promise<AdminBadge[]> {
  const db = deps.database.db;
  await authorizeBadgeAdmin(db, actor, "list");
  const rows = await db.select().from(badges).orderBy(asc(badges.createdAt), asc(badges.name));
  return rows.map(presentAdminBadge);
}

/**
 * A new active badge: every child's awards list it from now on, locked with
 * their progress, and the engine awards it after the next game that meets
 * its rule. Names are unique, whatever their case; badges are created one at
 * a time (a transaction-scoped lock), so two admins cannot both take a name.
 */
export async function createBadge(
  deps: AppDeps,
  actor: Actor,
  input: { name: string; description: string; trigger_rule: TriggerRule },
): Promise<AdminBadge> {
  return deps.database.db.transaction(async (tx) => {
    await authorizeBadgeAdmin(tx, actor, "create");
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('maths-sprint/badge-create'))`);
    const [taken] = await tx
      .select({ id: badges.id })
      .from(badges)
      .where(sql`lower(${badges.name}) = lower(${input.name})`)
      .limit(1);
    if (taken) throw conflict("badge_name_taken", productMessages.badgeNameTaken);
    const [row] = await tx
      .insert(badges)
      .values({ name: input.name, description: input.description, triggerRule: input.trigger_rule, isActive: true })
      .returning();
    if (!row) throw new Error("The badge was not created");
    return presentAdminBadge(row);
  });
}

const storedKeyOf = (imageUrl: string | null) =>
  imageUrl?.startsWith(FILES_URL_PREFIX) ? imageUrl.slice(FILES_URL_PREFIX.length) : null;

/**
 * Sets a badge's image from uploaded bytes. The caller must still be an admin
 * (read again here); the bytes must be a PNG, JPEG or WebP by their content,
 * whose header declares at most BADGE_IMAGE_MAX_SIDE pixels each way;
 * they are stored under badges/<new id>.<ext> as the app's own file and the
 * badge points at them. An image the badge had before, if it was an upload,
 * is deleted once the new one is in place.
 */
export async function uploadBadgeImage(
  deps: AppDeps,
  actor: Actor,
  badgeId: string,
  bytes: Uint8Array,
): Promise<AdminBadge> {
  const db = deps.database.db;
  await authorizeBadgeAdmin(db, actor, "uploadImage");
  const kind = sniffImage(bytes);
  if (!kind) throw new AppError(400, "invalid_image", messages.selectValidImage);
  const size = imageDimensions(bytes, kind);
  if (!size) throw new AppError(400, "invalid_image", messages.selectValidImage);
  if (size.width > BADGE_IMAGE_MAX_SIDE || size.height > BADGE_IMAGE_MAX_SIDE) {
    throw new AppError(400, "invalid_image", productMessages.imageTooManyPixels);
  }
  const key = `badges/${randomUUID()}.${kind.ext}`;

  const { badge, replaced } = await db.transaction(async (tx) => {
    await authorizeBadgeAdmin(tx, actor, "uploadImage");
    const [current] = await tx.select().from(badges).where(eq(badges.id, badgeId)).for("update");
    if (!current) throw notFound("badge_not_found", messages.badgeNotFound);
    try {
      await storeFile(deps, tx, { key, bytes, contentType: kind.contentType, ownerParentId: null });
    } catch (error) {
      deps.log.error({ err: error, key }, "A badge image could not be stored");
      throw new AppError(502, "upload_failed", `Upload failed: ${productMessages.storageUnavailable}`);
    }
    const [updated] = await tx
      .update(badges)
      .set({ imageUrl: `${FILES_URL_PREFIX}${key}` })
      .where(eq(badges.id, badgeId))
      .returning();
    if (!updated) throw notFound("badge_not_found", messages.badgeNotFound);
    const old = storedKeyOf(current.imageUrl);
    if (old) await tx.delete(files).where(eq(files.storageKey, old));
    return { badge: updated, replaced: old };
  });
  if (replaced) await deleteStoredObjects(deps, [replaced]);
  return presentAdminBadge(badge);
}
