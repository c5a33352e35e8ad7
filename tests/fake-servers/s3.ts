import { createHash, createHmac } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A small S3-compatible store on loopback (path-style, `/bucket/key`): it
 * checks each request's Signature Version 4 on its own (a bad one is a 403,
 * as S3 answers) and keeps objects in memory.
 */
export interface FakeS3 {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, { bytes: Buffer; contentType: string }>;
  requests: { method: string; path: string; signatureValid: boolean }[];
  close(): Promise<void>;
}

const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data).digest();

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Recomputes the signature from the request as received. */
function verify(req: IncomingMessage, body: Buffer, s3: Pick<FakeS3, "accessKeyId" | "secretAccessKey" | "region">) {
  const auth =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
      req.headers.authorization ?? "",
    );
  if (!auth) return false;
  const [, keyId, day, region, signedHeaders, signature] = auth as unknown as string[];
  const stamp = String(req.headers["x-amz-date"] ?? "");
  const payloadHash = String(req.headers["x-amz-content-sha256"] ?? "");
  if (keyId !== s3.accessKeyId || region !== s3.region || !stamp.startsWith(day ?? "-")) return false;
  if (payloadHash !== sha256(body)) return false;
  const names = (signedHeaders ?? "").split(";");
  if (!names.includes("host") || !names.includes("x-amz-date")) return false;
  const canonicalHeaders = names.map((n) => `${n}:${String(req.headers[n] ?? "").trim()}\n`).join("");
  const url = new URL(req.url ?? "/", "http://fake");
  const canonical = [req.method, url.pathname, "", canonicalHeaders, signedHeaders, payloadHash].join("\n");
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ["AWS4-HMAC-SHA256", stamp, scope, sha256(canonical)].join("\n");
  const key = hmac(hmac(hmac(hmac(`AWS4${s3.secretAccessKey}`, day ?? ""), region ?? ""), "s3"), "aws4_request");
  return createHmac("sha256", key).update(toSign).digest("hex") === signature;
}

export async function startFakeS3(): Promise<FakeS3> {
  const objects: FakeS3["objects"] = new Map();
  const requests: FakeS3["requests"] = [];
  const identity = {
    bucket: "maths-sprint-test",
    region: "eu-west-2",
    accessKeyId: "AKIAFAKEFAKEFAKE",
    secretAccessKey: "fake/secret/key/for/tests/only/0123456789",
  };
  const server = createServer((req, res) => {
    void (async () => {
      const body = await bodyOf(req);
      const path = new URL(req.url ?? "/", "http://fake").pathname;
      const signatureValid = verify(req, body, identity);
      requests.push({ method: req.method ?? "", path, signatureValid });
      const xml = (status: number, code: string) => {
        res.writeHead(status, { "content-type": "application/xml" });
        res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`);
      };
      if (!signatureValid) return xml(403, "SignatureDoesNotMatch");
      const prefix = `/${identity.bucket}/`;
      if (!path.startsWith(prefix)) return xml(404, "NoSuchBucket");
      const key = decodeURIComponent(path.slice(prefix.length));
      if (req.method === "PUT") {
        objects.set(key, { bytes: body, contentType: req.headers["content-type"] ?? "binary/octet-stream" });
        res.writeHead(200);
        return res.end();
      }
      if (req.method === "GET") {
        const found = objects.get(key);
        if (!found) return xml(404, "NoSuchKey");
        res.writeHead(200, { "content-type": found.contentType, "content-length": found.bytes.length });
        return res.end(found.bytes);
      }
      if (req.method === "DELETE") {
        objects.delete(key);
        res.writeHead(204);
        return res.end();
      }
      xml(405, "MethodNotAllowed");
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    ...identity,
    objects,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
