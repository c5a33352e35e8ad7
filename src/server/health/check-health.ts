import type { OutsidePart, PartReport } from "../../shared/api/health";
import type { Parts } from "../core/parts";
import type { Database } from "../db/client";
import type { Admission } from "../http/load-shedding";

export interface HealthReport {
  status: "ok" | "unavailable";
  database: Database["kind"];
  /** The embedded database's admission control; null where there is none (PostgreSQL). */
  shedding: { active: boolean; limit: number; in_use: number; shed_last_minute: number } | null;
  /** Each outside part's state on this instance (core/parts.ts). */
  parts: Record<OutsidePart, PartReport>;
}

/**
 * Whether the server can reach its database right now, and whether it is turning requests away.
 * Shedding leaves the status "ok": the server is up and protecting itself as designed (the game
 * outbox sends a turned-away save again), and a load balancer or supervisor that took a 503 for
 * "down" would take the embedded database's only instance out, or restart it, and turn a moment's
 * overload into an outage. The body says so instead, for an operator to watch.
 *
 * So with the outside parts: the mail server or Redis down leaves the status "ok" (mail waits in the
 * outbox, the rate limits count in this instance's memory), for a load balancer would otherwise take
 * every instance out at once for a part none of them can mend. Only the database makes it "unavailable".
 */
export async function checkHealth(
  database: Database,
  admission: Admission | null,
  parts: Parts,
): Promise<HealthReport> {
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
    parts: parts.report(),
  };
}
