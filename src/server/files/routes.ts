import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { productMessages } from "../../shared/messages";
import { files } from "../db/schema/files";
import type { AppDeps } from "../core/deps";
import { isValidStorageKey } from "../providers/storage/file-storage";
import { FILES_URL_PREFIX } from "./stored-files";

/** The app's own files (badge images) are the same for everyone and never change: kept for a year anywhere. */
const PUBLIC_CACHE = "public, max-age=31536000, immutable";
/**
 * A family's files (avatars) are kept by the browser alone, and for a day, so
 * that a deleted family's pictures leave its browsers' caches soon after.
 */
const PRIVATE_CACHE = "private, max-age=86400";

/** A key names the same bytes for ever (keys are never reused), so the key itself makes the validator. */
const etagOf = (key: string) => `"${createHash("sha256").update(key).digest("base64url").slice(0, 27)}"`;

/** Whether an If-None-Match header names this validator (a list, weak forms, or `*`). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, "");
    return tag === "*" || tag === etag;
  });
}

/**
 * Serves stored files at /files/<key>. The content type comes from the file's
 * row (decided when it was stored), never from the key or the request; the
 * policy forbids scripts, so even an SVG that slipped through could run none.
 *
 * The route counts as the API's for the per-address limit and the embedded
 * database's admission control (`config.api`): each answer reads the files
 * table. Keys are never reused, so answers carry a long cache and an ETag,
 * and a browser's revalidation is answered 304 without reading the bytes.
 */
export function registerFileRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get(`${FILES_URL_PREFIX}*`, { config: { api: true } }, async (req, reply) => {
    const key = (req.params as { "*": string })["*"];
    const notFound = () => reply.code(404).send({ error: { code: "not_found", message: productMessages.notFound } });
    if (!isValidStorageKey(key)) return notFound();
    const [row] = await deps.database.db
      .select({ contentType: files.contentType, ownerParentId: files.ownerParentId })
      .from(files)
      .where(eq(files.storageKey, key));
    if (!row) return notFound();
    const etag = etagOf(key);
    void reply
      .header("etag", etag)
      .header("cache-control", row.ownerParentId === null ? PUBLIC_CACHE : PRIVATE_CACHE)
      .header("x-content-type-options", "nosniff");
    if (matches(req.headers["if-none-match"], etag)) return reply.code(304).send();
    const stored = await deps.storage.get(key);
    if (!stored) {
      deps.log.warn({ key }, "A file recorded in the files table is missing from storage");
      void reply.removeHeader("etag").removeHeader("cache-control");
      return notFound();
    }
    return reply
      .header("content-type", row.contentType)
      .header("content-security-policy", "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'")
      .header("content-disposition", "inline")
      .send(Buffer.from(stored.bytes));
  });
}
