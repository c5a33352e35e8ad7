import { mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { createDailyBackups, DAILY_BACKUPS_KEPT } from "./daily-backups";
import { metricValue } from "../../../tests/support/metrics-text";

const TOKEN = "metrics-token-0123456789-abcdefghijklmnop";
const DAY = 86_400_000;

describe("the daily backups a server on the embedded database keeps", () => {
  let t: TestApp;
  let dir: string;
  let failing = false;
  /** The database's copy, as it would be: the moment it was taken, so that each file tells which it is. */
  const snapshot = () =>
    failing
      ? Promise.reject(new Error("the disk is on fire"))
      : Promise.resolve(new TextEncoder().encode(t.clock.now().toISOString()));
  const scrape = async () =>
    (await t.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } })).body;

  beforeAll(async () => {
    t = await createTestApp({ config: { metricsToken: TOKEN } });
    dir = path.join(await mkdtemp(path.join(tmpdir(), "ms-daily-")), "backups");
  });
  afterAll(() => t.close());

  const backups = () =>
    createDailyBackups({ dir, clock: t.clock.now, snapshot, metrics: t.deps.metrics, log: pino({ level: "silent" }) });

  it("takes one a day by the app's clock, named by the day, keeps the last 7, and leaves other files alone", async () => {
    t.clock.set("2026-03-01T00:30:00.000Z");
    expect(await scrape()).not.toContain("maths_sprint_backup_");
    const daily = backups();
    expect(await daily.check()).toBe("taken");
    // Later the same day: nothing more.
    t.clock.advance(23 * 3_600_000);
    expect(await daily.check()).toBe("already");
    expect(await readdir(dir)).toEqual(["maths-sprint-2026-03-01.tar.gz"]);
    expect(await readFile(path.join(dir, "maths-sprint-2026-03-01.tar.gz"), "utf8")).toBe("2026-03-01T00:30:00.000Z");

    await writeFile(path.join(dir, "notes.txt"), "the operator's own");
    for (let day = 2; day <= 10; day++) {
      t.clock.set(new Date(Date.UTC(2026, 2, day, 3)));
      expect(await daily.check()).toBe("taken");
      expect(await daily.check()).toBe("already");
    }
    const kept = Array.from(
      { length: DAILY_BACKUPS_KEPT },
      (_, i) => `maths-sprint-2026-03-${String(i + 4).padStart(2, "0")}.tar.gz`,
    );
    expect((await readdir(dir)).sort()).toEqual([...kept, "notes.txt"].sort());
    expect(await readFile(path.join(dir, "maths-sprint-2026-03-10.tar.gz"), "utf8")).toBe("2026-03-10T03:00:00.000Z");

    const metrics = await scrape();
    const taken = Date.UTC(2026, 2, 10, 3) / 1000;
    expect(metricValue(metrics, "maths_sprint_backup_last_attempt_timestamp_seconds")).toBe(taken);
    expect(metricValue(metrics, "maths_sprint_backup_last_attempt_success")).toBe(1);
    expect(metricValue(metrics, "maths_sprint_backup_last_success_timestamp_seconds")).toBe(taken);
  });

  it("says a failed backup in the metrics, leaves no file, and takes it at the next check once it can", async () => {
    const daily = backups();
    t.clock.set("2026-03-11T02:00:00.000Z");
    failing = true;
    expect(await daily.check()).toBe("failed");
    expect((await readdir(dir)).filter((name) => name.includes("03-11"))).toEqual([]);
    let metrics = await scrape();
    expect(metricValue(metrics, "maths_sprint_backup_last_attempt_timestamp_seconds")).toBe(
      Date.UTC(2026, 2, 11, 2) / 1000,
    );
    expect(metricValue(metrics, "maths_sprint_backup_last_attempt_success")).toBe(0);
    expect(metricValue(metrics, "maths_sprint_backup_last_success_timestamp_seconds")).toBe(
      Date.UTC(2026, 2, 10, 3) / 1000,
    );

    failing = false;
    t.clock.advance(DAY / 96);
    expect(await daily.check()).toBe("taken");
    metrics = await scrape();
    expect(metricValue(metrics, "maths_sprint_backup_last_attempt_success")).toBe(1);
    const names = (await readdir(dir)).filter((name) => name.startsWith("maths-sprint-")).sort();
    expect(names).toHaveLength(DAILY_BACKUPS_KEPT);
    expect(names.at(0)).toBe("maths-sprint-2026-03-05.tar.gz");
    expect(names.at(-1)).toBe("maths-sprint-2026-03-11.tar.gz");
  });
});
