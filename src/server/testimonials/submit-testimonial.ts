import { count, eq } from "drizzle-orm";
import { productMessages } from "../../shared/messages";
import type { Actor } from "../auth/actor";
import { authorizeFamily } from "../auth/policies/family-policy";
import type { Queryable } from "../db/client";
import { testimonials } from "../db/schema/support";
import { parents } from "../db/schema/users";
import type { AppDeps } from "../core/deps";
import { conflict } from "../core/app-error";
import { presentTestimonial } from "./present-testimonial";

/** How many testimonials a parent's login has sent (counted by user_id). */
async function countTestimonials(db: Queryable, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(testimonials).where(eq(testimonials.userId, userId));
  return row?.n ?? 0;
}

/** Whether the family's parent has sent feedback: the prompt is not shown to a parent who has. */
export async function hasTestimonial(deps: AppDeps, actor: Actor, parentId: string): Promise<boolean> {
  const db = deps.database.db;
  const { parent } = await authorizeFamily(db, actor, parentId, "giveFeedback");
  return (await countTestimonials(db, parent.userId)) > 0;
}

/**
 * Keeps a parent's feedback, never public on arrival. A parent sends one: the
 * parent row is locked while the count is read, so two sends at once store
 * one, and the other is refused with 409.
 */
export async function submitTestimonial(
  deps: AppDeps,
  actor: Actor,
  parentId: string,
  input: { comment: string; rating: number | null },
) {
  const now = deps.clock();
  const row = await deps.database.db.transaction(async (tx) => {
    const { parent } = await authorizeFamily(tx, actor, parentId, "giveFeedback");
    await tx.select({ id: parents.id }).from(parents).where(eq(parents.id, parent.id)).for("update");
    if ((await countTestimonials(tx, parent.userId)) > 0) {
      throw conflict("testimonial_exists", productMessages.testimonialExists);
    }
    const [inserted] = await tx
      .insert(testimonials)
      .values({ userId: parent.userId, comment: input.comment, rating: input.rating, isPublic: false, createdAt: now })
      .returning();
    return inserted;
  });
  if (!row) throw new Error("Testimonial insert returned nothing");
  return presentTestimonial(row);
}
