import { afterEach, describe, expect, it, vi } from "vitest";
import { playSummary } from "../shared/api/play";
import { fakeFetch, on } from "../../tests/support/fake-fetch";
import { api } from "./api";
import { playRoutes } from "./api-routes";

afterEach(() => vi.unstubAllGlobals());

const SUMMARY = {
  streak: 2,
  shield_needed: false,
  shield_used: false,
  shield: { has_streak_shield: false, streak_shield_expires_at: null, active: false, expiring_soon: false },
  tower_unlocked: true,
  has_played: true,
  times_table_tower_daily_wins: 1,
};

/** The component tests' fake server answers only as the contract lets the real one. */
describe("the fake server of the component tests", () => {
  it("answers an endpoint named by its definition, for any of its ids, with a body typed by its response", async () => {
    fakeFetch(on(playSummary, { status: 200, body: SUMMARY }));
    await expect(api(playRoutes.playSummary, { params: { childId: "ava" } })).resolves.toEqual(SUMMARY);
    await expect(api(playRoutes.playSummary, { params: { childId: "leo" } })).resolves.toEqual(SUMMARY);
  });

  it("answers, when given path parameters, the request for those alone", async () => {
    fakeFetch(on(playSummary, { status: 200, body: SUMMARY }, { params: { childId: "ava" } }));
    await expect(api(playRoutes.playSummary, { params: { childId: "ava" } })).resolves.toEqual(SUMMARY);
    await expect(fetch("/api/children/leo/play-summary")).rejects.toThrow(
      "Unexpected request GET /api/children/leo/play-summary",
    );
    // @ts-expect-error the parameters are the endpoint's own
    const wrongParams = () => on(playSummary, { status: 200, body: SUMMARY }, { params: { sessionId: "ava" } });
    expect(wrongParams).toThrow(/Missing path parameter childId/);
  });

  it("works out an answer at each request when given a function, as a server whose state changes", async () => {
    let asked = 0;
    fakeFetch(on(playSummary, () => ({ status: 200, body: { ...SUMMARY, streak: ++asked } })));
    await expect(api(playRoutes.playSummary, { params: { childId: "ava" } })).resolves.toMatchObject({ streak: 1 });
    await expect(api(playRoutes.playSummary, { params: { childId: "ava" } })).resolves.toMatchObject({ streak: 2 });
  });

  it("refuses, when it is given, an answer worked out at a request that the contract does not accept", () => {
    const drifted: Partial<typeof SUMMARY> = { ...SUMMARY };
    delete drifted.shield_used;
    // The setup fails any test that writes a console.error; this one is expected, and checked below.
    const consoleError = vi.mocked(console.error).mockImplementationOnce(() => undefined);
    // @ts-expect-error a success body must be the endpoint's whole response
    fakeFetch(on(playSummary, () => ({ status: 200, body: drifted })));
    expect(() => fetch("/api/children/ava/play-summary")).toThrow(/breaks the contract/);
    expect(consoleError).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringMatching(/play-summary breaks the contract/) }),
    );
  });

  it("takes only routes made by on(): a hand-written route is refused by the type checker", () => {
    // Never called: `npx tsc` fails if the fake takes a bare function again.
    const handWritten = () =>
      // @ts-expect-error a route names its endpoint, through on()
      fakeFetch((url: string) => (url === "/api/health" ? { status: 200, body: {} } : undefined));
    expect(handWritten).toBeTypeOf("function");
  });

  it("refuses, when it is set up, an answer the endpoint's response schema does not accept", () => {
    const drifted: Partial<typeof SUMMARY> = { ...SUMMARY };
    delete drifted.shield_used;
    // @ts-expect-error a success body must be the endpoint's whole response
    expect(() => on(playSummary, { status: 200, body: drifted })).toThrow(
      /GET \/api\/children\/:childId\/play-summary breaks the contract/,
    );
  });

  it("refuses an error answer that is not the API's error body", () => {
    const wrongError = () =>
      // @ts-expect-error an error answer must be the API's error body, with one of its codes
      on(playSummary, { status: 404, body: { error: { code: "no_such_code", message: "x" } } });
    expect(wrongError).toThrow(/breaks the contract/);
  });

  it("names an endpoint by its definition only: a method and path are refused by the type checker", () => {
    // Never called: `npx tsc` fails if the fake takes a method and path again.
    // @ts-expect-error an endpoint is named by its definition
    const byPath = () => on("GET", "/api/children/ava/play-summary", { status: 200, body: SUMMARY });
    expect(byPath).toBeTypeOf("function");
  });
});
