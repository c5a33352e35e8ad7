import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Redis } from "ioredis";
import type { PartSignals } from "../providers/part-signals";

interface Counted {
  current: number;
  ttl: number;
}
type Done = (error: Error | null, result?: Counted) => void;

/** One request counted in a fixed window: the count and the window's time left, in one step. */
const COUNT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

/** Windows kept in memory at most: beyond, the ended ones go, then the oldest. */
const MEMORY_KEYS = 10_000;

/** Fixed windows in this instance's memory, as Redis keeps them. */
class MemoryCounts {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();
  constructor(private readonly now: () => number = Date.now) {}

  incr(key: string, timeWindow: number): Counted {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      this.windows.delete(key);
      if (this.windows.size >= MEMORY_KEYS) this.evict(now);
      window = { count: 0, endsAt: now + timeWindow };
      this.windows.set(key, window);
    }
    window.count++;
    return { current: window.count, ttl: window.endsAt - now };
  }

  private evict(now: number) {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
    for (const key of this.windows.keys()) {
      if (this.windows.size < MEMORY_KEYS) break;
      this.windows.delete(key);
    }
  }
}

const isCounted = (result: unknown): result is [number, number] =>
  Array.isArray(result) && typeof result[0] === "number" && typeof result[1] === "number";

/**
 * The rate limits' store with REDIS_URL: the counts in Redis, shared by every instance, while it
 * answers; in this instance's memory (`MemoryCounts`) while it does not, so that an outage of Redis
 * is never a time without limits, and a request never waits for it (the client fails at once while
 * disconnected, and gives a command a second at most). Each answer and failure is told to `part`
 * (`redis`, for the health check and the metrics). Counts made in memory stay there: once Redis is
 * back, each window starts again from its count in Redis.
 */
export function redisOrMemoryStore(redis: Redis, part: PartSignals, prefix: string): FastifyRateLimitStoreCtor {
  // Real time, as Redis's own expiry.
  const memory = new MemoryCounts();
  class RedisOrMemoryStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly keyPrefix = prefix,
    ) {}

    incr(key: string, done: Done, timeWindow = 60_000): void {
      const fullKey = this.keyPrefix + key;
      const inMemory = () => done(null, memory.incr(fullKey, timeWindow));
      if (redis.status !== "ready") return inMemory();
      void redis.eval(COUNT, 1, fullKey, timeWindow).then(
        (result) => {
          if (!isCounted(result)) return inMemory();
          part.up();
          done(null, { current: result[0], ttl: result[1] });
        },
        (error: unknown) => {
          part.down(error);
          inMemory();
        },
      );
    }

    /** A route's own limit (its `rateLimit`), or one made with `createRateLimit`: counted under keys of its own. */
    child(routeOptions: unknown): FastifyRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } } | null)?.routeInfo;
      const own =
        typeof route?.method === "string" && typeof route.url === "string" ? `${route.method}${route.url}-` : "";
      return new RedisOrMemoryStore(undefined, `${this.keyPrefix}${own}`);
    }
  }
  return RedisOrMemoryStore;
}
