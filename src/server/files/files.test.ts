import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productMessages } from "../../shared/messages";
import { buildFamily, uniqueIp } from "../../../tests/factories";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { openDatabase } from "../db/client";
import { SHED_RETRY_AFTER_SECONDS } from "../http/load-shedding";
import { createMemoryFileStorage } from "../providers/storage/memory-file-storage";
import { storeFile } from "./stored-files";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
const uniqueKey = (ext: string) => `tests/${process.pid}-${Date.now()}-${n++}.${ext}`;
const svg = new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>");

describe("GET /files/<key>", () => {
  it("serves the bytes with the content type recorded for them, nosniff, a policy with no scripts, and a long cache", async () => {
    const key = uniqueKey("png");
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    await storeFile(t.deps, t.deps.database.db, { key, bytes, contentType: "image/png", ownerParentId: null });

    const res = await t.app.inject({ method: "GET", url: `/files/${key}` });
    expect(res.statusCode).toBe(200);
    expect(new Uint8Array(res.rawPayload)).toEqual(bytes);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toBe(
      "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
    );
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]{16,}"$/);
  });

  it("answers 304 with no body to a matching If-None-Match, and the bytes again to any other", async () => {
    const key = uniqueKey("png");
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 4, 5, 6]);
    await storeFile(t.deps, t.deps.database.db, { key, bytes, contentType: "image/png", ownerParentId: null });
    const first = await t.app.inject({ method: "GET", url: `/files/${key}` });
    const etag = String(first.headers.etag);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const again = await t.app.inject({
        method: "GET",
        url: `/files/${key}`,
        headers: { "if-none-match": ifNoneMatch },
      });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.rawPayload.byteLength).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
    const other = await t.app.inject({ method: "GET", url: `/files/${key}`, headers: { "if-none-match": '"other"' } });
    expect(other.statusCode).toBe(200);
    expect(new Uint8Array(other.rawPayload)).toEqual(bytes);
  });

  it("keeps a family's file in the browser's cache only, and for a day", async () => {
    const family = await buildFamily(t, { children: 0 });
    const key = uniqueKey("png");
    await storeFile(t.deps, t.deps.database.db, {
      key,
      bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 7]),
      contentType: "image/png",
      ownerParentId: family.parent.session.parentData.id,
    });
    const res = await t.app.inject({ method: "GET", url: `/files/${key}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, max-age=86400");
    expect(res.headers.etag).toBeDefined();
  });

  it("takes the content type from the files table, not from the key's extension or what storage says", async () => {
    const key = uniqueKey("html");
    await storeFile(t.deps, t.deps.database.db, {
      key,
      bytes: svg,
      contentType: "image/svg+xml",
      ownerParentId: null,
    });
    await t.deps.storage.put(key, svg, "text/html");
    const res = await t.app.inject({ method: "GET", url: `/files/${key}` });
    expect(res.headers["content-type"]).toBe("image/svg+xml");
    expect(res.headers["content-security-policy"]).toContain("default-src 'none'");
  });

  it("answers 404 for a key with no row, bytes with no row, a missing object, and a key that is not a key", async () => {
    const orphan = uniqueKey("png");
    await t.deps.storage.put(orphan, svg, "image/png");
    const lost = uniqueKey("png");
    await storeFile(t.deps, t.deps.database.db, {
      key: lost,
      bytes: svg,
      contentType: "image/png",
      ownerParentId: null,
    });
    await t.deps.storage.delete(lost);
    for (const url of [
      `/files/${uniqueKey("png")}`,
      `/files/${orphan}`,
      `/files/${lost}`,
      "/files/..%2Fapp-secret",
      "/files/",
    ]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json<{ error: { message: string } }>().error.message).toBe(productMessages.notFound);
    }
  });
});

describe("GET /files/<key> under load", () => {
  it("counts towards the per-address limit of the API and is answered 429 past it", async () => {
    const limited = await createTestApp({ rateLimitPerMinute: 5 });
    try {
      const key = uniqueKey("png");
      await storeFile(limited.deps, limited.deps.database.db, {
        key,
        bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
        contentType: "image/png",
        ownerParentId: null,
      });
      const ip = uniqueIp();
      const get = () => limited.app.inject({ method: "GET", url: `/files/${key}`, remoteAddress: ip });
      for (let i = 0; i < 5; i++) expect((await get()).statusCode).toBe(200);
      const refused = await get();
      expect(refused.statusCode).toBe(429);
      expect(refused.json<{ error: { message: string } }>().error.message).toBe(productMessages.tooManyAttempts);
      // Another address is not held back by the first.
      const elsewhere = await limited.app.inject({ method: "GET", url: `/files/${key}`, remoteAddress: uniqueIp() });
      expect(elsewhere.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it("is shed with 503 and Retry-After on the embedded database once the API's places are taken", async () => {
    // Storage that holds every read until the test lets it go, as a slow disk would.
    const memory = createMemoryFileStorage();
    let letGo = () => {};
    const gate = new Promise<void>((resolve) => (letGo = resolve));
    const storage = { ...memory, get: async (key: string) => (await gate, memory.get(key)) };
    const database = await openDatabase({});
    const busy = await createTestApp({ database, storage, embeddedMaxActive: 2 });
    try {
      const key = uniqueKey("png");
      await storeFile(busy.deps, database.db, {
        key,
        bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
        contentType: "image/png",
        ownerParentId: null,
      });
      const held = [1, 2].map(() => busy.app.inject({ method: "GET", url: `/files/${key}` }));
      await new Promise((resolve) => setTimeout(resolve, 50));
      const shed = await busy.app.inject({ method: "GET", url: `/files/${key}` });
      expect(shed.statusCode).toBe(503);
      expect(shed.headers["retry-after"]).toBe(String(SHED_RETRY_AFTER_SECONDS));
      letGo();
      expect((await Promise.all(held)).map((r) => r.statusCode)).toEqual([200, 200]);
      expect((await busy.app.inject({ method: "GET", url: `/files/${key}` })).statusCode).toBe(200);
    } finally {
      letGo();
      await busy.close();
      await database.close();
    }
  });
});
