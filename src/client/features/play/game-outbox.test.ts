import { describe, expect, it, vi } from "vitest";
import { noSaveOutcomes, type SaveGameBody, type SaveGameResponse } from "../../../shared/api/play";
import { ApiError } from "../../api";
import { productMessages } from "../../../shared/messages";
import { SESSION_SAVE_TIMEOUT_MS } from "../../../shared/game/modes";
import { createGameOutbox, isFinalRefusal, type OutboxStore } from "./game-outbox";
import type { OutboxPlayer } from "./outbox-player";

function memoryStore(): OutboxStore & { data: Map<string, unknown> } {
  const data = new Map<string, unknown>();
  return {
    data,
    get: <T>(key: string) => Promise.resolve(data.get(key) as T | undefined),
    set: (key, value) => Promise.resolve(void data.set(key, structuredClone(value))),
    del: (key) => Promise.resolve(void data.delete(key)),
    keys: () => Promise.resolve([...data.keys()]),
  };
}

const body = (clientId: string): SaveGameBody => ({
  client_id: clientId,
  child_id: "5d0b1f0e-8d55-4b8f-9c51-2f0d1c6f0a11",
  mode: "timed",
  difficulty_level: "beginner",
  duration_seconds: 90,
  questions: [],
});

const response = (clientId: string): SaveGameResponse => ({
  session: {
    id: "s-1",
    client_id: clientId,
    child_id: null,
    user_id: "u",
    mode: "timed",
    difficulty_level: "beginner",
    score: 0,
    max_score: 40,
    duration: 90,
    time_allowance: "standard",
    created_at: new Date(0).toISOString(),
  },
  questions: [],
  outcomes: noSaveOutcomes(),
});

const ID = "0b9d3c8e-1a43-4b5e-8a52-3f3b8c2d9e01";
const CHILD = "5d0b1f0e-8d55-4b8f-9c51-2f0d1c6f0a11";
/** The child who plays in these tests, and their parent. */
const child: OutboxPlayer = { family: "family-1", childId: CHILD };
const parent: OutboxPlayer = { family: "family-1", childId: null };

