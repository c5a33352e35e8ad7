import * as idb from "idb-keyval";
import type { SaveGameBody, SaveGameResponse } from "../../../shared/api/play";
import { SESSION_SAVE_TIMEOUT_MS } from "../../../shared/game/modes";
import { ApiError } from "../../api";
import { saveGame } from "../../queries/play";
import { isFinalAnswer } from "../../api-error";
import type { OutboxPlayer } from "./outbox-player";
import type { ErrorCode } from "../../../shared/api/error-codes";

/** Where finished games wait until the server has them; IndexedDB in the browser. */
export interface OutboxStore {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
  keys(): Promise<string[]>;
}

const indexedDbStore: OutboxStore = {
  get: (key) => idb.get(key),
  set: (key, value) => idb.set(key, value),
  del: (key) => idb.del(key),
  keys: async () => (await idb.keys()).map(String),
};

/**
 * Why a game still waits on this device: the device could not reach the server
 * (`offline`), or the server answered an error or nothing in time (`server`).
 */
export type WaitingReason = "offline" | "server";

export interface OutboxEntry {
  body: SaveGameBody;
  queuedAt: number;
  attempts: number;
  /** Who finished it; missing when nobody was known (or kept by an older version of the app). */
  player?: OutboxPlayer;
  /** Why the last try did not save it; missing before any try (or in an older version's copy). */
  waiting?: WaitingReason;
}

/** The server's final answer to a game it refused. */
export interface Refusal {
  status: number;
  code: ErrorCode;
  message: string;
}

export type SendResult =
  | { kind: "saved"; response: SaveGameResponse }
  /** Kept on this device; it will be sent again. */
  | { kind: "pending"; error: ApiError | null; waiting: WaitingReason }
  /** The server refused it for good; it leaves the outbox (its copy and the refusal stay for the results page). */
  | { kind: "rejected"; error: ApiError }
  /** It could be neither kept on this device nor sent. */
  | { kind: "lost"; error: ApiError | null; timedOut: boolean };

const PENDING = "outbox:";
const RESULT = "result:";
/** Games the server refused for good: kept so that the results page can still show them. */
const REFUSED = "refused:";
const KEEP_RESULTS = 20;

type Send = (body: SaveGameBody, signal: AbortSignal) => Promise<SaveGameResponse>;
const sendToServer: Send = saveGame;

/**
 * Why a send that the server did not answer for good failed: no answer in time, or any
 * answer (5xx, 408, 429, 401), is the server's; no answer at all, with the browser
 * offline or the request never reaching it, is the connection's.
 */
function waitingReasonOf(error: unknown, timedOut: boolean): WaitingReason {
  if (timedOut) return "server";
  if (typeof navigator !== "undefined" && !navigator.onLine) return "offline";
  return error instanceof ApiError && error.status !== 0 ? "server" : "offline";
}

/**
 * A refusal that no retry can fix: any final answer (the game invalid or
 * implausible, its challenge closed, the tower locked, the child gone), but a
 * 401, which says the session ended, not that the game is wrong: the game
 * waits until its player signs in again.
 */
export function isFinalRefusal(error: unknown): error is ApiError {
  return isFinalAnswer(error) && error.status !== 401;
}

/**
 * Whether the person signed in may send this game: the child who played it,
 * or their family's parent. Anyone else would be refused (another child's game
 * is not found for them), which must not end the game's retries.
 */
function maySend(entry: OutboxEntry, sender: OutboxPlayer): boolean {
  const mine = sender.childId === null || sender.childId === entry.body.child_id;
  // Who finished it is not known: its child, or a parent.
  if (!entry.player) return mine;
  return entry.player.family === sender.family && mine;
}

/**
 * The outbox of finished games (docs/product/engineering-rules.md#nothing-lost): a game is kept on the device
 * first, then sent with its client_id until the server acknowledges it; a
 * repeat is answered with the first result, so nothing is saved twice.
 */
