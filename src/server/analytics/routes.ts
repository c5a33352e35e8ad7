import * as api from "../../shared/api/analytics";
import type { Router } from "../http/router";
import { childAnalytics } from "./child-analytics";

export function registerAnalyticsRoutes(router: Router) {
  router.handle(api.childAnalytics, ({ params }, { deps, actor }) => childAnalytics(deps, actor, params.childId));
}
