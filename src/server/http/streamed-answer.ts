import { mkdtemp, open, rm, type FileHandle } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pipeline, Readable } from "node:stream";
import { constants, createGzip } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * An answer too large to hold in memory (a family's export of a year of
 * games): its bytes come from a stream, already in the shape of the
 * endpoint's response. The router sends it as it is instead of parsing it:
 * whatever makes one answers for that shape, and its tests parse it.
 * `T` is the response it stands for.
 */
export class StreamedAnswer<T> {
  declare readonly shape?: T;
  constructor(
    readonly body: Readable,
    readonly contentType: string,
  ) {}

  /**
   * Sent gzip-compressed where the client takes it (a year of games is a
   * tenth of the size), at a low level: the compression runs beside the send,
   * in the thread pool, and a higher level costs more time than it saves on
   * the wire.
   */
  send(req: FastifyRequest, reply: FastifyReply): FastifyReply {
    void reply.header("content-type", this.contentType);
    if (!/\bgzip\b/i.test(req.headers["accept-encoding"] ?? "")) return reply.send(this.body);
    // One pipeline: a client that goes away part way destroys the compression, and with it the file's stream,
    // which closes the file (a failure of either is the send's to report, so the callback has nothing to add).
    const gzip = pipeline(this.body, createGzip({ level: constants.Z_BEST_SPEED }), () => undefined);
    return reply.header("content-encoding", "gzip").header("vary", "accept-encoding").send(gzip);
  }
}

/** Text gathered before a write to the file: few writes, each large. */
const SPOOL_CHUNK_BYTES = 1 << 20;
/**
 * Bytes read back at a time: a megabyte, so that a year's export (40 MB) goes to the compression in a few
 * dozen chunks, each a trip to the thread pool, not in hundreds.
 */
const READ_BYTES = 1 << 20;

/** Why a spool's writer stops when its reader has gone (the client left): nothing more is worth reading. */
export class SpoolClosed extends Error {
  constructor() {
    super("The answer's reader has gone");
  }
}

/**
 * A document written piece by piece to a file of its own and read back as it
 * is written: the sending follows the writing, so a large answer goes out
 * while it is still being read from the database, and yet the reading, inside
 * its transaction, never waits for the client (the file takes what the client
 * has not yet). The file is removed from its folder as soon as it is open, so
 * nothing is left behind whatever happens; its space is given back when it is
 * closed, when the reading back ends or stops.
 */
export class Spool {
  private pending: string[] = [];
  private pendingBytes = 0;
  /** Bytes in the file, all of them readable. */
  private written = 0;
  private ended = false;
  private failure: { error: unknown } | null = null;
  private closed = false;
  private wake: (() => void) | null = null;
  private markClosed: () => void = () => undefined;
  /** Settles once the file is closed: the reading back ended or stopped, or the spool was discarded. */
  readonly whenClosed = new Promise<void>((resolve) => (this.markClosed = resolve));

  private constructor(private readonly file: FileHandle) {}

  static async open(): Promise<Spool> {
    const folder = await mkdtemp(path.join(os.tmpdir(), "maths-sprint-answer-"));
    try {
      return new Spool(await open(path.join(folder, "answer"), "w+"));
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  /**
   * Adds text, or pieces of text one after another (never joined into one string: each is encoded straight into
   * the chunk written); throws `SpoolClosed` once the reader has gone, so that the writer stops.
   */
  async write(text: string | readonly string[]): Promise<void> {
    if (this.closed) throw new SpoolClosed();
    for (const piece of typeof text === "string" ? [text] : text) {
      this.pending.push(piece);
      this.pendingBytes += piece.length;
    }
    if (this.pendingBytes >= SPOOL_CHUNK_BYTES) await this.flush();
  }

  private async flush(): Promise<void> {
    if (this.pending.length === 0 || this.closed) return;
    let size = 0;
    for (const piece of this.pending) size += Buffer.byteLength(piece, "utf8");
    const bytes = Buffer.allocUnsafe(size);
    let at = 0;
    for (const piece of this.pending) at += bytes.write(piece, at, "utf8");
    this.pending = [];
    this.pendingBytes = 0;
    await this.file.write(bytes, 0, bytes.length, this.written);
    this.written += bytes.length;
    this.notify();
  }

  /** The document is whole: the reading back ends at its last byte. */
  async end(): Promise<void> {
    await this.flush();
    this.ended = true;
    this.notify();
  }

  /** The document will not be whole: the reading back fails with `error` once it has read what was written. */
  fail(error: unknown): void {
    this.failure = { error };
    this.notify();
  }

  private notify(): void {
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }

  private async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    try {
      await this.file.close();
    } finally {
      this.markClosed();
    }
  }

  /**
   * What is written, from the start, as it is written, once: the stream ends
   * with the document (`end`), or fails as the writer did (`fail`). Destroyed
   * early (the client left), it closes the file, and the writer's next
   * `write` throws `SpoolClosed`.
   */
  follow(): Readable {
    const stream = Readable.from(this.chunks(), { objectMode: false });
    // Also when it is destroyed before its first read, which never starts the reading's own `finally`.
    stream.once("close", () => void this.close());
    return stream;
  }

  private async *chunks(): AsyncGenerator<Buffer> {
    let at = 0;
    try {
      for (;;) {
        if (at < this.written) {
          const chunk = Buffer.allocUnsafe(Math.min(READ_BYTES, this.written - at));
          const { bytesRead } = await this.file.read(chunk, 0, chunk.length, at);
          at += bytesRead;
          yield chunk.subarray(0, bytesRead);
        } else if (this.failure) throw this.failure.error;
        else if (this.ended) return;
        else await new Promise<void>((resolve) => (this.wake = resolve));
      }
    } finally {
      await this.close();
    }
  }

  /** Closes the file without reading it (the answer failed before it began). */
  async discard(): Promise<void> {
    await this.close();
  }
}
