import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productMessages } from "../../shared/messages";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
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
