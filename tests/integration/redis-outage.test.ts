import type { ChildProcessWithoutNullStreams } from "node:child_process";
import { existsSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/free-port";
import { endProcess } from "../../scripts/server-process";
import { health } from "../../src/shared/api/health";
import { uniqueIp } from "../factories";
import { metricValue } from "../support/metrics-text";
import { REDIS_SERVER, startRedisServer } from "../support/redis-server";
import { createTestApp, type TestApp } from "../support/test-app";

const TOKEN = "metrics-token-0123456789-abcdefghijklmnop";
/** A small limit, so that a few requests reach it. */
const LIMIT = 3;

let port: number;
let redis: ChildProcessWithoutNullStreams | null = null;
/** Two instances of the server sharing the one Redis. */
let first: TestApp;
let second: TestApp;

/**
 * Redis killed while the server runs, then started again: requests go on being answered, the
 * per-address limit still refuses past its number (counted in the instance's memory), and the health
 * check and the metrics say Redis is down, then up, its counts shared again.
 */
describe.skipIf(!existsSync(REDIS_SERVER))("Redis killed and started again", () => {
  beforeAll(async () => {
    port = await freePort();
    redis = await startRedisServer(port);
    const options = {
      config: { redisUrl: `redis://127.0.0.1:${port}`, metricsToken: TOKEN },
      rateLimitPerMinute: LIMIT,
    };
    first = await createTestApp(options);
    second = await createTestApp(options);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await endProcess(redis);
  });

  /** The health check's answer as a load balancer sees it, each from an address of its own (it is rate-limited too). */
  const redisOn = async (t: TestApp) => {
    const res = await t.app.inject({ url: health.path, remoteAddress: uniqueIp() });
    return { status: res.statusCode, state: health.response.parse(res.json()).parts.redis.state };
  };
  const redisUp = async (t: TestApp) => {
    const scraped = await t.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
    return metricValue(scraped.body, 'maths_sprint_part_up{part="redis"}');
  };
  /** The statuses of API requests from one address, to the instances named in turn. */
  const statuses = async (ip: string, instances: TestApp[]) => {
    const answered: number[] = [];
    for (const t of instances) answered.push((await t.app.inject({ url: health.path, remoteAddress: ip })).statusCode);
    return answered;
  };

  it("keeps answering, keeps each address to its limit in memory while Redis is away, and says so", async () => {
    expect(await redisOn(first)).toEqual({ status: 200, state: "up" });
    expect(await redisUp(first)).toBe(1);
    // Counted in Redis: both instances' requests from one address count together.
    expect(await statuses(uniqueIp(), [first, second, first, second])).toEqual([200, 200, 200, 429]);

    await endProcess(redis);
    redis = null;
    await expect.poll(async () => (await redisOn(first)).state, { timeout: 15_000 }).toBe("down");
    expect(await redisOn(first)).toEqual({ status: 200, state: "down" });
    expect(await redisUp(first)).toBe(0);
    // Still answered, and still limited: this instance counts the address in its own memory.
    expect(await statuses(uniqueIp(), [first, first, first, first])).toEqual([200, 200, 200, 429]);

    redis = await startRedisServer(port);
    for (const t of [first, second]) {
      await expect.poll(async () => (await redisOn(t)).state, { timeout: 15_000 }).toBe("up");
    }
    expect(await redisUp(first)).toBe(1);
    // Shared through Redis again.
    expect(await statuses(uniqueIp(), [first, second, first, second])).toEqual([200, 200, 200, 429]);
  });
});
