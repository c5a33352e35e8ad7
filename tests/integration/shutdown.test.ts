import { rmSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/free-port";
import { signup } from "../../src/shared/api/accounts";
import { startServerProcess, waitForHealth } from "../../scripts/server-process";
import { migratedDataDir } from "../support/migrated-data-dir";

const dataDir = migratedDataDir("ms-shutdown-");
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("the server process", () => {
  it("finishes the request in flight on SIGTERM, then exits 0", async () => {
    const server = startServerProcess(await freePort(), { DATABASE_URL: "", DATA_DIR: dataDir, LOG_LEVEL: "info" });
    const { child } = server;
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));

    await waitForHealth(server);
    // Sign-up hashes a password with argon2id: long enough to still be in flight at SIGTERM.
    const inFlight = fetch(`${server.url}${signup.path}`, {
      method: signup.method,
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify({ email: "drain@example.com", password: "steady-river-9" }),
    });
    // Wait until the server has logged the incoming request, then ask it to stop.
    const deadline = Date.now() + 10_000;
    while (!server.output().includes('"url":"/api/auth/signup"') && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 2));
    }
    child.kill("SIGTERM");
    const response = await inFlight;
    if (response.status !== 201) console.log(server.output());
    expect(response.status).toBe(201);
    const code = await exited;
    if (code !== 0) console.log(server.output());
    expect(code).toBe(0);
    expect(server.output()).toContain("Shutting down: draining requests");
  });
});
