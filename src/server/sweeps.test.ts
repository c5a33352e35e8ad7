import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
});
