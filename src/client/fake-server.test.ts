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
