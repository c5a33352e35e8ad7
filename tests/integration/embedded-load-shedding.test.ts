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

type Answer = { status: number; retryAfter: string | undefined };

/**
 * Sends the requests from a thread of its own, as other devices would (a
 * client in the server's own event loop would only send as fast as the server
 * reads), and reports each answer as it comes.
 */
function postFromAnotherThread(
  url: string,
  bodies: string[],
  headers: Record<string, string>,
  onAnswer: (answers: Answer[]) => void,
) {
  const code = `
    const { parentPort, workerData } = require("node:worker_threads");
    const http = require("node:http");
    const { url, bodies, headers } = workerData;
    for (const body of bodies) {
      const req = http.request(url, { method: "POST", headers, agent: false }, (res) => {
        res.resume();
        res.on("end", () => parentPort.postMessage({ status: res.statusCode, retryAfter: res.headers["retry-after"] }));
      });
      req.on("error", (error) => parentPort.postMessage({ status: 0, retryAfter: String(error) }));
      req.end(body);
    }
  `;
  return new Promise<Answer[]>((resolve, reject) => {
    const answers: Answer[] = [];
    const worker = new Worker(code, { eval: true, workerData: { url, bodies, headers } });
    worker.on("message", (answer: Answer) => {
      answers.push(answer);
      onAnswer(answers);
      if (answers.length < bodies.length) return;
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
    // The database is held busy (a transaction that waits, as a slow disk would make every
    // statement wait), so the admitted saves stay in hand whatever the speed of this machine:
    // the rest must be turned away at once. It is let go once they have been, or after 20 s.
    let letGo = () => {};
    const held = database.db.transaction(
      () => new Promise<void>((resolve) => ((letGo = resolve), setTimeout(resolve, 20_000))),
    );
    const answers = await postFromAnotherThread(
      `${base}/api/games`,
      bodies,
      { "content-type": "application/json", origin: TEST_ORIGIN, cookie: parent.cookie },
      (sofar) => {
        if (sofar.length >= bodies.length - 4) letGo();
      },
    );
    await held;
    const shed = answers.filter((a) => a.status === 503);
    const saved = answers.filter((a) => a.status === 200);
    expect(shed.length + saved.length).toBe(40);
    expect(shed.length).toBe(36);
    expect(saved.length).toBe(4);
    for (const a of shed) expect(a.retryAfter).toMatch(/^\d+$/);
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
  });
});