describe("the outbox of finished games", () => {
  it("keeps a game that could not be sent, and sends it once when asked again", async () => {
    const store = memoryStore();
    const send = vi
      .fn<(b: SaveGameBody) => Promise<SaveGameResponse>>()
      .mockRejectedValueOnce(new ApiError(0, "network_error", "offline"))
      .mockImplementation((b) => Promise.resolve(response(b.client_id)));
    const outbox = createGameOutbox(store, send);
    expect((await outbox.submit(body(ID), child)).kind).toBe("pending");
    expect(await outbox.pending()).toHaveLength(1);
    expect((await outbox.local(ID)).body?.client_id).toBe(ID);

    expect(await outbox.flush(child)).toBe(1);
    expect(await outbox.pending()).toHaveLength(0);
    expect((await outbox.local(ID)).response?.session.client_id).toBe(ID);
    expect(await outbox.flush(child)).toBe(0);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls.every(([b]) => b.client_id === ID)).toBe(true);
  });

  it("never sends the same game twice at the same time", async () => {
    let release: (r: SaveGameResponse) => void = () => undefined;
    const send = vi.fn(() => new Promise<SaveGameResponse>((resolve) => (release = resolve)));
    const outbox = createGameOutbox(memoryStore(), send);
    const first = outbox.submit(body(ID), child);
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    const second = outbox.trySend(ID);
    release(response(ID));
    expect((await first).kind).toBe("saved");
    expect((await second).kind).toBe("saved");
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("takes any 4xx but 408, 429 and 401 as the server's final answer", () => {
    const final = (status: number) => isFinalRefusal(new ApiError(status, "bad_request", "x"));
    for (const status of [400, 403, 404, 409, 410, 413, 422]) expect(final(status), String(status)).toBe(true);
    // Come back later (408, 429), the session ended (401: the game waits for its player), no answer, a server fault.
    for (const status of [0, 401, 408, 429, 500, 502, 503]) expect(final(status), String(status)).toBe(false);
    expect(isFinalRefusal(new Error("x"))).toBe(false);
  });

  it("ends the retries of a game the server refuses for good, keeping it and the refusal for the results page", async () => {
    for (const [status, code] of [
      [409, "challenge_closed"],
      [422, "implausible_game"],
      [400, "validation_failed"],
      [403, "tower_locked"],
      [404, "child_not_found"],
    ] as const) {
      const store = memoryStore();
      const send = vi.fn(() => Promise.reject(new ApiError(status, code, `refused ${status}`)));
      const refused = createGameOutbox(store, send);
      expect((await refused.submit(body(ID), child)).kind).toBe("rejected");
      expect(await refused.pending()).toHaveLength(0);
      expect(await refused.local(ID)).toMatchObject({
        body: { client_id: ID },
        refusal: { status, code, message: `refused ${status}` },
      });
      expect((await refused.local(ID)).response).toBeUndefined();
      // Nothing is sent again, however often the outbox is flushed.
      expect(await refused.flush(child)).toBe(0);
      expect(await refused.trySend(ID)).toEqual({ kind: "pending", error: null, waiting: "offline" });
      expect(send).toHaveBeenCalledTimes(1);
    }
  });

  it("tells its listeners of a game refused when sent later from the queue, not of one refused as it ends", async () => {
    let online = false;
    const outbox = createGameOutbox(memoryStore(), () =>
      online
        ? Promise.reject(new ApiError(409, "challenge_closed", "This challenge was cancelled."))
        : Promise.reject(new ApiError(0, "network_error", "offline")),
    );
    const heard: string[] = [];
    outbox.onRefused((clientId, refusal) => heard.push(`${clientId}: ${refusal.message}`));
    expect((await outbox.submit(body("later"), child)).kind).toBe("pending");
    online = true;
    expect((await outbox.submit(body("now"), child)).kind).toBe("rejected");
    expect(heard).toEqual([]);
    await outbox.flush(child);
    expect(heard).toEqual(["later: This challenge was cancelled."]);
  });

  it("leaves to its own send a game being sent as it ends", async () => {
    let release: (r: SaveGameResponse) => void = () => undefined;
    const send = vi.fn(() => new Promise<SaveGameResponse>((resolve) => (release = resolve)));
    const outbox = createGameOutbox(memoryStore(), send);
    const ending = outbox.submit(body(ID), child);
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(await outbox.flush(child)).toBe(0);
    release(response(ID));
    expect((await ending).kind).toBe("saved");
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("keeps a game the server could not answer, or answered come back later", async () => {
    for (const status of [0, 401, 408, 429, 500, 503]) {
      const failing = createGameOutbox(memoryStore(), () =>
        Promise.reject(new ApiError(status, "internal_error", "x")),
      );
      expect((await failing.submit(body(ID), child)).kind).toBe("pending");
      expect(await failing.pending()).toHaveLength(1);
      expect((await failing.local(ID)).refusal).toBeUndefined();
    }
  });

  it("keeps a game refused because the server's storage is full, and sends it again once there is room", async () => {
    let full = true;
    const outbox = createGameOutbox(memoryStore(), (sent) =>
      full
        ? Promise.reject(new ApiError(503, "storage_full", productMessages.storageFull))
        : Promise.resolve(response(sent.client_id)),
    );
    expect((await outbox.submit(body(ID), child)).kind).toBe("pending");
    expect(await outbox.pending()).toHaveLength(1);
    full = false;
    expect((await outbox.trySend(ID)).kind).toBe("saved");
    expect(await outbox.pending()).toHaveLength(0);
  });

  it("keeps the latest refused games only", async () => {
    const store = memoryStore();
    const outbox = createGameOutbox(store, () => Promise.reject(new ApiError(422, "implausible_game", "x")));
    for (let i = 0; i < 25; i++) await outbox.submit(body(`game-${i}`), child);
    expect([...store.data.keys()].filter((k) => k.startsWith("refused:"))).toHaveLength(20);
  });

  it("sends a game only as the child who played it or their family's parent", async () => {
    const sent: string[] = [];
    let online = false;
    const outbox = createGameOutbox(memoryStore(), (b) => {
      if (!online) return Promise.reject(new ApiError(0, "network_error", "offline"));
      sent.push(b.client_id);
      return Promise.resolve(response(b.client_id));
    });
    await outbox.submit(body("ava"), child);
    await outbox.submit({ ...body("parent-own"), child_id: null }, parent);
    online = true;
    // A sibling, or another family's parent, signed in on this device: nothing of theirs to send.
    const sibling = { family: "family-1", childId: "7e4a2b1c-0000-4000-8000-000000000000" };
    expect(await outbox.flush(sibling)).toBe(0);
    expect(await outbox.flush({ family: "family-2", childId: null })).toBe(0);
    expect(await outbox.pending(sibling)).toHaveLength(0);
    expect(await outbox.pending()).toHaveLength(2);
    // Ava sends her own game; her parent sends what is left.
    expect(await outbox.flush(child)).toBe(1);
    expect(await outbox.flush(parent)).toBe(1);
    expect(sent).toEqual(["ava", "parent-own"]);
  });

  it("lets a game kept by an older version be sent by its child or any parent", async () => {
    const store = memoryStore();
    store.data.set(`outbox:${ID}`, { body: body(ID), queuedAt: 1, attempts: 0 });
    const outbox = createGameOutbox(store, (b) => Promise.resolve(response(b.client_id)));
    expect(await outbox.pending({ family: "f", childId: "someone-else" })).toHaveLength(0);
    expect(await outbox.pending({ family: "f", childId: CHILD })).toHaveLength(1);
    expect(await outbox.flush({ family: "f", childId: null })).toBe(1);
  });

  it("sends straight away when the device cannot keep the game, and says when that failed", async () => {
    const broken: OutboxStore = { ...memoryStore(), set: () => Promise.reject(new Error("QuotaExceededError")) };
    const saved = createGameOutbox(broken, (b) => Promise.resolve(response(b.client_id)));
    expect((await saved.submit(body(ID), child)).kind).toBe("saved");
    const failing = createGameOutbox(broken, () => Promise.reject(new ApiError(0, "network_error", "offline")));
    expect(await failing.submit(body(ID), child)).toMatchObject({ kind: "lost", timedOut: false });
  });

  it("tells its listeners of each game the server acknowledges, sent now or later from the queue", async () => {
    let online = false;
    const outbox = createGameOutbox(memoryStore(), (b) =>
      online ? Promise.resolve(response(b.client_id)) : Promise.reject(new ApiError(0, "network_error", "offline")),
    );
    const heard: string[] = [];
    const stop = outbox.onSaved((r) => heard.push(r.session.client_id));
    await outbox.submit(body("a"), child);
    expect(heard).toEqual([]);
    online = true;
    await outbox.flush(child);
    await outbox.submit(body("b"), child);
    expect(heard).toEqual(["a", "b"]);
    stop();
    await outbox.submit(body("c"), child);
    expect(heard).toEqual(["a", "b"]);
  });

  it("says why a game waits: the server's error or silence, or no connection, and tells its listeners with Retry-After", async () => {
    const heard: (number | null)[] = [];
    const cases = [
      [new ApiError(500, "internal_error", "x"), "server"],
      [new ApiError(503, "database_unavailable", "x", {}, 10_000), "server"],
      [new ApiError(0, "network_error", "offline"), "offline"],
    ] as const;
    for (const [error, waiting] of cases) {
      const outbox = createGameOutbox(memoryStore(), () => Promise.reject(error));
      outbox.onWaiting((retryAfterMs) => heard.push(retryAfterMs));
      expect(await outbox.submit(body(ID), child)).toMatchObject({ kind: "pending", waiting });
      expect((await outbox.local(ID)).waiting).toBe(waiting);
    }
    expect(heard).toEqual([null, 10_000, null]);
  });

  it("says a game the server did not answer in time waits on the server", async () => {
    vi.useFakeTimers();
    try {
      const outbox = createGameOutbox(
        memoryStore(),
        (_b, signal) =>
          new Promise((_resolve, reject) => signal.addEventListener("abort", () => reject(new Error("aborted")))),
      );
      const sent = outbox.submit(body(ID), child);
      await vi.advanceTimersByTimeAsync(SESSION_SAVE_TIMEOUT_MS);
      expect(await sent).toMatchObject({ kind: "pending", waiting: "server" });
    } finally {
      vi.useRealTimers();
    }
  });
});
