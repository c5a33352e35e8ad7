import { describe, expect, it, vi } from "vitest";
import type { SaveGameBody, SaveGameResponse } from "../../../shared/api/play";
import { ApiError } from "../../api";
import { createGameOutbox, retryDelayMs, type OutboxStore } from "./game-outbox";

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
    created_at: new Date(0).toISOString(),
  },
  questions: [],
  outcomes: {
    tower_daily_wins: null,
    shield_awarded: false,
    badges_earned: [],
    challenge: null,
    mission_completed: null,
  },
});

const ID = "0b9d3c8e-1a43-4b5e-8a52-3f3b8c2d9e01";

describe("the outbox of finished games", () => {
  it("keeps a game that could not be sent, and sends it once when asked again", async () => {
    const store = memoryStore();
    const send = vi
      .fn<(b: SaveGameBody) => Promise<SaveGameResponse>>()
      .mockRejectedValueOnce(new ApiError(0, "network_error", "offline"))
      .mockImplementation((b) => Promise.resolve(response(b.client_id)));
    const outbox = createGameOutbox(store, send);
    expect((await outbox.submit(body(ID))).kind).toBe("pending");
    expect(await outbox.pending()).toHaveLength(1);
    expect((await outbox.local(ID)).body?.client_id).toBe(ID);

    expect(await outbox.flush()).toBe(1);
    expect(await outbox.pending()).toHaveLength(0);
    expect((await outbox.local(ID)).response?.session.client_id).toBe(ID);
    expect(await outbox.flush()).toBe(0);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls.every(([b]) => b.client_id === ID)).toBe(true);
  });

  it("never sends the same game twice at the same time", async () => {
    let release: (r: SaveGameResponse) => void = () => undefined;
    const send = vi.fn(() => new Promise<SaveGameResponse>((resolve) => (release = resolve)));
    const outbox = createGameOutbox(memoryStore(), send);
    const first = outbox.submit(body(ID));
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    const second = outbox.trySend(ID);
    release(response(ID));
    expect((await first).kind).toBe("saved");
    expect((await second).kind).toBe("saved");
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("drops a game the server refuses for good, and keeps one it could not answer", async () => {
    const refused = createGameOutbox(memoryStore(), () =>
      Promise.reject(new ApiError(422, "validation_failed", "Too many questions")),
    );
    expect((await refused.submit(body(ID))).kind).toBe("rejected");
    expect(await refused.pending()).toHaveLength(0);
    expect((await refused.local(ID)).body?.client_id).toBe(ID);

    for (const status of [0, 401, 403, 404, 429, 500, 503]) {
      const failing = createGameOutbox(memoryStore(), () =>
        Promise.reject(new ApiError(status, "internal_error", "x")),
      );
      expect((await failing.submit(body(ID))).kind).toBe("pending");
      expect(await failing.pending()).toHaveLength(1);
    }
  });

  it("sends straight away when the device cannot keep the game, and says when that failed", async () => {
    const broken: OutboxStore = { ...memoryStore(), set: () => Promise.reject(new Error("QuotaExceededError")) };
    const saved = createGameOutbox(broken, (b) => Promise.resolve(response(b.client_id)));
    expect((await saved.submit(body(ID))).kind).toBe("saved");
    const failing = createGameOutbox(broken, () => Promise.reject(new ApiError(0, "network_error", "offline")));
    expect(await failing.submit(body(ID))).toMatchObject({ kind: "lost", timedOut: false });
  });

  it("tells its listeners of each game the server acknowledges, sent now or later from the queue", async () => {
    let online = false;
    const outbox = createGameOutbox(memoryStore(), (b) =>
      online ? Promise.resolve(response(b.client_id)) : Promise.reject(new ApiError(0, "network_error", "offline")),
    );
    const heard: string[] = [];
    const stop = outbox.onSaved((r) => heard.push(r.session.client_id));
    await outbox.submit(body("a"));
    expect(heard).toEqual([]);
    online = true;
    await outbox.flush();
    await outbox.submit(body("b"));
    expect(heard).toEqual(["a", "b"]);
    stop();
    await outbox.submit(body("c"));
    expect(heard).toEqual(["a", "b"]);
  });

  it("backs off 2 s, 4 s, 8 s ... up to a minute", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 10].map(retryDelayMs)).toEqual([
      2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000,
    ]);
  });
});
