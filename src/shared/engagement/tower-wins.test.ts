import { describe, expect, it } from "vitest";
import { SHIELD_DAILY_TOWER_WINS } from "../constants";
import type { ShieldState } from "./shield";
import { recordTowerResult, towerDailyWinsOn, type TowerWinsState } from "./tower-wins";

const noShield: ShieldState = { held: false, expiresAt: null, usesCount: 0 };
const heldShield: ShieldState = { held: true, expiresAt: new Date("2026-06-05T23:59:59.999Z"), usesCount: 1 };
const expiredShield: ShieldState = { held: true, expiresAt: new Date("2026-05-20T23:59:59.999Z"), usesCount: 1 };
const wins = (dailyWins: number, lastWinDate: string | null): TowerWinsState => ({ dailyWins, lastWinDate });
const NOW = new Date("2026-06-01T15:30:00.000Z");

describe("tower daily wins and the shield award", () => {
  it.each([
    {
      name: "score 0 is no win",
      before: wins(2, "2026-06-01"),
      s: noShield,
      score: 0,
      after: wins(2, "2026-06-01"),
      award: false,
    },
    {
      name: "first win ever",
      before: wins(0, null),
      s: noShield,
      score: 1,
      after: wins(1, "2026-06-01"),
      award: false,
    },
    {
      name: "second win today",
      before: wins(1, "2026-06-01"),
      s: noShield,
      score: 5,
      after: wins(2, "2026-06-01"),
      award: false,
    },
    {
      name: "third win today awards",
      before: wins(2, "2026-06-01"),
      s: noShield,
      score: 20,
      after: wins(3, "2026-06-01"),
      award: true,
    },
    {
      name: "fourth win today, no shield: awards",
      before: wins(3, "2026-06-01"),
      s: noShield,
      score: 3,
      after: wins(4, "2026-06-01"),
      award: true,
    },
    {
      name: "third win while a shield is held",
      before: wins(2, "2026-06-01"),
      s: heldShield,
      score: 4,
      after: wins(3, "2026-06-01"),
      award: false,
    },
    {
      name: "third win with an expired shield awards",
      before: wins(2, "2026-06-01"),
      s: expiredShield,
      score: 4,
      after: wins(3, "2026-06-01"),
      award: true,
    },
    {
      name: "a new day resets before adding",
      before: wins(2, "2026-05-31"),
      s: noShield,
      score: 1,
      after: wins(1, "2026-06-01"),
      award: false,
    },
    {
      name: "a stale counter of 5 resets",
      before: wins(5, "2026-05-01"),
      s: noShield,
      score: 1,
      after: wins(1, "2026-06-01"),
      award: false,
    },
  ])("$name", ({ before, s, score, after, award }) => {
    const outcome = recordTowerResult(before, s, score, NOW);
    expect(outcome.wins).toEqual(after);
    expect(outcome.won).toBe(score > 0);
    expect(outcome.shieldAwarded).toBe(award);
    if (award) {
      expect(outcome.shield.held).toBe(true);
      expect(outcome.shield.expiresAt?.toISOString()).toBe("2026-06-08T23:59:59.999Z");
      expect(outcome.shield.usesCount).toBe(s.usesCount);
    } else {
      expect(outcome.shield).toBe(s);
    }
  });

  it("awards at the constant's count", () => {
    expect(SHIELD_DAILY_TOWER_WINS).toBe(3);
  });

  it("a win just before and just after midnight UTC are different days", () => {
    const late = recordTowerResult(wins(1, "2026-06-01"), noShield, 2, new Date("2026-06-01T23:59:59.999Z"));
    expect(late.wins).toEqual(wins(2, "2026-06-01"));
    const early = recordTowerResult(late.wins, noShield, 2, new Date("2026-06-02T00:00:00.000Z"));
    expect(early.wins).toEqual(wins(1, "2026-06-02"));
  });

  it.each([
    [wins(2, "2026-06-01"), "2026-06-01", 2],
    [wins(2, "2026-05-31"), "2026-06-01", 0],
    [wins(0, null), "2026-06-01", 0],
  ])("today's count of %o on %s is %i", (state, today, expected) => {
    expect(towerDailyWinsOn(state, today)).toBe(expected);
  });
});
