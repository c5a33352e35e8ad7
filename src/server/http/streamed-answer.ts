import { mkdtemp, open, rm, type FileHandle } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pipeline, type Readable } from "node:stream";
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
 * A document written piece by piece to a file of its own and then read back
 * once: the reading of a large answer, inside its transaction, never waits for
 * the client. The file is removed from its folder as soon as it is open, so
 * nothing is left behind whatever happens; its space is given back when the
 * last reader closes it.
 */
export class Spool {
  private pending: string[] = [];
  private pendingBytes = 0;

  private constructor(private readonly file: FileHandle) {}

  static async open(): Promise<Spool> {
    const folder = await mkdtemp(path.join(os.tmpdir(), "maths-sprint-answer-"));
    try {
      return new Spool(await open(path.join(folder, "answer"), "w+"));
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  async write(text: string): Promise<void> {
    this.pending.push(text);
    this.pendingBytes += text.length;
    if (this.pendingBytes >= SPOOL_CHUNK_BYTES) await this.flush();
  }

  private async flush(): Promise<void> {
    if (this.pending.length === 0) return;
    const text = this.pending.join("");
    this.pending = [];
    this.pendingBytes = 0;
    await this.file.write(text, null, "utf8");
  }

  /** Everything written, from the start; the file closes when the stream ends or is destroyed. */
  async readable(): Promise<Readable> {
    await this.flush();
    return this.file.createReadStream({ start: 0, autoClose: true });
  }

  /** Closes the file without reading it (the answer failed). */
  async discard(): Promise<void> {
    await this.file.close();
  }
}
