import { readdir } from "node:fs/promises";
import os from "node:os";
import { describe, expect, it } from "vitest";
import { Spool, SpoolClosed } from "./streamed-answer";

const spoolFolders = async () => (await readdir(os.tmpdir())).filter((name) => name.startsWith("maths-sprint-answer-"));

/** Reads a stream to its end, or to its error. */
async function readAll(stream: NodeJS.ReadableStream): Promise<{ text: string; error: unknown }> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
    return { text: Buffer.concat(chunks).toString("utf8"), error: null };
  } catch (error) {
    return { text: Buffer.concat(chunks).toString("utf8"), error };
  }
}

describe("an answer spooled to a file", () => {
  it("is read back whole, as it is written, and leaves no file behind", async () => {
    const before = await spoolFolders();
    const spool = await Spool.open();
    expect(await spoolFolders()).toEqual(before);
    const reading = readAll(spool.follow());
    const big = "é".repeat(700_000); // more than a write's chunk, in bytes that are not one each
    await spool.write("[");
    await spool.write(JSON.stringify(big));
    await spool.write("]");
    await spool.end();
    const { text, error } = await reading;
    expect(error).toBeNull();
    expect(JSON.parse(text)).toEqual([big]);
  });

  it("writes pieces one after another, as their text joined would be, in bytes of any width", async () => {
    const spool = await Spool.open();
    const reading = readAll(spool.follow());
    const pieces = ["[", '"Zoë"', ",", '"🦊 fox"', ...Array.from({ length: 40_000 }, (_, i) => `,"ß${i}€"`), "]"];
    await spool.write(pieces.slice(0, 3));
    await spool.write(pieces.slice(3));
    await spool.end();
    const { text, error } = await reading;
    expect(error).toBeNull();
    expect(text).toBe(pieces.join(""));
    expect(JSON.parse(text)).toHaveLength(40_002);
  });

  it("fails its reader when the writer fails, after what was written", async () => {
    const spool = await Spool.open();
    const reading = readAll(spool.follow());
    await spool.write("x".repeat(2_000_000));
    spool.fail(new Error("the database went away"));
    const { text, error } = await reading;
    expect(String(error)).toContain("the database went away");
    expect(text.length).toBeLessThanOrEqual(2_000_000);
  });

  it("stops its writer once the reader has gone, whether it had begun to read or not", async () => {
    for (const begun of [true, false]) {
      const spool = await Spool.open();
      const stream = spool.follow();
      await spool.write("x".repeat(2_000_000));
      if (begun) await new Promise((resolve) => stream.once("data", resolve));
      stream.destroy();
      await new Promise((resolve) => stream.once("close", resolve));
      // The reader's end closes the file; the next write says so.
      await expect(
        (async () => {
          for (let i = 0; i < 100; i++) await spool.write("y".repeat(100_000));
        })(),
      ).rejects.toBeInstanceOf(SpoolClosed);
    }
  });
});
