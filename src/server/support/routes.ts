import { OK } from "../../shared/api/endpoint";
import * as api from "../../shared/api/support";
import { requireCaptcha } from "../captcha/require-captcha";
import type { Router } from "../http/router";
import { submitSupportMessage } from "./submit-support-message";
import { submitSupportRequest } from "./submit-support-request";

export function registerSupportRoutes(router: Router) {
  router.handle(api.sendSupportMessage, async ({ body }, { deps, actor }) => {
    await requireCaptcha(deps, body.token);
    await submitSupportMessage(deps, body, actor?.kind === "parent" ? actor : null);
    return OK;
  });

  router.handle(api.submitSupportRequest, async ({ body }, { deps, actor }) => {
    await submitSupportRequest(deps, actor, actor.parentId, body.issue_description);
    return OK;
  });
}
