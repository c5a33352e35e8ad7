import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as playApi from "../../shared/api/play";
import { buildFamily, buildGame, type TestFamily } from "../../../tests/factories";
import { callAs } from "../../../tests/support/call-as";
import { createTestApp, createTestAppOnOwnDatabase, type TestApp } from "../../../tests/support/test-app";
import { saveFollowUps } from "../db/schema/play";
import { metricValue } from "../../../tests/support/metrics-text";

const TOKEN = "metrics-token-0123456789-abcdefghijklmnop";

describe("GET /metrics with METRICS_TOKEN set", () => {
  let t: TestApp;
  let family: TestFamily;
  beforeAll(async () => {
    // A database of its own: the follow-ups waiting are counted over the whole table, which other files share on PostgreSQL.
    t = await createTestAppOnOwnDatabase({ config: { metricsToken: TOKEN } });
    family = await buildFamily(t);
  });
  afterAll(() => t.close());

  const scrape = async (authorization = `Bearer ${TOKEN}`) =>
    t.app.inject({ url: "/metrics", headers: { authorization } });

  it("refuses a scraper without the token, or with another", async () => {
    for (const authorization of ["", `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, "Bearer "]) {
      const res = await scrape(authorization);
      expect(res.statusCode).toBe(401);
      expect(res.body).not.toContain("maths_sprint_");
    }
  });

  it("answers in the Prometheus text format with the series an operator watches", async () => {
    const game = buildGame(family.child.id);
    expect((await callAs(t, family.child.caller, playApi.saveGame, { body: game })).status).toBe(200);
    // The same game sent again, and a request refused.
    expect((await callAs(t, family.child.caller, playApi.saveGame, { body: game })).ok().replayed).toBe(true);
    await t.app.inject({ method: "POST", url: "/api/games", payload: { nonsense: true } });

    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers["cache-control"]).toBe("no-store");
    const text = res.body;
    expect(metricValue(text, 'maths_sprint_games_saved_total{result="saved"}')).toBe(1);
    expect(metricValue(text, 'maths_sprint_games_saved_total{result="replayed"}')).toBe(1);
    expect(metricValue(text, 'maths_sprint_save_follow_ups_total{result="done"}')).toBeGreaterThanOrEqual(1);
    expect(metricValue(text, 'maths_sprint_save_follow_ups_waiting{state="waiting"}')).toBe(0);
    expect(metricValue(text, 'maths_sprint_requests_turned_away_total{reason="refused"}')).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(
      /maths_sprint_http_request_duration_seconds_bucket\{le="0\.1",method="POST",route="\/api\/games",status="2xx"\} \d+/,
    );
    for (const series of [
      "maths_sprint_process_resident_memory_bytes",
      "maths_sprint_nodejs_eventloop_lag_p99_seconds",
      "maths_sprint_db_connection_errors",
    ]) {
      expect(text).toContain(`\n${series} `);
    }
    if (t.deps.database.kind === "postgres") {
      expect(metricValue(text, 'maths_sprint_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    }
  });

  it("counts the saves whose follow-ups are still to do", async () => {
    const saved = await callAs(t, family.sibling.caller, playApi.saveGame, { body: buildGame(family.sibling.id) });
    const sessionId = saved.ok().session.id;
    await t.deps.database.db.insert(saveFollowUps).values({ sessionId, steps: {} });
    try {
      expect(metricValue((await scrape()).body, 'maths_sprint_save_follow_ups_waiting{state="waiting"}')).toBe(1);
    } finally {
      await t.deps.database.db.delete(saveFollowUps).where(eq(saveFollowUps.sessionId, sessionId));
    }
  });
});

describe("GET /metrics without METRICS_TOKEN", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("does not exist, whatever is sent", async () => {
    const res = await t.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain("maths_sprint_");
  });
});
