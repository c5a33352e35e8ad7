import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestAppOnOwnDatabase, type TestApp } from "../../tests/support/test-app";
import { startSweeps } from "./sweeps";

// A database of its own: the sweep would otherwise finish other test files' follow-ups on a shared PostgreSQL database.
let t: TestApp;
beforeAll(async () => {
  t = await createTestAppOnOwnDatabase();
});
afterAll(() => t.close());

/** The sweep_rounds_total series as an operator scrapes them, by round and result. */
async function roundsCounted(): Promise<Record<string, number>> {
  const metric = await t.deps.metrics.registry.getSingleMetric("maths_sprint_sweep_rounds_total")?.get();
  return Object.fromEntries(
    (metric?.values ?? []).map((v) => [`${String(v.labels.round)} ${String(v.labels.result)}`, v.value]),
  );
}

describe("the sweep", () => {
  it("counts each round it finishes, and a round that fails as failed, and goes on to the next", async () => {
    const deps = {
      ...t.deps,
      mailer: {
        ...t.deps.mailer,
        deliverPending: () => Promise.reject(new Error("the mail server is away")),
      },
    };
    const stop = startSweeps(deps, 60_000);
    try {
      await expect.poll(roundsCounted).toEqual({
        "follow_ups done": 1,
        "weekly_reports done": 1,
        "email_delivery failed": 1,
      });
    } finally {
      stop();
    }
  });

  it("starts the next round at once while a round left work owed, and in SWEEP_INTERVAL_SECONDS once none did", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      // The first two rounds stop at their time bound with work owed; the third finishes it.
      const owed = [true, true, false, false];
      let rounds = 0;
      const round = () => Promise.resolve({ done: 1, more: owed[rounds++] ?? false });
      const quiet = { ...t.deps, metrics: { ...t.deps.metrics, sweepRound: () => undefined } };
      const stop = startSweeps(quiet, 60_000, [["follow_ups", round]]);
      await vi.waitFor(() => expect(rounds).toBe(3));
      await vi.advanceTimersByTimeAsync(59_999);
      expect(rounds).toBe(3);
      await vi.advanceTimersByTimeAsync(1);
      expect(rounds).toBe(4);
      stop();
      await vi.advanceTimersByTimeAsync(600_000);
      expect(rounds).toBe(4);
    } finally {
      vi.useRealTimers();
    }
  });
});
