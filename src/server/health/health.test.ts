import { describe, expect, it } from "vitest";
import { health } from "../../shared/api/health";
import { createTestApp, testDatabase, type TestApp } from "../../../tests/support/test-app";
import type { PartState } from "../db/part-state";
import { openDatabase } from "../db/client";
import { metricValue } from "../../../tests/support/metrics-text";

const TOKEN = "metrics-token-0123456789-abcdefghijklmnop";
const NOT_CONFIGURED = {
  email: { state: "not_configured", since: null, last_error: null },
  redis: { state: "not_configured", since: null, last_error: null },
  ai: { state: "not_configured", since: null, last_error: null },
  disk: { state: "not_configured", since: null, last_error: null },
};

async function healthOf(t: TestApp) {
  const res = await t.app.inject({ url: health.path });
  return { status: res.statusCode, body: health.response.parse(res.json()) };
}

describe("GET /api/health on the embedded database", () => {
  it("stays 200 while requests are turned away, and says so: the places, those in use and the requests shed in the last minute", async () => {
    // The embedded database, whatever DATABASE_URL says: admission control is its own.
    const database = await openDatabase({});
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const t = await createTestApp({
      database,
      embeddedMaxActive: 1,
      config: { metricsToken: TOKEN },
      // An API request that stays in hand until the test lets it finish.
      extraRoutes: (app) =>
        app.get("/api/test/held", { config: { api: true } }, async () => {
          await gate;
          return { ok: true };
        }),
    });
    try {
      expect(await healthOf(t)).toEqual({
        status: 200,
        body: {
          status: "ok",
          database: "pglite",
          shedding: { active: false, limit: 1, in_use: 0, shed_last_minute: 0 },
          parts: NOT_CONFIGURED,
        },
      });

      const held = t.app.inject({ url: "/api/test/held" });
      await expect.poll(async () => (await healthOf(t)).body.shedding?.in_use).toBe(1);
      expect((await t.app.inject({ url: "/api/test/held" })).statusCode).toBe(503);
      expect(await healthOf(t)).toEqual({
        status: 200,
        body: {
          status: "ok",
          database: "pglite",
          shedding: { active: true, limit: 1, in_use: 1, shed_last_minute: 1 },
          parts: NOT_CONFIGURED,
        },
      });
      const scraped = await t.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
      expect(metricValue(scraped.body, 'maths_sprint_admission_places{state="in_use"}')).toBe(1);
      expect(metricValue(scraped.body, 'maths_sprint_admission_places{state="limit"}')).toBe(1);
      expect(metricValue(scraped.body, 'maths_sprint_requests_turned_away_total{reason="shed"}')).toBe(1);

      release();
      expect((await held).statusCode).toBe(200);
      await expect.poll(async () => (await healthOf(t)).body.shedding?.in_use).toBe(0);
    } finally {
      release();
      await t.close();
      await database.close();
    }
  });
});

describe("GET /api/health with no admission control", () => {
  it("has no shedding to report (PostgreSQL, or the limit off), nor the metrics any places", async () => {
    const t = await createTestApp({ config: { metricsToken: TOKEN } });
    try {
      const { status, body } = await healthOf(t);
      expect(status).toBe(200);
      expect(body.shedding).toBeNull();
      const scraped = await t.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
      expect(scraped.body).not.toContain("maths_sprint_admission_places{");
    } finally {
      await t.close();
    }
  });
});

describe("GET /api/health and the outside parts", () => {
  it("names each part's state, stays 200 while one is down, and the metrics say 1 or 0 for a part tried", async () => {
    const t = await createTestApp({ config: { metricsToken: TOKEN, smtpUrl: "smtp://127.0.0.1:2525" } });
    const partUp = async (part: string) => {
      const scraped = await t.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
      return metricValue(scraped.body, `maths_sprint_part_up{part="${part}"}`);
    };
    try {
      // The mail server is configured but not yet tried; Redis is not configured (the limits count in memory).
      expect((await healthOf(t)).body.parts).toEqual({
        email: { state: "unknown", since: null, last_error: null },
        redis: { state: "not_configured", since: null, last_error: null },
        ai: { state: "not_configured", since: null, last_error: null },
        // In memory, or on PostgreSQL: the disk is nobody's to watch here.
        disk: { state: "not_configured", since: null, last_error: null },
      });
      expect(await partUp("email")).toBeUndefined();
      expect(await partUp("redis")).toBeUndefined();

      const downAt = t.clock.now();
      t.deps.parts.of("email").down(
        Object.assign(new Error("connect ECONNREFUSED 10.1.2.3:25"), {
          code: "ESOCKET",
          originalCode: "ECONNREFUSED",
        }),
      );
      t.clock.advance(60_000);
      t.deps.parts.of("email").down(Object.assign(new Error("Greeting never received"), { code: "ETIMEDOUT" }));
      // Down since the first failure, with the last error's code and never its message (it names a host).
      expect(await healthOf(t)).toMatchObject({
        status: 200,
        body: {
          status: "ok",
          parts: { email: { state: "down", since: downAt.toISOString(), last_error: "ETIMEDOUT" } },
        },
      });
      expect(await partUp("email")).toBe(0);

      t.clock.advance(60_000);
      t.deps.parts.of("email").up();
      expect((await healthOf(t)).body.parts.email).toEqual({
        state: "up",
        since: t.clock.now().toISOString(),
        last_error: null,
      });
      expect(await partUp("email")).toBe(1);
    } finally {
      await t.close();
    }
  });
});

describe("GET /api/health and the parts that keep their own state", () => {
  it("reads the AI service's rest and the embedded database's disk at each report, with a code for why", async () => {
    let ai: PartState = { state: "up" };
    let disk: PartState = { state: "up", since: new Date("2026-06-01T08:00:00.000Z") };
    const database = await testDatabase();
    const t = await createTestApp({
      config: { metricsToken: TOKEN },
      ai: { completeJson: () => Promise.reject(new Error("not asked")), state: () => ai },
      database: { ...database, disk: () => disk },
    });
    try {
      // Configured, never found down: not yet known; the disk has had room since the start.
      expect((await healthOf(t)).body.parts).toMatchObject({
        ai: { state: "unknown", since: null, last_error: null },
        disk: { state: "up", since: "2026-06-01T08:00:00.000Z", last_error: null },
      });
      const since = new Date("2026-06-01T09:30:00.000Z");
      ai = { state: "down", since, lastError: "The AI service did not answer: TimeoutError at https://ai.internal" };
      disk = { state: "down", since, lastError: "12 MB free, under the 64 MB the database keeps" };
      expect(await healthOf(t)).toMatchObject({
        status: 200,
        body: {
          parts: {
            ai: { state: "down", since: since.toISOString(), last_error: "not_answering" },
            disk: { state: "down", since: since.toISOString(), last_error: "below_reserve" },
          },
        },
      });
      const scraped = await t.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
      expect(metricValue(scraped.body, 'maths_sprint_part_up{part="ai"}')).toBe(0);
      expect(metricValue(scraped.body, 'maths_sprint_part_up{part="disk"}')).toBe(0);
    } finally {
      await t.close();
    }
  });
});
