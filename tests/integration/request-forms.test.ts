import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildFamily, type TestParent } from "../factories";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../support/test-app";

/**
 * Requests written byte for byte on a socket, so that the request line can be
 * in absolute form (`POST http://host/api/... HTTP/1.1`) and the Host header
 * can be anything, as an attacker would send them.
 */
let t: TestApp;
let port: number;
let parent: TestParent;
beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 600 });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
  ({ parent } = await buildFamily(t, { children: 0 }));
});
afterAll(() => t.close());

function raw(target: string, headers: Record<string, string>, body?: object): Promise<number> {
  const payload = body ? JSON.stringify(body) : "";
  const lines = [
    `POST ${target} HTTP/1.1`,
    ...Object.entries({
      host: `127.0.0.1:${port}`,
      connection: "close",
      "content-type": "application/json",
      "content-length": String(Buffer.byteLength(payload)),
      ...headers,
    }).map(([k, v]) => `${k}: ${v}`),
  ];
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
    socket.on("end", () => resolve(Number(answer.split(" ")[1])));
    socket.on("error", reject);
    // Written without ending our side: the server closes the connection after its answer (Connection: close).
    socket.write(`${lines.join("\r\n")}\r\n\r\n${payload}`);
  });
}

const absolute = (path: string) => `http://127.0.0.1:${port}${path}`;

describe("requests in absolute form and with a forged Host", () => {
  it("counts absolute-form password-reset requests against the address's limit", async () => {
    const codes: number[] = [];
    for (let i = 0; i < 15; i++)
      codes.push(await raw(absolute("/api/auth/forgot-password"), { origin: TEST_ORIGIN }, { email: parent.email }));
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes.slice(10)).toEqual([429, 429, 429, 429, 429]);
  });

  it("counts absolute-form login attempts against the address's limit", async () => {
    const codes: number[] = [];
    for (let i = 0; i < 35; i++)
      codes.push(
        await raw(
          absolute("/api/auth/login"),
          { origin: TEST_ORIGIN },
          { email: `nobody-${i}@example.com`, password: "x" },
        ),
      );
    expect(codes).toContain(429);
    expect(codes.filter((c) => c !== 429).length).toBeLessThanOrEqual(30);
  });

  it("refuses a cookie-authenticated absolute-form request from another site", async () => {
    const status = await raw(
      absolute("/api/children"),
      { origin: "https://evil.example", cookie: parent.cookie },
      { name: "Mallory", pin: "5190" },
    );
    expect(status).toBe(403);
  });

  it("refuses an Origin that only matches the request's own Host header", async () => {
    const status = await raw(
      "/api/children",
      { host: "evil.example", origin: "http://evil.example", cookie: parent.cookie },
      { name: "Mallory", pin: "5190" },
    );
    expect(status).toBe(403);
  });

  it("still accepts the same request from our own origin", async () => {
    const status = await raw(
      "/api/children",
      { origin: TEST_ORIGIN, cookie: parent.cookie },
      { name: "Ava", pin: "5190" },
    );
    expect(status).toBe(201);
  });

  it("refuses a cookie-authenticated change with no Origin at all", async () => {
    const status = await raw("/api/children", { cookie: parent.cookie }, { name: "Mallory", pin: "5191" });
    expect(status).toBe(403);
  });
});
