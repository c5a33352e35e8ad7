import { z } from "zod";
import { TESTIMONIAL_COMMENT_MAX, TESTIMONIAL_MAX_RATING } from "../constants";
import { productMessages } from "../messages";
import { defineEndpoint } from "./endpoint";
import { textField } from "./fields";

/**
 * A parent's testimonial (docs/product/accounts.md#support-and-feedback): the text non-empty after trimming, the
 * rating optional, a whole number of stars from 1 to 5 (null when not given).
 */
const testimonialBody = z.object({
  comment: textField({ max: 100_000, error: productMessages.testimonialRequired, multiline: true })
    .trim()
    .min(1, productMessages.testimonialRequired)
    .max(
      TESTIMONIAL_COMMENT_MAX,
      `Please keep your feedback under ${TESTIMONIAL_COMMENT_MAX.toLocaleString("en-GB")} characters`,
    ),
  rating: z
    .number({ error: productMessages.testimonialRating })
    .int(productMessages.testimonialRating)
    .min(1, productMessages.testimonialRating)
    .max(TESTIMONIAL_MAX_RATING, productMessages.testimonialRating)
    .nullish()
    .transform((rating) => rating ?? null),
});

const testimonialSchema = z.object({
  id: z.string(),
  comment: z.string(),
  rating: z.number().int().nullable(),
  /** Always false when sent: nothing is shown publicly without the parent's consent. */
  is_public: z.boolean(),
  created_at: z.string(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const submitTestimonial = defineEndpoint({
  method: "POST",
  path: "/api/testimonials",
  access: "parent",
  summary: "Send the signed-in parent's feedback (one per parent; kept private)",
  status: 201,
  rateLimit: { max: 10, windowMs: 60 * 60_000 },
  body: testimonialBody,
  response: testimonialSchema,
});

export const myTestimonialStatus = defineEndpoint({
  method: "GET",
  path: "/api/testimonials/mine",
  access: "parent",
  summary: "Whether the signed-in parent has sent feedback already",
  response: z.object({ has_testimonial: z.boolean() }),
});
