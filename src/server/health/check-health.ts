import type { Database } from "../db/client";
import type { Admission } from "../http/load-shedding";

export interface HealthReport {
  status: "ok" | "unavailable";
  database: Database["kind"];
  /** The embedded database's admission control; null where there is none (PostgreSQL). */
  shedding: { active: boolean; limit: number; in_use: number; shed_last_minute: number } | null;
}

/**
 * Whether the server can reach its database right now, and whether it is turning requests away.
 * Shedding leaves the status "ok": the server is up and protecting itself as designed (the game
 * outbox sends a turned-away save again), and a load balancer or supervisor that took a 503 for
 * "down" would take the embedded database's only instance out, or restart it, and turn a moment's
 * overload into an outage. The body says so instead, for an operator to watch.
 */
export async function checkHealth(database: Database, admission: Admission | null): Promise<HealthReport> {
  const ok = await database.ping();
  const load = admission?.snapshot();
  return {
    status: ok ? "ok" : "unavailable",
    database: database.kind,
    shedding: load
      ? {
          active: load.shedLastMinute > 0,
          limit: load.limit,
          in_use: load.inUse,
          shed_last_minute: load.shedLastMinute,
        }
      : null,
  };
}
