import type { S3StorageConfig } from "./s3-config";
import { assertValidStorageKey, type FileStorage } from "./file-storage";
import { amzDate, sha256Hex, signatureV4, uriEncode } from "./sigv4";

const TIMEOUT_MS = 15_000;

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, R2, …), addressed
 * path-style (`endpoint/bucket/key`) and signed with Signature Version 4.
 */
export function createS3FileStorage(config: S3StorageConfig, now: () => Date = () => new Date()): FileStorage {
  const endpoint = new URL(config.endpoint);
  const basePath = endpoint.pathname.replace(/\/$/, "");
  const signingKey = {
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: "s3",
  };

  async function send(method: "PUT" | "GET" | "DELETE", key: string, body?: Uint8Array, contentType?: string) {
    assertValidStorageKey(key);
    const path = `${basePath}/${uriEncode(config.bucket)}/${uriEncode(key, true)}`;
    const date = now();
    const payloadHash = sha256Hex(body ?? new Uint8Array());
    const headers: Record<string, string> = {
      host: endpoint.host,
      "x-amz-date": amzDate(date),
      "x-amz-content-sha256": payloadHash,
      ...(contentType && { "content-type": contentType }),
    };
    const authorization = signatureV4({ method, path, headers, payloadHash }, signingKey, date);
    // fetch sets Host itself (the same value, signed above).
    const sent = Object.fromEntries(Object.entries(headers).filter(([name]) => name !== "host"));
    return fetch(new URL(path, endpoint.origin), {
      method,
      headers: { ...sent, authorization },
      // A copy over a plain ArrayBuffer, the only kind fetch takes.
      ...(body && { body: new Uint8Array(body) }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
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
