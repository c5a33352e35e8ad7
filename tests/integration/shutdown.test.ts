import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "ms-shutdown-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function waitForHealth(base: string, deadline: number) {
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("server did not start");
}

describe("the server process", () => {
  it("finishes the request in flight on SIGTERM, then exits 0", async () => {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const base = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
      env: {
        ...process.env,
        DATABASE_URL: "",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        PUBLIC_URL: base,
        LOG_LEVEL: "info",
        NODE_ENV: "production",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));

    await waitForHealth(base, Date.now() + 30_000);
    // Sign-up hashes a password with argon2id: long enough to still be in flight at SIGTERM.
    const inFlight = fetch(`${base}/api/auth/signup`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify({ email: "drain@example.com", password: "steady-river-9" }),
    });
    // Wait until the server has logged the incoming request, then ask it to stop.
    const deadline = Date.now() + 10_000;
    while (!output.includes('"url":"/api/auth/signup"') && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 2));
    }
    child.kill("SIGTERM");
    const response = await inFlight;
    if (response.status !== 201) console.log(output);
    expect(response.status).toBe(201);
    const code = await exited;
    if (code !== 0) console.log(output);
    expect(code).toBe(0);
    expect(output).toContain("Shutting down: draining requests");
  });
});
