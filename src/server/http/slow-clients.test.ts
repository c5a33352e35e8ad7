import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listChildren } from "../../shared/api/children";
import { getSession } from "../../shared/api/accounts";
import { productMessages } from "../../shared/messages";
import { buildFamily } from "../../../tests/factories";
import { connectRaw, exchangeRaw } from "../../../tests/support/raw-http";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../../tests/support/test-app";
import { openDatabase } from "../db/client";
import { EMBEDDED_MAX_ACTIVE_REQUESTS } from "./load-shedding";
import { HTTP_TIMEOUTS } from "./timeouts";

/** Where a test app listens. */
async function listen(t: TestApp): Promise<number> {
  await t.app.listen({ host: "127.0.0.1", port: 0 });
  return (t.app.server.address() as AddressInfo).port;
}

/** The headers of a game's save that promise a body of 1,000 bytes. */
const saveHeaders =
  "POST /api/games HTTP/1.1\r\nhost: localhost\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n";

describe("the server's deadlines", () => {
  it("are the production ones on a server built as main.ts builds it", async () => {
    const t = await createTestApp();
    try {
      const server = t.app.server;
      expect(server.headersTimeout).toBe(HTTP_TIMEOUTS.headersMs);
      expect(server.requestTimeout).toBe(HTTP_TIMEOUTS.headersMs + HTTP_TIMEOUTS.uploadBodyMs);
      expect(server.keepAliveTimeout).toBe(HTTP_TIMEOUTS.keepAliveMs);
      expect(server.timeout).toBe(HTTP_TIMEOUTS.idleSocketMs);
      // A few seconds for the headers and an ordinary body; longer only for an upload, and for an
      // answer worked out slowly (an avatar from an image model).
      expect(HTTP_TIMEOUTS.headersMs).toBeLessThanOrEqual(5_000);
      expect(HTTP_TIMEOUTS.bodyMs).toBeLessThanOrEqual(10_000);
    } finally {
      await t.close();
    }
  });
});

describe("a client too slow to send its request", () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    // Low deadlines, so that the test waits for the server's answer rather than for seconds.
    t = await createTestApp({ timeouts: { headersMs: 300, bodyMs: 300, checkEveryMs: 50 } });
    port = await listen(t);
  });
  afterAll(() => t.close());

  it("is answered 408 and its connection closed when the body stalls past its deadline", async () => {
    const connection = await connectRaw(port);
    await connection.send(`${saveHeaders}{"clientId":`);
    await connection.closed;
    const answer = await connection.answer;
    expect(answer?.status).toBe(408);
    expect(answer?.headers.connection).toBe("close");
    expect(JSON.parse(answer?.body ?? "null")).toEqual({
      error: { code: "request_timeout", message: productMessages.requestTimeout },
    });
    // The server carries on.
    expect((await exchangeRaw(port, "GET /api/health HTTP/1.1\r\nhost: localhost\r\n\r\n"))?.status).toBe(200);
  });

  it("is answered 408 and closed when its headers never finish, and so is a connection that sends nothing", async () => {
    const halfway = await connectRaw(port);
    await halfway.send("GET /api/health HTTP/1.1\r\nhost: localhost\r\nx-slow: ");
    const silent = await connectRaw(port);
    await Promise.all([halfway.closed, silent.closed]);
    const answer = await halfway.answer;
    expect(answer?.status).toBe(408);
    expect(JSON.parse(answer?.body ?? "null")).toMatchObject({ error: { code: "request_timeout" } });
    expect((await exchangeRaw(port, "GET /api/health HTTP/1.1\r\nhost: localhost\r\n\r\n"))?.status).toBe(200);
  });

  it("gives an upload's body longer than an ordinary body", async () => {
    const slowTest = await createTestApp({ timeouts: { bodyMs: 200, uploadBodyMs: 60_000, checkEveryMs: 50 } });
    try {
      const slowPort = await listen(slowTest);
      let seen = 0;
      const uploadSeen = new Promise<void>((resolve) =>
        slowTest.app.server.on("request", () => {
          if (++seen === 1) resolve();
        }),
      );
      // A badge image's upload (the only route that takes raw bytes), half sent.
      const upload = await connectRaw(slowPort);
      await upload.send(
        `PUT /api/admin/badges/00000000-0000-4000-8000-000000000000/image HTTP/1.1\r\nhost: localhost\r\ncontent-type: image/png\r\ncontent-length: 8\r\n\r\nhalf`,
      );
      await uploadSeen;
      // An ordinary body sent as slowly, after it, is cut at its own deadline...
      const ordinary = await connectRaw(slowPort);
      await ordinary.send(`${saveHeaders}{"clientId":`);
      await ordinary.closed;
      expect((await ordinary.answer)?.status).toBe(408);
      // ...while the upload, begun earlier, is still read to its end (then refused: nobody is signed in).
      expect(upload.socket.destroyed).toBe(false);
      await upload.send("done");
      expect((await upload.answer)?.status).toBe(401);
      upload.socket.destroy();
    } finally {
      await slowTest.close();
    }
  });
});

describe("fifty connections that send a save's headers and never its body", () => {
  it("hold no place of the embedded database's, so a signed-in parent's requests are each answered within a second", async () => {
    // The embedded database, whatever DATABASE_URL says: its admission limit is what is at stake.
    const database = await openDatabase({});
    const t = await createTestApp({ database, embeddedMaxActive: EMBEDDED_MAX_ACTIVE_REQUESTS });
    const slow: Awaited<ReturnType<typeof connectRaw>>[] = [];
    try {
      const port = await listen(t);
      const { parent } = await buildFamily(t, { children: 1, signIn: false });
      let seen = 0;
      const allSeen = new Promise<void>((resolve) =>
        t.app.server.on("request", (req: { method?: string }) => {
          if (req.method === "POST" && ++seen === 50) resolve();
        }),
      );
      for (let i = 0; i < 50; i++) slow.push(await connectRaw(port));
      const headers = saveHeaders.replace("\r\n\r\n", `\r\norigin: ${TEST_ORIGIN}\r\ncookie: ${parent.cookie}\r\n\r\n`);
      await Promise.all(slow.map((connection) => connection.send(headers)));
      // Every one of them has reached the app, and waits there for a body that does not come.
      await allSeen;

      for (let round = 0; round < 3; round++) {
        for (const endpoint of [getSession, listChildren]) {
          const started = performance.now();
          const res = await fetch(`http://127.0.0.1:${port}${endpoint.path}`, { headers: { cookie: parent.cookie } });
          const elapsed = performance.now() - started;
          expect(res.status, endpoint.path).toBe(200);
          expect(elapsed, endpoint.path).toBeLessThan(1_000);
          if (endpoint === getSession)
            expect(await res.json()).toMatchObject({ session: { user: { email: parent.email } } });
        }
      }
      // None of the slow ones has been answered: they are still waiting, not turned away.
      expect(slow.every((connection) => !connection.socket.destroyed)).toBe(true);
    } finally {
      for (const connection of slow) connection.socket.destroy();
      await t.close();
      await database.close();
    }
  });
});
