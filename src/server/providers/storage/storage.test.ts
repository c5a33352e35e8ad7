import { mkdtempSync, readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeS3, type FakeS3 } from "../../../../tests/fake-servers/s3";
import { isValidStorageKey, type FileStorage } from "./file-storage";
import { createLocalFileStorage } from "./local-file-storage";
import { createMemoryFileStorage } from "./memory-file-storage";
import { createS3FileStorage, s3RequestSigner } from "./s3-file-storage";

let s3: FakeS3;
beforeAll(async () => {
  s3 = await startFakeS3();
});
afterAll(() => s3.close());

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 1, 2, 0x0a, 255]);
const s3Storage = (secretAccessKey = s3.secretAccessKey) =>
  createS3FileStorage({
    endpoint: s3.endpoint,
    bucket: s3.bucket,
    region: s3.region,
    accessKeyId: s3.accessKeyId,
    secretAccessKey,
  });

const stores: [string, () => FileStorage][] = [
  ["local folder", () => createLocalFileStorage(mkdtempSync(path.join(os.tmpdir(), "maths-sprint-files-")))],
  ["memory", () => createMemoryFileStorage()],
  ["S3-compatible bucket", () => s3Storage()],
];

describe.each(stores)("%s storage", (_name, create) => {
  it("gives back what was put, with its content type, replaces it, and forgets it once deleted", async () => {
    const storage = create();
    await storage.put("badges/one.png", png, "image/png");
    expect(await storage.get("badges/one.png")).toEqual({ bytes: png, contentType: "image/png" });
    await storage.put("badges/one.png", new Uint8Array([1, 2, 3]), "image/webp");
    expect(await storage.get("badges/one.png")).toEqual({
      bytes: new Uint8Array([1, 2, 3]),
      contentType: "image/webp",
    });
    await storage.delete("badges/one.png");
    expect(await storage.get("badges/one.png")).toBeUndefined();
  });

  it("answers undefined for a missing key, and deleting one is not an error", async () => {
    const storage = create();
    expect(await storage.get("badges/never-stored.png")).toBeUndefined();
    await expect(storage.delete("badges/never-stored.png")).resolves.toBeUndefined();
  });

  it("refuses keys that could leave its folder or bucket path", async () => {
    const storage = create();
    for (const key of ["../escape.png", "/etc/passwd", "badges/../../x", "Badges/A.png", "a//b", "a/.hidden", ""]) {
      await expect(storage.put(key, png, "image/png"), key).rejects.toThrow(/Invalid storage key/);
      await expect(storage.get(key), key).rejects.toThrow(/Invalid storage key/);
    }
  });
});

describe("storage keys", () => {
  it("are lowercase letters, digits and /_.- in segments that start with a letter or digit", () => {
    expect(isValidStorageKey("badges/3f1c-9a.png")).toBe(true);
    expect(isValidStorageKey("avatars/p_1/child.v2.svg")).toBe(true);
    for (const bad of ["..", "a/../b", "/a", "a/", "a b", "a\\b", "a%2f", "a\u0000b", "a".repeat(201)])
      expect(isValidStorageKey(bad), bad).toBe(false);
  });
});

describe("the local folder storage", () => {
  it("writes through a temporary file that it renames, leaving only the file itself", async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "maths-sprint-files-"));
    const storage = createLocalFileStorage(root);
    await storage.put("badges/two.png", png, "image/png");
    expect(readdirSync(path.join(root, "badges"))).toEqual(["two.png"]);
  });
});

describe("the S3-compatible storage", () => {
  it("sends path-style requests that the store finds correctly signed", async () => {
    const before = s3.requests.length;
    await s3Storage().put("badges/signed.png", png, "image/png");
    expect(s3.requests.slice(before)).toEqual([
      { method: "PUT", path: `/${s3.bucket}/badges/signed.png`, signatureValid: true },
    ]);
    expect(s3.objects.get("badges/signed.png")?.contentType).toBe("image/png");
  });

  it("fails, with the store's status, when the store refuses the signature", async () => {
    const wrong = s3Storage("not-the-secret-not-the-secret-0000");
    await expect(wrong.put("badges/refused.png", png, "image/png")).rejects.toThrow(/403/);
    await expect(wrong.get("badges/signed.png")).rejects.toThrow(/403/);
    expect(s3.objects.has("badges/refused.png")).toBe(false);
  });

  it("is refused by the store when what was signed is changed on the way", async () => {
    const sign = s3RequestSigner(s3);
    const url = new URL(`/${s3.bucket}/badges/tampered.png`, s3.endpoint);
    const signed = () => sign(url, { method: "PUT", headers: { "content-type": "image/png" }, body: png }, new Date());
    const changedBody = await fetch(await signed(), { body: new Uint8Array([1, 2, 3]) });
    expect(changedBody.status).toBe(403);
    const request = await signed();
    const changedType = await fetch(request, {
      headers: { ...Object.fromEntries(request.headers), "content-type": "text/html" },
    });
    expect(changedType.status).toBe(403);
    const untouched = await fetch(await signed());
    expect(untouched.status).toBe(200);
    expect(s3.objects.get("badges/tampered.png")).toEqual({ bytes: Buffer.from(png), contentType: "image/png" });
  });
});

describe("Signature Version 4", () => {
  // The storage's own signer, with the keys and date of AWS's examples.
  const sign = s3RequestSigner({
    accessKeyId: "AKIAIOSFODNN7EXAMPLE",
    secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
    region: "us-east-1",
  });
  const date = new Date("2013-05-24T00:00:00Z");

  it("matches AWS's published GET Object example", async () => {
    const request = await sign(
      new URL("https://examplebucket.s3.amazonaws.com/test.txt"),
      { method: "GET", headers: { range: "bytes=0-9" } },
      date,
    );
    expect(request.headers.get("x-amz-date")).toBe("20130524T000000Z");
    expect(request.headers.get("authorization")).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    );
  });

  it("matches AWS's published PUT Object example", async () => {
    const request = await sign(
      new URL("https://examplebucket.s3.amazonaws.com/test$file.text"),
      {
        method: "PUT",
        headers: { date: "Fri, 24 May 2013 00:00:00 GMT", "x-amz-storage-class": "REDUCED_REDUNDANCY" },
        body: new TextEncoder().encode("Welcome to Amazon S3."),
      },
      date,
    );
    expect(request.headers.get("x-amz-content-sha256")).toBe(
      "44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072",
    );
    expect(request.headers.get("authorization")).toMatch(
      /SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class, Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd$/,
    );
  });
});
