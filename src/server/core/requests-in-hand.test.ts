import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { countInHand, givingWayTo, IN_HAND } from "./requests-in-hand";

const countOf = (buffer: SharedArrayBuffer) => Atomics.load(new Int32Array(buffer), IN_HAND);
const newCount = () => new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT);

/** Whether `promise` has settled once what waits on the event loop has run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe("the server's requests in hand", () => {
  let server: Server | undefined;
  afterEach(async () => {
    await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  });

  it("counts a request from when the server takes it until its answer is finished", async () => {
    const buffer = newCount();
    let answer: (() => void) | undefined;
    const taken = new Promise<void>((resolve) => {
      server = createServer((_req, res) => {
        countInHand(res, buffer);
        answer = () => res.end("done");
        resolve();
      });
    });
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    const { port } = server?.address() as AddressInfo;
    const answered = new Promise<string>((resolve, reject) => {
      request({ port, host: "127.0.0.1", path: "/" }, (res) => {
        res.setEncoding("utf8");
        let body = "";
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve(body));
      })
        .on("error", reject)
        .end();
    });
    await taken;
    expect(countOf(buffer)).toBe(1);
    answer?.();
    expect(await answered).toBe("done");
    await expect.poll(() => countOf(buffer)).toBe(0);
  });

  it("counts a request whose connection closes before its answer once, and no further", async () => {
    const buffer = newCount();
    const taken = new Promise<void>((resolve) => {
      server = createServer((_req, res) => {
        countInHand(res, buffer);
        resolve();
      });
    });
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    const { port } = server?.address() as AddressInfo;
    const asked = request({ port, host: "127.0.0.1", path: "/" }).on("error", () => undefined);
    asked.end();
    await taken;
    expect(countOf(buffer)).toBe(1);
    asked.destroy();
    await expect.poll(() => countOf(buffer)).toBe(0);
  });
});

describe("giving way to the requests in hand", () => {
  it("goes on at once when no request is in hand", async () => {
    const giveWay = givingWayTo(newCount(), 60_000);
    await expect(giveWay()).resolves.toBeUndefined();
  });

  it("waits while a request is in hand, and goes on as soon as its answer is finished", async () => {
    const buffer = newCount();
    const counts = new Int32Array(buffer);
    Atomics.store(counts, IN_HAND, 2);
    const waiting = givingWayTo(buffer, 60_000)();
    expect(await settled(waiting)).toBe(false);
    Atomics.sub(counts, IN_HAND, 1);
    Atomics.notify(counts, IN_HAND);
    expect(await settled(waiting)).toBe(false);
    Atomics.sub(counts, IN_HAND, 1);
    Atomics.notify(counts, IN_HAND);
    await expect(waiting).resolves.toBeUndefined();
  });

  it("waits no longer than its bound when the server stays busy", async () => {
    const buffer = newCount();
    Atomics.store(new Int32Array(buffer), IN_HAND, 1);
    // The request is never answered: the wait ends at its bound all the same.
    await expect(givingWayTo(buffer, 5)()).resolves.toBeUndefined();
  });
});
