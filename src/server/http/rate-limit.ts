import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { productMessages } from "../../shared/messages";
import type { AppDeps } from "../core/deps";

/** At most `perMinute` API requests a minute per address; the counts live in Redis when REDIS_URL is set. */
export async function registerRateLimit(app: FastifyInstance, deps: AppDeps, perMinute: number) {
  // In memory for one instance; in Redis when REDIS_URL is set, so that every instance shares the counts.
  // Its client is loaded only then (about 7 MB of resident memory).
  const redis = deps.config.redisUrl
    ? new (await import("ioredis")).Redis(deps.config.redisUrl, {
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        lazyConnect: true,
      })
    : null;
  // Unreachable Redis must not stop the API: limits are skipped until it is back (skipOnError).
  await redis?.connect().catch((error: unknown) => deps.log.error({ err: error }, "Redis is unreachable"));
  if (redis) {
    app.addHook("onClose", async () => {
      await redis.quit();
    });
  }
  await app.register(fastifyRateLimit, {
    ...(redis && { redis, nameSpace: "maths-sprint:rate-limit:", skipOnError: true }),
    max: perMinute,
    timeWindow: 60_000,
    // Decided by the matched route: a request line in absolute form (http://host/api/...) is counted too.
    allowList: (req) => req.routeOptions.config.api !== true,
    errorResponseBuilder: () => ({
      statusCode: 429,
      error: { code: "rate_limited", message: productMessages.tooManyAttempts },
    }),
  });
}
