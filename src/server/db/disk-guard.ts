import { statfsSync } from "node:fs";
import type { Logger } from "pino";
import type { PartState } from "./part-state";

/** PostgreSQL's SQLSTATE for a full disk ("could not extend file": no space left on device). */
const DISK_FULL = "53100";

/**
 * Room the embedded database keeps free under it: two of its WAL segments (16 MB each) and
 * room for its tables to grow meanwhile. Below it, the database takes no more writes
 * (decision 0034).
 */
export const EMBEDDED_DISK_RESERVE_BYTES = 64 * 1024 * 1024;

const PLAIN_READ = /^\s*select\b/i;
const WRITES_ALL_THE_SAME = /\bfor\s+(update|no\s+key\s+update|share|key\s+share)\b|\bnextval\s*\(/i;

/** Whether a statement may write: anything but a select that locks no row and takes no sequence's next value. */
export const mayWrite = (text: string): boolean => !PLAIN_READ.test(text) || WRITES_ALL_THE_SAME.test(text);

/** A write refused because the disk under the embedded database is (nearly) full; its code is PostgreSQL's own. */
export class DiskFullError extends Error {
  readonly code = DISK_FULL;
  constructor(message: string) {
    super(message);
    this.name = "DiskFullError";
  }
}

/** Whether an error, or one it was caused by, says the database's disk is full (PGlite, PostgreSQL or the guard). */
export function isDiskFull(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === DISK_FULL) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export interface DiskGuardOptions {
  /** The folder the database's files are in. */
  dir: string;
  reserveBytes?: number;
  clock?: () => Date;
  log?: Pick<Logger, "error" | "warn" | "info"> | undefined;
  /** The bytes free on the folder's file system (statfs). */
  freeBytes?: (dir: string) => number;
}

export interface DiskGuard {
  /** Throws a DiskFullError when the disk has less than the reserve free; otherwise does nothing. */
  check(): void;
  /** Notes a failed statement: a full disk met by the database itself counts as the guard's own finding. */
  noteError(error: unknown): void;
  /** The disk, as last found: down while it is below the reserve (or a write met a full disk since). */
  state(): PartState;
}

const systemFreeBytes = (dir: string) => {
  const stats = statfsSync(dir);
  return stats.bavail * stats.bsize;
};

const megabytes = (bytes: number) => `${Math.floor(bytes / (1024 * 1024))} MB`;

/**
 * Keeps the embedded database from meeting a full disk. PGlite fails a statement that needs a
 * new page with an error, and comes to no harm; but one that needs a new WAL segment when there
 * is no room for it leaves PGlite spinning in the server's only thread at its next statement,
 * for good, even once there is room again: no request is answered until the process is killed.
 * So the embedded database keeps a reserve free (EMBEDDED_DISK_RESERVE_BYTES): below it, every
 * statement that may write is refused (a DiskFullError, which the server answers with 503
 * `storage_full`, and a game stays in the child's outbox), and reads go on. Reading the free
 * space costs a system call of under a microsecond, made before each write.
 */
export function createDiskGuard(options: DiskGuardOptions): DiskGuard {
  const reserve = options.reserveBytes ?? EMBEDDED_DISK_RESERVE_BYTES;
  const freeBytes = options.freeBytes ?? systemFreeBytes;
  const clock = options.clock ?? (() => new Date());
  let state: PartState = { state: "up" };

  function down(reason: string) {
    if (state.state === "down") {
      state = { ...state, lastError: reason };
      return;
    }
    state = { state: "down", since: clock(), lastError: reason };
    options.log?.error(
      { dataDir: options.dir, reserveBytes: reserve },
      `The disk under the embedded database is full: writes are refused until it has room (${reason})`,
    );
  }

  return {
    check() {
      const free = freeBytes(options.dir);
      if (free >= reserve) {
        if (state.state === "down") {
          state = { state: "up", since: clock() };
          options.log?.info(
            { dataDir: options.dir, freeBytes: free },
            "The disk under the embedded database has room again",
          );
        }
        return;
      }
      const reason = `${megabytes(free)} free, under the ${megabytes(reserve)} the database keeps`;
      down(reason);
      throw new DiskFullError(`The disk under the embedded database is full: ${reason}`);
    },
    noteError(error) {
      if (isDiskFull(error) && !(error instanceof DiskFullError)) {
        down(error instanceof Error ? error.message.slice(0, 200) : "no space left on device");
      }
    },
    state: () => ({ ...state }),
  };
}
