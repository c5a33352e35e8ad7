import type { Queryable } from "../db/client";
import { files } from "../db/schema/files";
import type { AppDeps } from "../core/deps";

/** Where the app serves a stored file (see routes.ts). */
export const FILES_URL_PREFIX = "/files/";

export interface NewStoredFile {
  key: string;
  bytes: Uint8Array;
  /** Decided by the server from the bytes, never taken from the request. */
  contentType: string;
  /** The family that owns the file, so that deleting the account deletes it; null for the app's own files. */
  ownerParentId: string | null;
}

/**
 * Stores the bytes, then records them in the files table through `db` (a
 * transaction's, when the caller writes more rows with it). If the row cannot
 * be written, the bytes are deleted again. A transaction that rolls back
 * later leaves the bytes without a row: never served, only wasted space.
 */
export async function storeFile(deps: Pick<AppDeps, "storage" | "log">, db: Queryable, file: NewStoredFile) {
  await deps.storage.put(file.key, file.bytes, file.contentType);
  try {
    await db.insert(files).values({
      storageKey: file.key,
      contentType: file.contentType,
      byteSize: file.bytes.byteLength,
      ownerParentId: file.ownerParentId,
    });
  } catch (error) {
    await deleteStoredObjects(deps, [file.key]);
    throw error;
  }
}

/** Deletes stored bytes whose rows are gone (after the deleting transaction commits); failures are logged. */
export async function deleteStoredObjects(deps: Pick<AppDeps, "storage" | "log">, keys: readonly string[]) {
  for (const key of keys) {
    try {
      await deps.storage.delete(key);
    } catch (error) {
      deps.log.error({ err: error, key }, "A stored file could not be deleted");
    }
  }
}
