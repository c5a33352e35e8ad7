import type { FastifyReply } from "fastify";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { OutsidePart, PartReport } from "../../shared/api/health";

/** Why a request was turned away, when it was: the series an operator watches for trouble. */
export type TurnedAway = "shed" | "rate_limited" | "db_unavailable" | "refused";

/** How a save's follow-up steps ended (decision 0014). */
export type FollowUpResult = "done" | "failed";
export type WeeklyReportResult = "sent" | "failed";
/** The sweep's rounds (sweeps.ts), as the metrics name them. */
export type SweepRound = "follow_ups" | "weekly_reports" | "email_delivery";

/**
 * What the server counts for an operator (`GET /metrics`, Prometheus text
 * format). Every server has one, whether or not the endpoint is configured,
 * so that the code that counts never asks; the process's own figures (memory,
 * event-loop delay) are only gathered once the endpoint is on.
 */
export interface Metrics {
  registry: Registry;
  /** Times one answered HTTP request, by the route it matched, and counts it if it was turned away. */
  observeRequest(
    request: { method: string; route: string; status: number; seconds: number },
    turnedAway: TurnedAway | null,
  ): void;
  gameSaved(replayed: boolean): void;
  followUps(result: FollowUpResult): void;
  /** One parent's weekly report: its row and email committed, or an error that leaves the parent owed it. */
  weeklyReport(result: WeeklyReportResult): void;
  /** One round of the sweep finished, or failed and left its work for the next. */
  sweepRound(round: SweepRound, result: "done" | "failed"): void;
  /** Gathers the process's memory, CPU and event-loop delay too (once). */
  collectProcessMetrics(): void;
  /** Reads the embedded database's admission places at each scrape (load-shedding.ts). */
  watchAdmission(read: () => { limit: number; inUse: number }): void;
  /**
   * A backup of the embedded database taken at `at`, or tried and failed. The
   * backup series appear from the first (absent on a server that keeps none).
   */
  backupDone(at: Date, ok: boolean): void;
}

/** Sources read at each scrape: what is waiting in the database, and the connection pool. */
export interface ScrapeSources {
  /** Saves whose follow-ups are still to do, and those given up on; null while the database cannot say. */
  followUpsWaiting(): Promise<{ waiting: number; givenUp: number } | null>;
  /** The PostgreSQL pool's connections, or null for the embedded database. */
  pool(): { total: number; idle: number; waiting: number } | null;
  /** Connections the database lost since start. */
  connectionErrors(): number;
  /** The outside parts' states on this instance (core/parts.ts). */
  parts(): Record<OutsidePart, PartReport>;
}

const PREFIX = "maths_sprint_";

/** A reply marked as turned away by the code that answered it, for the request's series. */
const turnedAway = new WeakMap<FastifyReply, TurnedAway>();

/** Marks a reply as turned away for the metrics (the load shedder, the error handler). */
export function markTurnedAway(reply: FastifyReply, reason: TurnedAway) {
  turnedAway.set(reply, reason);
}

/** Why an answered request was turned away, if it was: as marked, or from its status. */
export function turnedAwayReason(reply: FastifyReply): TurnedAway | null {
  const marked = turnedAway.get(reply);
  if (marked) return marked;
  if (reply.statusCode === 429) return "rate_limited";
  if (reply.statusCode >= 400 && reply.statusCode < 500 && reply.statusCode !== 404) return "refused";
  return null;
}

