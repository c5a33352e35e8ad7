import { createHash } from "node:crypto";
import { AwsClient } from "aws4fetch";
import type { S3StorageConfig } from "./s3-config";
import { assertValidStorageKey, type FileStorage } from "./file-storage";

const TIMEOUT_MS = 15_000;

type Credentials = Pick<S3StorageConfig, "accessKeyId" | "secretAccessKey" | "region">;

/**
 * Signs requests to an S3-compatible store with AWS Signature Version 4, by
 * aws4fetch (decision 0030): every header given is signed, with the body's
 * SHA-256 in x-amz-content-sha256 (a signed payload, never UNSIGNED-PAYLOAD).
 * `date` is the signing time (x-amz-date).
 */
export function s3RequestSigner(credentials: Credentials) {
  const client = new AwsClient({ ...credentials, service: "s3" });
  return (url: URL, init: { method: string; headers?: Record<string, string>; body?: Uint8Array }, date: Date) =>
    client.sign(url, {
      method: init.method,
      headers: {
        ...init.headers,
        "x-amz-content-sha256": createHash("sha256")
          .update(init.body ?? new Uint8Array())
          .digest("hex"),
      },
      // A copy over a plain ArrayBuffer, the only kind fetch takes.
      ...(init.body && { body: new Uint8Array(init.body) }),
      aws: { datetime: date.toISOString().replace(/[-:]|\.\d{3}/g, ""), allHeaders: true },
    });
}

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, R2, …), addressed
 * path-style (`endpoint/bucket/key`) and signed with Signature Version 4.
 */
export function createS3FileStorage(config: S3StorageConfig, now: () => Date = () => new Date()): FileStorage {
  const endpoint = new URL(config.endpoint);
  const basePath = endpoint.pathname.replace(/\/$/, "");
  const sign = s3RequestSigner(config);

  async function send(method: "PUT" | "GET" | "DELETE", key: string, body?: Uint8Array, contentType?: string) {
    assertValidStorageKey(key);
    // A valid key needs no encoding; the signer encodes the path as S3 does.
    const url = new URL(`${basePath}/${encodeURIComponent(config.bucket)}/${key}`, endpoint.origin);
    const headers = contentType ? { "content-type": contentType } : undefined;
    const request = await sign(url, { method, ...(headers && { headers }), ...(body && { body }) }, now());
    return fetch(request, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  }

  async function failure(res: Response, action: string): Promise<Error> {
    const text = (await res.text().catch(() => "")).slice(0, 300);
    return new Error(`S3 ${action} failed with ${res.status}: ${text}`);
  }

  return {
    async put(key, bytes, contentType) {
      const res = await send("PUT", key, bytes, contentType);
      if (!res.ok) throw await failure(res, `PUT ${key}`);
      await res.arrayBuffer();
    },
    async get(key) {
      const res = await send("GET", key);
      if (res.status === 404) {
        await res.arrayBuffer();
        return undefined;
      }
      if (!res.ok) throw await failure(res, `GET ${key}`);
      return {
        bytes: new Uint8Array(await res.arrayBuffer()),
        contentType: res.headers.get("content-type") ?? "application/octet-stream",
      };
    },
    async delete(key) {
      const res = await send("DELETE", key);
      // S3 answers 204 whether or not the key existed; some compatible stores answer 404.
      if (!res.ok && res.status !== 404) throw await failure(res, `DELETE ${key}`);
      await res.arrayBuffer();
    },
  };
}
