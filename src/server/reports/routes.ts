import { OK } from "../../shared/api/endpoint";
import * as api from "../../shared/api/weekly-report";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../core/deps";
import type { Router } from "../http/router";
import {
  latestWeeklyReport,
  setWeeklyReport,
  unsubscribeByToken,
  unsubscribePage,
  weeklyReportSetting,
} from "./weekly-report-settings";
import { unsubscribeLimits } from "./unsubscribe-limits";

export function registerWeeklyReportRoutes(router: Router) {
  router.handle(api.getWeeklyReportSetting, async (_input, { deps, actor }) =>
    weeklyReportSetting(deps, actor, actor.parentId),
  );
  router.handle(api.setWeeklyReportSetting, async ({ body }, { deps, actor }) =>
    setWeeklyReport(deps, actor, actor.parentId, body.enabled),
  );
  router.handle(api.latestWeeklyReport, async (_input, { deps, actor, reply }) => {
    void reply.header("cache-control", "no-store");
    return latestWeeklyReport(deps, actor, actor.parentId);
  });
  router.handle(api.unsubscribeFromWeeklyReport, async ({ query }, { deps, req }) => {
    await unsubscribeByToken(deps, query.token, unsubscribeLimits(deps, req));
    return OK;
  });
}

/**
 * The unsubscribe link opened with GET (a mail client without one-click
 * support, or a reader who copies it): 303 to the page that asks first. Not an
 * endpoint of the contract, which answers JSON; counted as the API's for the
 * per-address limit (`config.api`), and a link that is not ours as a post's is.
 */
export function registerUnsubscribeLink(app: FastifyInstance, deps: AppDeps) {
  app.get(api.unsubscribeFromWeeklyReport.path, { config: { api: true } }, async (req, reply) =>
    reply
      .header("cache-control", "no-store")
      .redirect(await unsubscribePage(deps, req.query, unsubscribeLimits(deps, req)), 303),
  );
}
