import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exchangeRaw, type RawAnswer } from "../../../tests/support/raw-http";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";

/** The headers docs/SECURITY.md ("Headers") promises on every answer. */
function expectSecurityHeaders(answer: RawAnswer | null, what: string) {
  expect(answer, what).not.toBeNull();
  const headers = answer?.headers ?? {};
  expect(headers["content-security-policy"], what).toContain("frame-ancestors 'none'");
  expect(headers["content-security-policy"], what).toContain("default-src 'self'");
  expect(headers["strict-transport-security"], what).toMatch(/^max-age=\d+/);
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  expect(headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
}

const request = (head: string, body = "") => `${head}\r\nhost: localhost\r\n\r\n${body}`;

describe("the security headers", () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    // Low deadlines, so that the timeouts' answers come in a fraction of a second.
    t = await createTestApp({ rateLimitPerMinute: false, timeouts: { headersMs: 300, bodyMs: 300, checkEveryMs: 50 } });
    await t.app.listen({ host: "127.0.0.1", port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it("are on every answer the framework makes before any route runs, on the API's errors and on the timeouts' answers", async () => {
    const cases: [what: string, raw: string, status: number][] = [
      ["a malformed URL", request("GET /% HTTP/1.1"), 400],
      ["a malformed URL under the API", request("GET /api/%zz HTTP/1.1"), 400],
      ["a path parameter past its length", request(`GET /api/children/${"a".repeat(200)}/badges HTTP/1.1`), 414],
      [
        "JSON that does not parse",
        request("POST /api/auth/login HTTP/1.1\r\ncontent-type: application/json\r\ncontent-length: 5", "{bad "),
        400,
      ],
      [
        "a body over the limit",
        request("POST /api/auth/login HTTP/1.1\r\ncontent-type: application/json\r\ncontent-length: 2000000"),
        413,
      ],
      [
        "a content type the API does not take",
        request("POST /api/auth/login HTTP/1.1\r\ncontent-type: application/xml\r\ncontent-length: 4", "<a/>"),
        415,
      ],
      ["an unknown API path", request("GET /api/nothing-here HTTP/1.1"), 404],
      ["a request line that is not HTTP", "NONSENSE\r\n\r\n", 400],
      ["headers past Node's size limit", request(`GET / HTTP/1.1\r\nx-big: ${"a".repeat(20_000)}`), 431],
      ["headers that stall past their deadline", "GET /api/health HTTP/1.1\r\nhost: localhost\r\nx-slow: ", 408],
      [
        "a body that stalls past its deadline",
        request("POST /api/auth/login HTTP/1.1\r\ncontent-type: application/json\r\ncontent-length: 100", "{"),
        408,
      ],
    ];
    for (const [what, raw, status] of cases) {
      const answer = await exchangeRaw(port, raw);
      expect(answer?.status, what).toBe(status);
      expectSecurityHeaders(answer, what);
    }
  });

  it("are on an answer turned away by the rate limit", async () => {
    const limited = await createTestApp({ rateLimitPerMinute: 1 });
    try {
      await limited.app.listen({ host: "127.0.0.1", port: 0 });
      const limitedPort = (limited.app.server.address() as AddressInfo).port;
      const first = await exchangeRaw(limitedPort, request("GET /api/auth/session HTTP/1.1"));
      expect(first?.status).toBe(200);
      const refused = await exchangeRaw(limitedPort, request("GET /api/auth/session HTTP/1.1"));
      expect(refused?.status).toBe(429);
      expectSecurityHeaders(refused, "a request past the rate limit");
    } finally {
      await limited.close();
    }
  });
});
