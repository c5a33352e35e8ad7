import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { productMessages } from "../../shared/messages";
import type { AppDeps } from "../core/deps";
import { redisOrMemoryStore } from "./rate-limit-store";

/**
 * At most `perMinute` API requests a minute per address. The counts live in this instance's memory,
 * or in Redis when REDIS_URL is set, so that every instance shares them; while Redis cannot be
 * reached, in this instance's memory again (`redisOrMemoryStore`), and the part `redis` reads down.
 */
export async function registerRateLimit(app: FastifyInstance, deps: AppDeps, perMinute: number) {
  // Its client is loaded only with REDIS_URL (about 7 MB of resident memory). A command fails at once
  // while disconnected, and after a second at most while connected: no request waits on Redis.
  const redis = deps.config.redisUrl
    ? new (await import("ioredis")).Redis(deps.config.redisUrl, {
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        commandTimeout: 1_000,
        lazyConnect: true,
      })
    : null;
  if (redis) {
    const part = deps.parts.of("redis");
    part.configured();
    let closing = false;
    // The client reconnects on its own (a pause growing to 2 s); each change is told to the part.
    redis.on("ready", () => part.up());
    redis.on("error", (error: unknown) => part.down(error));
    redis.on("close", () => {
      if (!closing) part.down(Object.assign(new Error("The connection to Redis closed"), { code: "ECONNCLOSED" }));
    });
    await redis.connect().catch((error: unknown) => part.down(error));
    app.addHook("onClose", async () => {
      closing = true;
      if (redis.status === "ready") await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    });
  }
  await app.register(fastifyRateLimit, {
    ...(redis && { store: redisOrMemoryStore(redis, deps.parts.of("redis"), "maths-sprint:rate-limit:") }),
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
