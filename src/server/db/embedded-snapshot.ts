import { existsSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { PGlite, protocol } from "@electric-sql/pglite";
import { lockEmbeddedDatabase } from "./embedded-lock";

/**
 * The compressed copy comes back in pieces of this size, each handed from the
 * compressing thread to the event loop: in pieces of zlib's usual 16 kB, a
 * server busy with requests takes one piece each turn of its loop, and a copy
 * took 20 s where it takes under 1 s.
 */
const GZIP_CHUNK = 8 * 1024 * 1024;

/**
 * A consistent copy of the embedded database's files, as a gzipped tar that
 * PGlite opens again (`loadDataDir`), taken between two transactions.
 *
 * PGlite serialises its work with two locks: every statement, transaction and
 * `exec` first takes the transaction lock, then the query lock for each
 * statement. Its `dumpDataDir` takes only the query lock, so on its own it could
 * copy the files between two statements of a transaction. Here the copy is
 * taken holding the transaction lock: no transaction is open (nothing else can
 * start one), a checkpoint writes every committed change to the data files, and
 * the files are read in one synchronous pass, with no statement in between. A
 * game whose save was answered before the copy began is in it; one still being
 * saved is wholly in it or wholly absent.
 *
 * The files are read into memory (about 40 MB for a new database, 5 MB once
 * compressed), and the compression runs off the event loop.
 */
export async function snapshotEmbedded(client: PGlite): Promise<Uint8Array> {
  const tar = await client._runExclusiveTransaction(async () => {
    if (client.isInTransaction()) throw new Error("A transaction is open: the copy waits for none, so this is a bug");
    await client._runExclusiveQuery(() => client.execProtocol(protocol.serialize.query("CHECKPOINT")));
    return client.dumpDataDir("none");
  });
  return promisify(gzip)(new Uint8Array(await tar.arrayBuffer()), { chunkSize: GZIP_CHUNK, level: 1 });
}

/** The folder holds no embedded database to copy. */
export class NoEmbeddedDatabase extends Error {}

/** Whether the folder holds an embedded database's files (rather than nothing yet). */
export function holdsEmbeddedDatabase(pgliteDir: string): boolean {
  return existsSync(path.join(pgliteDir, "PG_VERSION"));
}

/**
 * A consistent copy of the embedded database in DATA_DIR (`dataDir`) while no
 * server runs on it: the folder is taken as a server takes it (its lock), opened,
 * copied, and given back. Throws EmbeddedDatabaseInUse when a process holds it,
 * and NoEmbeddedDatabase when it holds no database.
 */
export async function snapshotStoppedEmbedded(dataDir: string): Promise<Uint8Array> {
  const unlock = await lockEmbeddedDatabase(path.join(dataDir, "pglite.lock"));
  try {
    const pgliteDir = path.join(dataDir, "pglite");
    if (!holdsEmbeddedDatabase(pgliteDir)) throw new NoEmbeddedDatabase(`${pgliteDir} holds no embedded database`);
    const client = await PGlite.create(pgliteDir);
    try {
      return await snapshotEmbedded(client);
    } finally {
      await client.close();
    }
  } finally {
    await unlock();
  }
}
