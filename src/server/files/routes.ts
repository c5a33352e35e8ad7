import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { productMessages } from "../../shared/messages";
import { files } from "../db/schema/files";
import type { AppDeps } from "../deps";
import { isValidStorageKey } from "../providers/storage/file-storage";
import { FILES_URL_PREFIX } from "./stored-files";

/**
 * Serves stored files at /files/<key>. The content type comes from the file's
 * row (decided when it was stored), never from the key or the request; the
 * policy forbids scripts, so even an SVG that slipped through could run none.
 * Keys are never reused, so answers may be cached for a year.
 */
export function registerFileRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get(`${FILES_URL_PREFIX}*`, async (req, reply) => {
    const key = (req.params as { "*": string })["*"];
    const notFound = () => reply.code(404).send({ error: { code: "not_found", message: productMessages.notFound } });
    if (!isValidStorageKey(key)) return notFound();
    const [row] = await deps.database.db
      .select({ contentType: files.contentType, ownerParentId: files.ownerParentId })
      .from(files)
      .where(eq(files.storageKey, key));
    if (!row) return notFound();
    const stored = await deps.storage.get(key);
    if (!stored) {
      deps.log.warn({ key }, "A file recorded in the files table is missing from storage");
      return notFound();
    }
    return reply
      .header("content-type", row.contentType)
      .header("x-content-type-options", "nosniff")
      .header("content-security-policy", "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'")
      .header("content-disposition", "inline")
      .header("cache-control", `${row.ownerParentId === null ? "public" : "private"}, max-age=31536000, immutable`)
      .send(Buffer.from(stored.bytes));
  });
}
