import { rmSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/free-port";
import { startServerProcess, waitForHealth } from "../../scripts/server-process";
import { migratedDataDir } from "../support/migrated-data-dir";

const dataDir = migratedDataDir("ms-payments-");
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const embedded = { DATABASE_URL: "", DATA_DIR: dataDir, LOG_LEVEL: "info" };
const noStripe = { STRIPE_SECRET_KEY: "", STRIPE_WEBHOOK_SECRET: "", STRIPE_PRICE_ID: "", PAYMENTS: "" };

describe("the payment provider at start-up", () => {
  it("a deployed address with no STRIPE_* settings does not start, rather than give Premium away", async () => {
    const server = startServerProcess(await freePort(), {
      ...embedded,
      ...noStripe,
      PUBLIC_URL: "https://mathssprint.example",
    });
    const code = await new Promise<number | null | "running">((resolve) => {
      server.child.on("exit", resolve);
      setTimeout(() => resolve("running"), 20_000);
    });
    if (code === "running") server.child.kill("SIGKILL");
    expect(code).toBe(1);
    expect(server.output()).toContain("PUBLIC_URL is not a loopback address and no payments are set up");
  });

  it("on a laptop the local test checkout is live, and the log says so", async () => {
    const server = startServerProcess(await freePort(), { ...embedded, ...noStripe });
    const exited = new Promise((resolve) => server.child.on("exit", resolve));
    try {
      // Migrating a new embedded database takes a while on a busy machine.
      await waitForHealth(server, { ms: 90_000 });
      expect(server.output()).toContain(
        "Payments: the local test checkout, which gives Premium without taking any money",
      );
    } finally {
      server.child.kill("SIGTERM");
      await exited;
    }
  }, 120_000);
});
