import type { AddressInfo } from "node:net";
import { Worker } from "node:worker_threads";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../src/server/db/client";
import { buildFamily, buildGame } from "../factories";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../support/test-app";

/**
 * The embedded database (always PGlite here, whatever DATABASE_URL says) with
 * a small admission limit, over real sockets: while requests wait on PGlite,
 * the server still reads new ones and turns those past the limit away at once
 * with 503 and Retry-After, instead of leaving them unread in their sockets.
 */
let database: Database;
let t: TestApp;
let base: string;
beforeAll(async () => {
  database = await openDatabase({});
  t = await createTestApp({ database, embeddedMaxActive: 4 });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
  await database.close();
});

/**
 * Sends the requests from a thread of its own, as other devices would: a
 * client in the server's own event loop would only send as fast as the server reads.
 */
function postFromAnotherThread(url: string, bodies: string[], headers: Record<string, string>) {
  const code = `
    const { parentPort, workerData } = require("node:worker_threads");
    const http = require("node:http");
    const { url, bodies, headers } = workerData;
    Promise.all(bodies.map((body) => new Promise((resolve, reject) => {
      const req = http.request(url, { method: "POST", headers, agent: false }, (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode, retryAfter: res.headers["retry-after"] }));
      });
      req.on("error", reject);
      req.end(body);
    }))).then((answers) => parentPort.postMessage(answers));
  `;
  return new Promise<{ status: number; retryAfter: string | undefined }[]>((resolve, reject) => {
    const worker = new Worker(code, { eval: true, workerData: { url, bodies, headers } });
    worker.once("message", (answers: { status: number; retryAfter: string | undefined }[]) => {
      resolve(answers);
      void worker.terminate();
    });
    worker.once("error", reject);
  });
}

describe("load beyond the embedded database's queue", () => {
  it("is shed with 503 and Retry-After while the admitted saves all succeed", async () => {
    const { parent, child } = await buildFamily(t, { children: 1, signIn: false });
    // Each on a connection of its own, as 40 children's tablets would send them.
    const bodies = Array.from({ length: 40 }, () => JSON.stringify(buildGame(child.id)));
    const answers = await postFromAnotherThread(`${base}/api/games`, bodies, {
      "content-type": "application/json",
      origin: TEST_ORIGIN,
      cookie: parent.cookie,
    });
    const shed = answers.filter((a) => a.status === 503);
    const saved = answers.filter((a) => a.status === 200);
    expect(shed.length + saved.length).toBe(40);
    expect(shed.length).toBeGreaterThan(0);
    expect(saved.length).toBeGreaterThanOrEqual(4);
    for (const a of shed) expect(a.retryAfter).toMatch(/^\d+$/);
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
  });
});
