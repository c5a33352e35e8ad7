import { afterEach, describe, expect, it, vi } from "vitest";
import { messages, productMessages } from "../shared/messages";
import { testChildSession } from "../../tests/support/child-session";
import { fakeFetch, on } from "../../tests/support/fake-fetch";
import { api, ApiError, onAuthLost, retryAfterMsOf } from "./api";
import { accountsRoutes, childrenRoutes, playRoutes } from "./api-routes";
import { writeChildSession } from "./session/child-session-storage";
import { playSummary } from "../shared/api/play";
import { forgotPassword, getSession } from "../shared/api/accounts";
import { childLogin, childMe, listChildren } from "../shared/api/children";

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe("api", () => {
  it("calls an endpoint by its route: method, filled path and body", async () => {
    const summary = {
      streak: 2,
      shield_needed: false,
      shield_used: false,
      shield: { has_streak_shield: false, streak_shield_expires_at: null, active: false, expiring_soon: false },
      tower_unlocked: false,
      has_played: true,
      times_table_tower_daily_wins: 0,
    };
    const { calls } = fakeFetch(
      on(playSummary, { status: 200, body: summary }),
      on(forgotPassword, { status: 200, body: { ok: true } }),
    );
    await expect(api(playRoutes.playSummary, { params: { childId: "c/1" } })).resolves.toEqual(summary);
    expect(calls[0]?.url).toBe("/api/children/c%2F1/play-summary");
    await api(accountsRoutes.forgotPassword, { body: { email: "a@example.com" } });
    expect(calls[1]?.init.method).toBe("POST");
    expect(calls[1]?.init.body).toBe(JSON.stringify({ email: "a@example.com" }));
  });

  it("turns an error body into an ApiError with its status, code, message and fields", async () => {
    fakeFetch(
      on(childLogin, {
        status: 400,
        body: { error: { code: "validation_failed", message: messages.invalidEmail, fields: { parent_email: "x" } } },
      }),
    );
    const error = await api(childrenRoutes.childLogin, { body: { parent_email: "a", child_pin: "1" } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: "validation_failed",
      message: messages.invalidEmail,
      fields: { parent_email: "x" },
    });
  });

  it("keeps how long the server asked to wait (Retry-After, in seconds or as a date)", async () => {
    const busy = { error: { code: "database_unavailable" as const, message: productMessages.serviceBusy } };
    fakeFetch(on(getSession, { status: 503, body: busy, headers: { "retry-after": "5" } }));
    await expect(api(accountsRoutes.getSession)).rejects.toMatchObject({ status: 503, retryAfterMs: 5_000 });
    fakeFetch(on(getSession, { status: 503, body: busy }));
    await expect(api(accountsRoutes.getSession)).rejects.toMatchObject({ status: 503, retryAfterMs: null });
    expect(retryAfterMsOf("Wed, 21 Oct 2026 07:28:30 GMT", Date.parse("Wed, 21 Oct 2026 07:28:00 GMT"))).toBe(30_000);
    expect(retryAfterMsOf("soon", 0)).toBeNull();
    expect(retryAfterMsOf("-1", 0)).toBeNull();
  });

  it("answers an unreadable error with the generic message", async () => {
    fakeFetch(on(getSession, { status: 502, text: "Bad gateway" }));
    await expect(api(accountsRoutes.getSession)).rejects.toMatchObject({
      status: 502,
      code: "http_error",
      message: messages.somethingWentWrong,
    });
  });

  it("reports a 401 on a signed-in call as a lost session of whoever it was made for", async () => {
    const lost = vi.fn();
    const stop = onAuthLost(lost);
    const gone = { status: 401, body: { error: { code: "not_authenticated" as const, message: "No" } } };
    fakeFetch(on(listChildren, gone), on(childMe, gone), on(getSession, gone));
    await expect(api(childrenRoutes.listChildren)).rejects.toBeInstanceOf(ApiError);
    expect(lost).toHaveBeenLastCalledWith("parent", expect.any(ApiError));
    // A public call carries no session to lose.
    await expect(api(accountsRoutes.getSession)).rejects.toBeInstanceOf(ApiError);
    expect(lost).toHaveBeenCalledTimes(1);
    writeChildSession(testChildSession(1));
    await expect(api(childrenRoutes.childMe)).rejects.toBeInstanceOf(ApiError);
    expect(lost).toHaveBeenLastCalledWith("child", expect.any(ApiError));
    stop();
  });

  it("a 401 to a child's request that arrives after another child has signed in loses nothing", async () => {
    const lost = vi.fn();
    const stop = onAuthLost(lost);
    writeChildSession(testChildSession(1));
    let answer: (res: Response) => void = () => undefined;
    vi.stubGlobal("fetch", () => new Promise<Response>((resolve) => (answer = resolve)));
    const late = api(childrenRoutes.childMe);
    writeChildSession({ ...testChildSession(60), token: "u".repeat(40) });
    answer(new Response(JSON.stringify({ error: { code: "not_authenticated", message: "No" } }), { status: 401 }));
    await expect(late).rejects.toBeInstanceOf(ApiError);
    expect(lost).not.toHaveBeenCalled();
    stop();
  });

  it("routes carry the endpoints' method, path and access, and nothing else", () => {
    expect(childrenRoutes.childLogin).toEqual({ method: "POST", path: "/api/child/login", access: "public" });
    expect(playRoutes.saveGame).toEqual({ method: "POST", path: "/api/games", access: "player" });
  });
});
