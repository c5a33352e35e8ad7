import { submitTestimonial } from "../api/testimonials";
import { BODY, bodyOf, type FormDefinition } from "./form-check";

const testimonialBody = bodyOf(submitTestimonial);

/**
 * The feedback prompt's form (docs/product/accounts.md#support-and-feedback): the text, and the rating as the chosen
 * star ("1" to "5"), or "" when the parent cleared it (sent as null).
 */
export const testimonialForm: FormDefinition<{ comment: string; rating: string }, typeof testimonialBody> = {
  schema: testimonialBody,
  toBody: ({ comment, rating }) => ({ comment, rating: rating === "" ? null : Number(rating) }),
  steps: [BODY],
};
