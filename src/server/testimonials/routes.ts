import * as api from "../../shared/api/testimonials";
import type { Router } from "../http/router";
import { hasTestimonial, submitTestimonial } from "./submit-testimonial";

export function registerTestimonialRoutes(router: Router) {
  router.handle(api.submitTestimonial, async ({ body }, { deps, actor }) =>
    submitTestimonial(deps, actor, actor.parentId, body),
  );

  router.handle(api.myTestimonialStatus, async (_input, { deps, actor }) => ({
    has_testimonial: await hasTestimonial(deps, actor, actor.parentId),
  }));
}
