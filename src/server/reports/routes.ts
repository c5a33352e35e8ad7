import { OK } from "../../shared/api/endpoint";
import * as api from "../../shared/api/weekly-report";
import type { Router } from "../http/router";
import { latestWeeklyReport, setWeeklyReport, unsubscribeByToken, weeklyReportSetting } from "./weekly-report-settings";

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
  router.handle(api.unsubscribeFromWeeklyReport, async ({ query }, { deps }) => {
    await unsubscribeByToken(deps, query.token);
    return OK;
  });
}
