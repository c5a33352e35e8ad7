import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { playSummary, spendStreakShield } from "../../shared/api/play";
import { fakeFetch, on } from "../../../tests/support/fake-fetch";
import { playSummaryQuery } from "./play";

afterEach(() => vi.unstubAllGlobals());

const SHIELD = { has_streak_shield: true, streak_shield_expires_at: "2026-09-10T23:59:59.999Z", active: true };
const READ = {
  streak: 4,
  shield_needed: true,
  shield_used: false,
  shield: { ...SHIELD, expiring_soon: false },
  tower_unlocked: true,
  has_played: true,
  times_table_tower_daily_wins: 0,
};
const SPENT = {
  ...READ,
  shield_needed: false,
  shield_used: true,
  shield: { ...SHIELD, has_streak_shield: false, active: false, expiring_soon: false },
};

const fetchSummary = () => new QueryClient().query(playSummaryQuery("ava"));
const posts = (calls: { init: RequestInit }[]) => calls.filter((c) => c.init.method === "POST").length;

describe("the play summary's query", () => {
  it("reads only, when the streak needs no shield", async () => {
    const { calls } = fakeFetch(on(playSummary, { status: 200, body: { ...READ, shield_needed: false } }));
    expect(await fetchSummary()).toMatchObject({ shield_needed: false, shield_used: false });
    expect(posts(calls)).toBe(0);
  });

  it("spends the shield with a POST when the summary says the streak needs it, and shows that answer", async () => {
    const { calls } = fakeFetch(
      on(playSummary, { status: 200, body: READ }),
      on(spendStreakShield, { status: 200, body: SPENT }),
    );
    expect(await fetchSummary()).toEqual(SPENT);
    expect(posts(calls)).toBe(1);
    expect(calls.map((c) => `${c.init.method ?? "GET"} ${c.url}`)).toEqual([
      "GET /api/children/ava/play-summary",
      "POST /api/children/ava/streak-shield/spend",
    ]);
  });

  it("keeps the summary as read when the POST fails, so the streak still shows", async () => {
    fakeFetch(on(playSummary, { status: 200, body: READ }), on(spendStreakShield, "network-error"));
    expect(await fetchSummary()).toEqual(READ);
  });
});
