import type { ServerResponse } from "node:http";
import { yieldToSaves } from "./sweep-pace";

/**
 * The server's requests in hand, counted where every thread of the process can read them (decision 0069): how many
 * requests the HTTP server has taken and not yet finished answering, in the buffer's one 32-bit slot.
 */
export const IN_HAND = 0;

/** The process's own count, made once where the server runs; the sweeps' thread receives its buffer. */
export const requestsInHand = new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT);

/**
 * Counts `response`'s request in hand from now until its answer is finished or its connection closes (whichever
 * comes first, once).
 */
export function countInHand(response: ServerResponse, buffer: SharedArrayBuffer = requestsInHand): void {
  const counts = new Int32Array(buffer);
  Atomics.add(counts, IN_HAND, 1);
  let done = false;
  const finished = () => {
    if (done) return;
    done = true;
    if (Atomics.sub(counts, IN_HAND, 1) === 1) Atomics.notify(counts, IN_HAND);
  };
  response.once("finish", finished);
  response.once("close", finished);
}

/**
 * The longest a piece of the sweeps' work waits for the requests in hand: a save takes some 6 ms at 50 a second
 * (decision 0067), and a report's sweep that waited longer would stretch past its 15 minutes when the server is
 * busy; once it has waited so long, the piece goes ahead beside the requests.
 */
const GIVE_WAY_MS = 10;

/** Whether Atomics.waitAsync is at hand (Node 20 has it; a runtime without it gives a turn only). */
const waitAsync: typeof Atomics.waitAsync | undefined = Atomics.waitAsync;

/** How long to wait for the requests in hand, in `counts`, to be none, at most `ms`. */
async function noneInHand(counts: Int32Array, ms: number): Promise<void> {
  const until = performance.now() + ms;
  for (let n = Atomics.load(counts, IN_HAND); n > 0; n = Atomics.load(counts, IN_HAND)) {
    const left = until - performance.now();
    if (left <= 0 || !waitAsync) return;
    const waited = waitAsync(counts, IN_HAND, n, left);
    if (waited.async) await waited.value;
  }
}

/** A thread's way of giving way: where given the server's count, it waits for the requests in hand. */
export type GiveWay = () => Promise<void>;

/**
 * A thread's way of giving way to the requests in `buffer` (the server's count, handed to the sweeps' thread):
 * a turn for its own event loop, then a wait until the server has no request in hand, GIVE_WAY_MS at most.
 */
export function givingWayTo(buffer: SharedArrayBuffer, ms = GIVE_WAY_MS): GiveWay {
  const counts = new Int32Array(buffer);
  return async () => {
    await yieldToSaves();
    await noneInHand(counts, ms);
  };
}

// A turn for what waits on this thread's event loop, and nothing more: the server's own thread and the tests.
let current: GiveWay = yieldToSaves;

/** Gives way as this thread was told to (giveWayOnThisThread), else with a turn only. */
export const giveWay: GiveWay = () => current();

/** Has this thread give way to the server's requests in hand in `buffer` (the sweeps' thread, from its start). */
export function giveWayOnThisThread(buffer: SharedArrayBuffer): void {
  current = givingWayTo(buffer);
}
