import * as api from "../../shared/api/analytics";
import { listFeedback, requestFeedback } from "../feedback/request-feedback";
import type { Router } from "../http/router";
import { childAnalytics } from "./child-analytics";

export function registerAnalyticsRoutes(router: Router) {
  router.handle(api.childAnalytics, ({ params }, { deps, actor }) => childAnalytics(deps, actor, params.childId));
  router.handle(api.requestFeedback, ({ params }, { deps, actor }) => requestFeedback(deps, actor, params.childId));
  router.handle(api.listFeedback, ({ params, query }, { deps, actor }) =>
    listFeedback(deps, actor, params.childId, query.all === "true"),
  );
}
