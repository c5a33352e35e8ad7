import * as api from "../../shared/api/captcha";
import type { Router } from "../http/router";

export function registerCaptchaRoutes(router: Router) {
  router.handle(api.captchaChallenge, async (_input, { deps, reply }) => {
    void reply.header("cache-control", "no-store");
    return deps.captcha.createChallenge();
  });
}
