import { randomBytes } from "node:crypto";
import { open, rename, rm, type FileHandle } from "node:fs/promises";
import path from "node:path";
import { BackupError } from "./backup-error";

/** A file being written under a temporary name beside its own, which takes its name only once whole. */
export interface AtomicFile {
  /** Writes the whole content, flushes it to disk, and gives the file its name (replacing any file there). */
  commit(content: Uint8Array): Promise<void>;
  /** Removes what was written; the file's name keeps whatever it held before. */
  discard(): Promise<void>;
}

/** Why a file could not be written, in the operator's words. */
function cannotWrite(file: string, error: unknown): BackupError {
  const code = (error as NodeJS.ErrnoException).code;
  const reason =
    code === "ENOENT"
      ? "its folder does not exist"
      : code === "EACCES" || code === "EPERM"
        ? "permission denied"
        : code === "EISDIR"
          ? "it is a folder"
          : code === "ENOSPC"
            ? "the disk is full"
            : (error as Error).message;
  return new BackupError(`Cannot write ${file}: ${reason}.`);
}

/**
 * Starts writing `file` atomically: a temporary file is made beside it at once
 * (so that a file that cannot be written is known before any work is done), and
 * renamed over it once complete, so that a reader, a crash or a full disk never
 * leaves a half-written file under its name.
 */
export async function startAtomicFile(file: string): Promise<AtomicFile> {
  const target = path.resolve(file);
  const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(6).toString("hex")}.tmp`);
  let handle: FileHandle;
  try {
    handle = await open(temporary, "wx", 0o600);
  } catch (error) {
    throw cannotWrite(target, error);
  }
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await handle.close();
  };
  return {
    async commit(content) {
      try {
        await handle.writeFile(content);
        await handle.sync();
        await close();
        await rename(temporary, target);
      } catch (error) {
        await close().catch(() => undefined);
        await rm(temporary, { force: true });
        throw cannotWrite(target, error);
      }
      // The rename reaches the disk with the folder's entry (where the file system lets a folder be flushed).
      const folder = await open(path.dirname(target), "r").catch(() => null);
      if (folder) {
        await folder.sync().catch(() => undefined);
        await folder.close();
      }
    },
    async discard() {
      await close().catch(() => undefined);
      await rm(temporary, { force: true });
    },
  };
}
