import { lstat, chmod, mkdir, rm } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import type { Logger } from "pino";
import { z } from "zod";
import { BackupError } from "./backup-error";

/**
 * The folder in DATA_DIR holding the socket a running server answers backups
 * on: its owner's alone (mode 0700), so that only the account the server runs
 * as (and root) can reach the socket, whatever the modes of DATA_DIR and the
 * socket (decision 0032).
 */
const controlFolder = (dataDir: string) => path.join(dataDir, "control");
const backupSocketPath = (dataDir: string) => path.join(controlFolder(dataDir), "backup.sock");

/** What a client sends: one line. */
const REQUEST = "backup\n";

/** The server's first line: the copy's size and moment, then that many bytes; or why there is none. */
const answerSchema = z.discriminatedUnion("ok", [
  z.object({ ok: z.literal(true), bytes: z.number().int().positive(), takenAt: z.iso.datetime() }),
  z.object({ ok: z.literal(false), error: z.string() }),
]);
type Answer = z.infer<typeof answerSchema>;

/** Linux's limit on a socket's path, terminating byte included. */
const MAX_SOCKET_PATH = 107;

export interface LiveBackupSocket {
  /** Stops answering and removes the socket; a backup being sent is finished first. */
  close(): Promise<void>;
}

/** Makes the control folder, or checks the one there: a folder of this account's, open to it alone. */
async function ownControlFolder(folder: string): Promise<void> {
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const stats = await lstat(folder);
  if (!stats.isDirectory()) throw new Error(`${folder} is not a folder`);
  if (process.getuid && stats.uid !== process.getuid()) {
    throw new Error(`${folder} belongs to another account (uid ${stats.uid})`);
  }
  await chmod(folder, 0o700);
}

/**
 * Answers backup requests on a Unix socket in DATA_DIR's control folder, for
 * `npm run backup` while this server holds the embedded database: each request
 * gets a consistent copy (`snapshot`) sent back over the socket, which the
 * command writes to its file itself. Nothing but a local process of the
 * server's own account reaches it; no HTTP route offers it.
 *
 * Returns null (and logs why) when the socket cannot be made: the server runs
 * on, and `npm run backup` says that it got no answer.
 */
export async function serveLiveBackups(
  dataDir: string,
  snapshot: () => Promise<Uint8Array>,
  { log, clock }: { log: Pick<Logger, "warn" | "info">; clock: () => Date },
): Promise<LiveBackupSocket | null> {
  const socketPath = backupSocketPath(dataDir);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    log.warn(
      { socketPath },
      "DATA_DIR's path is too long for a socket: npm run backup cannot ask this server, and needs it stopped",
    );
    return null;
  }
  try {
    await ownControlFolder(controlFolder(dataDir));
    // This server holds DATA_DIR's lock: a socket there is one a stopped server left behind.
    await rm(socketPath, { force: true });
  } catch (error) {
    log.warn({ err: error }, "No socket for live backups: npm run backup needs this server stopped");
    return null;
  }
  /** Each open connection, and whether it has asked (a backup is being taken or sent on it). */
  const connections = new Map<net.Socket, { asked: boolean; closed: Promise<void> }>();
  const server = net.createServer((socket) => {
    const connection = { asked: false, closed: new Promise<void>((resolve) => socket.once("close", () => resolve())) };
    connections.set(socket, connection);
    void connection.closed.then(() => connections.delete(socket));
    socket.setTimeout(60_000, () => socket.destroy());
    socket.on("error", () => undefined);
    let received = "";
    const answer = (header: Answer, body?: Uint8Array) => {
      socket.write(`${JSON.stringify(header)}\n`);
      if (body) socket.end(body);
      else socket.end();
    };
    const onData = (chunk: Buffer) => {
      received += chunk.toString("latin1");
      if (received.length < REQUEST.length && REQUEST.startsWith(received)) return;
      socket.off("data", onData);
      connection.asked = true;
      if (received !== REQUEST) {
        answer({ ok: false, error: "unknown request" });
        return;
      }
      snapshot().then(
        (copy) => {
          log.info({ bytes: copy.length }, "A backup was taken for npm run backup");
          answer({ ok: true, bytes: copy.length, takenAt: clock().toISOString() }, copy);
        },
        (error: unknown) => {
          log.warn({ err: error }, "A backup asked for by npm run backup failed");
          answer({ ok: false, error: error instanceof Error ? error.message : String(error) });
        },
      );
    };
    socket.on("data", onData);
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(socketPath, () => {
        server.off("error", reject);
        resolve();
      });
    });
    await chmod(socketPath, 0o600);
  } catch (error) {
    server.close();
    log.warn({ err: error }, "No socket for live backups: npm run backup needs this server stopped");
    return null;
  }
  server.unref();
  return {
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const [socket, { asked }] of connections) if (!asked) socket.destroy();
      await closed;
      await rm(socketPath, { force: true });
    },
  };
}

/** Reads the server's answer: its first line, then the copy it announces. */
function readAnswer(socket: net.Socket): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("end", () => {
      const all = Buffer.concat(chunks);
      const newline = all.indexOf(10);
      let header: unknown = null;
      try {
        header = newline < 0 ? null : JSON.parse(all.subarray(0, newline).toString("utf8"));
      } catch {
        // Not JSON: refused below as any other answer that is not one.
      }
      const parsed = answerSchema.safeParse(header);
      if (!parsed.success) {
        reject(new BackupError("The running server's answer was not a backup: try again, or stop it and retry."));
        return;
      }
      const answer = parsed.data;
      if (!answer.ok) {
        reject(new BackupError(`The running server could not take the backup: ${answer.error}`));
        return;
      }
      const copy = all.subarray(newline + 1);
      if (copy.length !== answer.bytes) {
        reject(
          new BackupError(
            `The running server's backup arrived incomplete (${copy.length} of ${answer.bytes} bytes): try again.`,
          ),
        );
        return;
      }
      resolve(copy);
    });
  });
}

/**
 * Asks the server running on DATA_DIR for a backup over its socket. Null when
 * no server answers there (none runs, or one that stopped left its socket).
 */
export async function askRunningServer(dataDir: string): Promise<Uint8Array | null> {
  const socket = net.createConnection(backupSocketPath(dataDir));
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once("connect", resolve);
      socket.once("error", reject);
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ECONNREFUSED") return null;
    if (code === "EACCES") {
      throw new BackupError(
        `Cannot reach the running server's socket ${backupSocketPath(dataDir)}: run the backup as the account the server runs as.`,
      );
    }
    throw error;
  }
  // Written, not ended: the server's socket would end its side too, before answering.
  socket.write(REQUEST);
  return readAnswer(socket);
}
