import { health } from "../../shared/api/health";
import type { Admission } from "../http/load-shedding";
import type { Router } from "../http/router";
import { checkHealth } from "./check-health";

export function registerHealthRoutes(router: Router, admission: Admission | null) {
  router.handle(health, async (_input, { deps, reply }) => {
    const report = await checkHealth(deps.database, admission, deps.parts);
    if (report.status !== "ok") void reply.code(503);
    return report;
  });
}
