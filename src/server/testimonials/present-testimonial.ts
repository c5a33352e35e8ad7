import type { Testimonial } from "../../shared/api/testimonials";
import type { testimonials } from "../db/schema/support";

export function presentTestimonial(row: typeof testimonials.$inferSelect): Testimonial {
  return {
    id: row.id,
    comment: row.comment,
    rating: row.rating,
    is_public: row.isPublic,
    created_at: row.createdAt.toISOString(),
  };
}
