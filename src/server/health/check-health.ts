import type { Database } from "../db/client";

export interface HealthReport {
  status: "ok" | "unavailable";
  database: Database["kind"];
}

/** Whether the server can reach its database right now. */
export async function checkHealth(database: Database): Promise<HealthReport> {
  const ok = await database.ping();
  return { status: ok ? "ok" : "unavailable", database: database.kind };
}
