import { health } from "../../shared/api/health";
import type { Router } from "../http/router";
import { checkHealth } from "./check-health";

export function registerHealthRoutes(router: Router) {
  router.handle(health, async (_input, { deps, reply }) => {
    const report = await checkHealth(deps.database);
    if (report.status !== "ok") void reply.code(503);
    return report;
  });
}