export function createMetrics(sources: ScrapeSources): Metrics {
  const registry = new Registry();
  const requestSeconds = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: "Time to answer an HTTP request, by method, matched route and status class",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const turnedAwayTotal = new Counter({
    name: `${PREFIX}requests_turned_away_total`,
    help: "Requests turned away: shed by admission control, rate-limited, refused (4xx), or the database unavailable",
    labelNames: ["reason"] as const,
    registers: [registry],
  });
  const saves = new Counter({
    name: `${PREFIX}games_saved_total`,
    help: "Games saved, and repeats of a game already saved (answered from the stored game)",
    labelNames: ["result"] as const,
    registers: [registry],
  });
  const followUps = new Counter({
    name: `${PREFIX}save_follow_ups_total`,
    help: "Runs of a saved game's follow-up steps (rewards, badges, challenge, mission), done or failed",
    labelNames: ["result"] as const,
    registers: [registry],
  });
  const weeklyReports = new Counter({
    name: `${PREFIX}weekly_reports_total`,
    help: "Parents' weekly reports sent (the week's row and its email committed), or failed and left for the next round",
    labelNames: ["result"] as const,
    registers: [registry],
  });
  const sweepRounds = new Counter({
    name: `${PREFIX}sweep_rounds_total`,
    help: "Rounds of the sweep every 15 s (round: follow_ups, weekly_reports, email_delivery), finished or failed; a round that stops counting is stuck",
    labelNames: ["round", "result"] as const,
    registers: [registry],
  });
  new Gauge({
    name: `${PREFIX}save_follow_ups_waiting`,
    help: "Saved games whose follow-up steps are still to do (state: waiting for a try, or given up after too many)",
    labelNames: ["state"] as const,
    registers: [registry],
    async collect() {
      const counts = await sources.followUpsWaiting().catch(() => null);
      if (!counts) return;
      this.set({ state: "waiting" }, counts.waiting);
      this.set({ state: "given_up" }, counts.givenUp);
    },
  });
  new Gauge({
    name: `${PREFIX}db_pool_connections`,
    help: "PostgreSQL pool connections (state: total, idle, or requests waiting for one); absent on the embedded database",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const pool = sources.pool();
      if (!pool) return;
      this.set({ state: "total" }, pool.total);
      this.set({ state: "idle" }, pool.idle);
      this.set({ state: "waiting" }, pool.waiting);
    },
  });
  new Gauge({
    name: `${PREFIX}db_connection_errors`,
    help: "PostgreSQL connections lost since the server started (a request that met an unreachable database is turned away as db_unavailable)",
    registers: [registry],
    collect() {
      this.set(sources.connectionErrors());
    },
  });
  new Gauge({
    name: `${PREFIX}part_up`,
    help: "Whether this instance reaches an outside part (part: email, the mail server; redis, the rate limits' store; ai, the AI service; disk, the disk under the embedded database): 1 up, 0 down; absent while not configured or not yet tried. A part down leaves /api/health at 200",
    labelNames: ["part"] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [part, { state }] of Object.entries(sources.parts())) {
        if (state === "up" || state === "down") this.set({ part }, state === "up" ? 1 : 0);
      }
    },
  });
  let admission: (() => { limit: number; inUse: number }) | null = null;
  new Gauge({
    name: `${PREFIX}admission_places`,
    help: 'The embedded database\'s admission places (state: in_use, or limit); absent on PostgreSQL. A request that finds none free is turned away: requests_turned_away_total{reason="shed"}',
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const places = admission?.();
      if (!places) return;
      this.set({ state: "in_use" }, places.inUse);
      this.set({ state: "limit" }, places.limit);
    },
  });
  let backups: { attempt: Gauge; success: Gauge; lastSuccess: Gauge } | null = null;
  const backupGauges = () =>
    (backups ??= {
      attempt: new Gauge({
        name: `${PREFIX}backup_last_attempt_timestamp_seconds`,
        help: "When the server last took (or tried to take) its daily backup of the embedded database, in Unix seconds",
        registers: [registry],
      }),
      success: new Gauge({
        name: `${PREFIX}backup_last_attempt_success`,
        help: "Whether the last daily backup succeeded (1) or failed (0)",
        registers: [registry],
      }),
      lastSuccess: new Gauge({
        name: `${PREFIX}backup_last_success_timestamp_seconds`,
        help: "When the newest daily backup in BACKUP_DIR was taken, in Unix seconds: alert when it is over a day old",
        registers: [registry],
      }),
    });
  let processMetrics = false;
  return {
    registry,
    observeRequest({ method, route, status, seconds }, reason) {
      requestSeconds.observe({ method, route, status: `${Math.floor(status / 100)}xx` }, seconds);
      if (reason) turnedAwayTotal.inc({ reason });
    },
    gameSaved(replayed) {
      saves.inc({ result: replayed ? "replayed" : "saved" });
    },
    followUps(result) {
      followUps.inc({ result });
    },
    weeklyReport(result) {
      weeklyReports.inc({ result });
    },
    sweepRound(round, result) {
      sweepRounds.inc({ round, result });
    },
    watchAdmission(read) {
      admission = read;
    },
    backupDone(at, ok) {
      const gauges = backupGauges();
      const seconds = at.getTime() / 1000;
      gauges.attempt.set(seconds);
      gauges.success.set(ok ? 1 : 0);
      if (ok) gauges.lastSuccess.set(seconds);
    },
    collectProcessMetrics() {
      if (processMetrics) return;
      processMetrics = true;
      collectDefaultMetrics({ register: registry, prefix: PREFIX });
    },
  };
}
