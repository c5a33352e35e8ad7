import { createHash, createHmac } from "node:crypto";

/** What AWS Signature Version 4 signs: one request, its headers (lowercase names) and the hash of its body. */
export interface SignableRequest {
  method: string;
  /** The path as sent, already URI-encoded. */
  path: string;
  query?: URLSearchParams;
  headers: Record<string, string>;
  payloadHash: string;
}

export interface SigningKey {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service: string;
}

export const sha256Hex = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data, "utf8").digest();

/** RFC 3986 encoding as SigV4 wants it: everything but unreserved characters, slashes kept in paths. */
export function uriEncode(value: string, keepSlash = false): string {
  const encoded = encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return keepSlash ? encoded.replace(/%2F/g, "/") : encoded;
}

/** `20130524T000000Z`, the form of x-amz-date. */
export function amzDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/**
 * The Authorization header value for a request, signed at `date` (the
 * request must carry the same time in x-amz-date). Every header given is signed.
 */
export function signatureV4(request: SignableRequest, key: SigningKey, date: Date): string {
  const stamp = amzDate(date);
  const day = stamp.slice(0, 8);
  const names = Object.keys(request.headers)
    .map((n) => n.toLowerCase())
    .sort();
  const lower = Object.fromEntries(Object.entries(request.headers).map(([n, v]) => [n.toLowerCase(), v]));
  const canonicalHeaders = names.map((n) => `${n}:${(lower[n] ?? "").trim().replace(/\s+/g, " ")}\n`).join("");
  const signedHeaders = names.join(";");
  const query = [...(request.query ?? new URLSearchParams()).entries()]
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
  const canonicalRequest = [
    request.method,
    request.path,
    query,
    canonicalHeaders,
    signedHeaders,
    request.payloadHash,
  ].join("\n");
  const scope = `${day}/${key.region}/${key.service}/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", stamp, scope, sha256Hex(canonicalRequest)].join("\n");
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${key.secretAccessKey}`, day), key.region), key.service), "aws4_request");
  const signature = createHmac("sha256", signingKey).update(stringToSign, "utf8").digest("hex");
  return `AWS4-HMAC-SHA256 Credential=${key.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}