export function createGameOutbox(store: OutboxStore = indexedDbStore, send: Send = sendToServer) {
  const inFlight = new Map<string, Promise<SendResult>>();
  const savedListeners = new Set<(response: SaveGameResponse) => void>();
  const refusedListeners = new Set<(clientId: string, refusal: Refusal) => void>();
  const waitingListeners = new Set<(retryAfterMs: number | null) => void>();
  const announce = (response: SaveGameResponse) => {
    for (const listener of savedListeners) listener(response);
  };

  /** Keeps the latest answers under `prefix` (saved or refused games), for the results page. */
  async function keep(prefix: string, clientId: string, value: object) {
    await store.set(prefix + clientId, { ...value, at: Date.now() });
    const results = (await store.keys()).filter((k) => k.startsWith(prefix));
    if (results.length <= KEEP_RESULTS) return;
    const dated = await Promise.all(
      results.map(async (k) => ({ k, at: (await store.get<{ at: number }>(k))?.at ?? 0 })),
    );
    dated.sort((a, b) => a.at - b.at);
    await Promise.all(dated.slice(0, dated.length - KEEP_RESULTS).map(({ k }) => store.del(k)));
  }

  async function attempt(clientId: string): Promise<SendResult> {
    const entry = await store.get<OutboxEntry>(PENDING + clientId);
    if (!entry) {
      const done = await store.get<{ response: SaveGameResponse }>(RESULT + clientId);
      if (done) return { kind: "saved", response: done.response };
      return { kind: "pending", error: null, waiting: "offline" };
    }
    await store.set(PENDING + clientId, { ...entry, attempts: entry.attempts + 1 });
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), SESSION_SAVE_TIMEOUT_MS);
    try {
      const response = await send(entry.body, controller.signal);
      await keep(RESULT, clientId, { response });
      await store.del(PENDING + clientId);
      announce(response);
      return { kind: "saved", response };
    } catch (error) {
      if (isFinalRefusal(error)) {
        const refusal: Refusal = { status: error.status, code: error.code, message: error.message };
        await keep(REFUSED, clientId, { body: entry.body, refusal });
        await store.del(PENDING + clientId);
        return { kind: "rejected", error };
      }
      const waiting = waitingReasonOf(error, controller.signal.aborted);
      // Why it waits, for its results page; a copy that cannot say so still waits.
      await store.set(PENDING + clientId, { ...entry, attempts: entry.attempts + 1, waiting }).catch(() => undefined);
      const apiError = error instanceof ApiError ? error : null;
      for (const listener of waitingListeners) listener(apiError?.retryAfterMs ?? null);
      return { kind: "pending", error: apiError, waiting };
    } finally {
      clearTimeout(timer);
    }
  }

  /** Without storage (a private window, a full disk) the game can only be sent straight away. */
  async function sendUnkept(body: SaveGameBody): Promise<SendResult> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), SESSION_SAVE_TIMEOUT_MS);
    try {
      const response = await send(body, controller.signal);
      announce(response);
      return { kind: "saved", response };
    } catch (error) {
      const timedOut = controller.signal.aborted;
      return { kind: "lost", error: error instanceof ApiError ? error : null, timedOut };
    } finally {
      clearTimeout(timer);
    }
  }

  /** Sends one game, never twice at the same time. */
  function trySend(clientId: string): Promise<SendResult> {
    const running = inFlight.get(clientId);
    if (running) return running;
    const promise = attempt(clientId).finally(() => inFlight.delete(clientId));
    inFlight.set(clientId, promise);
    return promise;
  }

  return {
    /** Calls `listener` each time the server acknowledges a game (now or later, from the queue); returns the unsubscribe. */
    onSaved(listener: (response: SaveGameResponse) => void): () => void {
      savedListeners.add(listener);
      return () => savedListeners.delete(listener);
    },
    /**
     * Calls `listener` each time the server refuses for good a game sent later from the
     * queue (a game refused as it ends goes to its results, which say so); returns the unsubscribe.
     */
    onRefused(listener: (clientId: string, refusal: Refusal) => void): () => void {
      refusedListeners.add(listener);
      return () => refusedListeners.delete(listener);
    },
    /**
     * Calls `listener` each time a game could not be sent and stays on this device, with the
     * server's Retry-After when it gave one; returns the unsubscribe.
     */
    onWaiting(listener: (retryAfterMs: number | null) => void): () => void {
      waitingListeners.add(listener);
      return () => waitingListeners.delete(listener);
    },
    /** Keeps a game `player` finished on the device (unknown: its child or any parent may send it), then sends it. */
    async submit(body: SaveGameBody, player: OutboxPlayer | null): Promise<SendResult> {
      try {
        const entry: OutboxEntry = { body, queuedAt: Date.now(), attempts: 0, ...(player && { player }) };
        await store.set(PENDING + body.client_id, entry);
      } catch {
        return sendUnkept(body);
      }
      return trySend(body.client_id);
    },
    trySend,
    /** Every game still waiting (those `sender` may send, when given), oldest first. */
    async pending(sender?: OutboxPlayer): Promise<OutboxEntry[]> {
      const keys = (await store.keys()).filter((k) => k.startsWith(PENDING));
      const entries = await Promise.all(keys.map((k) => store.get<OutboxEntry>(k)));
      return entries
        .filter((e): e is OutboxEntry => e !== undefined && (!sender || maySend(e, sender)))
        .sort((a, b) => a.queuedAt - b.queuedAt);
    },
    /**
     * Sends everything waiting that `sender` may send (but a game being sent as it ends);
     * returns how many games the server acknowledged.
     */
    async flush(sender: OutboxPlayer): Promise<number> {
      let saved = 0;
      for (const entry of await this.pending(sender)) {
        const clientId = entry.body.client_id;
        if (inFlight.has(clientId)) continue;
        const result = await trySend(clientId);
        if (result.kind === "saved") saved++;
        if (result.kind !== "rejected") continue;
        const { status, code, message } = result.error;
        for (const listener of refusedListeners) listener(clientId, { status, code, message });
      }
      return saved;
    },
    /**
     * This device's copy of a game: still waiting, the server's answer, or its
     * refusal with the game as played. Empty when storage fails.
     */
    async local(clientId: string): Promise<{
      body?: SaveGameBody;
      response?: SaveGameResponse;
      refusal?: Refusal;
      waiting?: WaitingReason;
    }> {
      try {
        const [entry, done, refused] = await Promise.all([
          store.get<OutboxEntry>(PENDING + clientId),
          store.get<{ response: SaveGameResponse }>(RESULT + clientId),
          store.get<{ body: SaveGameBody; refusal?: Refusal }>(REFUSED + clientId),
        ]);
        const body = entry?.body ?? refused?.body;
        return {
          ...(body && { body }),
          ...(entry?.waiting && { waiting: entry.waiting }),
          ...(done && { response: done.response }),
          ...(!entry && refused?.refusal && { refusal: refused.refusal }),
        };
      } catch {
        return {};
      }
    },
  };
}
