import { createHash, timingSafeEqual } from "node:crypto";
import { count, gte, lt } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { saveFollowUps } from "../db/schema/play";
import type { Database } from "../db/client";
import type { AppDeps } from "../core/deps";
import { FOLLOW_UP_MAX_ATTEMPTS } from "../follow-ups/runner";
import { createMetrics, turnedAwayReason, type Metrics } from "../core/metrics";
import type { Parts } from "../core/parts";

/** The metrics of a server on this database: its follow-ups waiting, its pool and its outside parts read at each scrape. */
export function metricsFor(database: Database, parts: Parts): Metrics {
  const waitingWith = async (attempts: typeof lt) => {
    const [row] = await database.db
      .select({ n: count() })
      .from(saveFollowUps)
      .where(attempts(saveFollowUps.attempts, FOLLOW_UP_MAX_ATTEMPTS));
    return row?.n ?? 0;
  };
  return createMetrics({
    followUpsWaiting: async () => ({ waiting: await waitingWith(lt), givenUp: await waitingWith(gte) }),
    pool: () => database.pool(),
    connectionErrors: () => database.connectionErrors(),
    parts: () => parts.report(),
  });
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Whether an Authorization header carries the token, compared in constant time. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/.exec(header ?? "");
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(token));
}

/**
 * Times every answered request for the metrics, and serves `GET /metrics`
 * (Prometheus text format) when METRICS_TOKEN is set, to a scraper that
 * sends it as a bearer token. Without the setting the path is unknown (404),
 * so that a deployment never publishes its figures by accident.
 */
export function registerMetrics(app: FastifyInstance, deps: AppDeps) {
  const metrics = deps.metrics;
  app.addHook("onResponse", (req, reply, done) => {
    metrics.observeRequest(
      {
        method: req.method,
        route: req.routeOptions.url ?? "unmatched",
        status: reply.statusCode,
        seconds: reply.elapsedTime / 1000,
      },
      turnedAwayReason(reply),
    );
    done();
  });
  const token = deps.config.metricsToken;
  if (!token) return;
  metrics.collectProcessMetrics();
  app.get("/metrics", async (req, reply) => {
    if (!bearerMatches(req.headers.authorization, token)) {
      return reply
        .code(401)
        .header("www-authenticate", 'Bearer realm="metrics"')
        .header("cache-control", "no-store")
        .send({ error: { code: "unauthorized", message: "A valid metrics token is required." } });
    }
    const body = await metrics.registry.metrics();
    return reply.header("content-type", metrics.registry.contentType).header("cache-control", "no-store").send(body);
  });
}
