import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GAME_MODES, QUESTION_TYPES } from "../game/modes";
import {
  isRuleMet,
  longestRunsIn,
  lookBackDays,
  newlyEarnedBadges,
  ruleProgress,
  type BadgeFacts,
  type ModeFacts,
} from "./badge-rules";
import { daysInARow } from "./streak";
import { triggerRuleSchema, type TriggerRuleInput } from "./trigger-rule";

const TODAY = "2026-06-10";

const mode = (over: Partial<ModeFacts> = {}): ModeFacts => ({
  sessions: 0,
  percentCounts: [],
  fastestFullMarksSeconds: null,
  longestRuns: {},
  days: [],
  ...over,
});

const facts = (over: Partial<BadgeFacts> = {}): BadgeFacts => ({
  today: TODAY,
  modes: {},
  shieldDays: [],
  shieldsEarned: 0,
  shieldUses: 0,
  referralsCompleted: 0,
  triggeringMode: "timed",
  ...over,
});

const rule = (input: TriggerRuleInput) => triggerRuleSchema.parse(input);

interface Row {
  name: string;
  rule: TriggerRuleInput;
  facts: BadgeFacts;
  met: boolean;
  progress: number;
}

const rows: Row[] = [
  // session_completed(count)
  { name: "no games", rule: { type: "session_completed", count: 1 }, facts: facts(), met: false, progress: 0 },
  {
    name: "first game",
    rule: { type: "session_completed", count: 1 },
    facts: facts({ modes: { timed: mode({ sessions: 1 }) } }),
    met: true,
    progress: 99,
  },
  {
    name: "4 of 10 games, across modes",
    rule: { type: "session_completed", count: 10 },
    facts: facts({ modes: { timed: mode({ sessions: 3 }), get_to_100: mode({ sessions: 1 }) } }),
    met: false,
    progress: 40,
  },
  {
    name: "games of other modes do not count",
    rule: { type: "session_completed", count: 2, game_modes: ["traffic_light"] },
    facts: facts({ modes: { timed: mode({ sessions: 9 }), traffic_light: mode({ sessions: 1 }) } }),
    met: false,
    progress: 50,
  },
  // score_percentage(threshold)
  {
    name: "best 80% against 90%",
    rule: { type: "score_percentage", threshold: 90 },
    facts: facts({
      modes: {
        timed: mode({
          sessions: 2,
          percentCounts: [
            [80, 1],
            [40, 1],
          ],
        }),
      },
    }),
    met: false,
    progress: 88,
  },
  {
    name: "exactly the threshold",
    rule: { type: "score_percentage", threshold: 90 },
    facts: facts({ modes: { timed: mode({ sessions: 1, percentCounts: [[90, 1]] }) } }),
    met: true,
    progress: 99,
  },
  {
    name: "threshold 0 still needs a game",
    rule: { type: "score_percentage", threshold: 0 },
    facts: facts(),
    met: false,
    progress: 0,
  },
  {
    name: "100% in a mode the badge does not count",
    rule: { type: "score_percentage", threshold: 100, game_modes: ["missing_piece"] },
    facts: facts({ modes: { timed: mode({ sessions: 1, percentCounts: [[100, 1]] }) } }),
    met: false,
    progress: 0,
  },
  // session_duration(max_seconds)
  {
    name: "full marks in 50 s against 60 s",
    rule: { type: "session_duration", max_seconds: 60, game_modes: ["get_to_100"] },
    facts: facts({ modes: { get_to_100: mode({ sessions: 1, fastestFullMarksSeconds: 50 }) } }),
    met: true,
    progress: 99,
  },
  {
    name: "full marks in 120 s against 60 s",
    rule: { type: "session_duration", max_seconds: 60, game_modes: ["get_to_100"] },
    facts: facts({ modes: { get_to_100: mode({ sessions: 1, fastestFullMarksSeconds: 120 }) } }),
    met: false,
    progress: 50,
  },
  {
    name: "never full marks",
    rule: { type: "session_duration", max_seconds: 60 },
    facts: facts({ modes: { get_to_100: mode({ sessions: 5 }) } }),
    met: false,
    progress: 0,
  },
  // streak(question_type, count)
  {
    name: "10 multiplications in a row",
    rule: { type: "streak", question_type: "multiplication", count: 10 },
    facts: facts({ modes: { timed: mode({ sessions: 1, longestRuns: { multiplication: 10, addition: 2 } }) } }),
    met: true,
    progress: 99,
  },
  {
    name: "a run of another type does not count",
    rule: { type: "streak", question_type: "division", count: 5 },
    facts: facts({ modes: { timed: mode({ sessions: 1, longestRuns: { multiplication: 20, division: 1 } }) } }),
    met: false,
    progress: 20,
  },
  // high_score_sessions(threshold, count), default modes timed, get_to_100, missing_piece
  {
    name: "3 of 5 games at 80% or more",
    rule: { type: "high_score_sessions", threshold: 80, count: 5 },
    facts: facts({
      modes: {
        timed: mode({
          sessions: 4,
          percentCounts: [
            [80, 1],
            [95, 1],
            [79, 2],
          ],
        }),
        missing_piece: mode({ sessions: 1, percentCounts: [[100, 1]] }),
      },
    }),
    met: false,
    progress: 60,
  },
  {
    name: "traffic light is not a default mode",
    rule: { type: "high_score_sessions", threshold: 80, count: 2 },
    facts: facts({
      modes: {
        timed: mode({ sessions: 1, percentCounts: [[90, 1]] }),
        traffic_light: mode({ sessions: 5, percentCounts: [[100, 5]] }),
      },
    }),
    met: false,
    progress: 50,
  },
  {
    name: "5 high-score games",
    rule: { type: "high_score_sessions", threshold: 80, count: 5 },
    facts: facts({ modes: { get_to_100: mode({ sessions: 5, percentCounts: [[100, 5]] }) } }),
    met: true,
    progress: 99,
  },
  // daily_streak(days), the last 7 days
  {
    name: "3 days in a row up to today",
    rule: { type: "daily_streak", days: 3 },
    facts: facts({ modes: { timed: mode({ sessions: 3, days: ["2026-06-08", "2026-06-09", "2026-06-10"] }) } }),
    met: true,
    progress: 99,
  },
  {
    name: "a gap breaks the run",
    rule: { type: "daily_streak", days: 3 },
    facts: facts({ modes: { timed: mode({ sessions: 3, days: ["2026-06-07", "2026-06-09", "2026-06-10"] }) } }),
    met: false,
    progress: 66,
  },
  {
    name: "a day a shield covered counts",
    rule: { type: "daily_streak", days: 3 },
    facts: facts({ shieldDays: ["2026-06-09"], modes: { timed: mode({ sessions: 2, days: ["2026-06-08", TODAY] }) } }),
    met: true,
    progress: 99,
  },
  {
    name: "days of other modes do not count",
    rule: { type: "daily_streak", days: 2, game_modes: ["timed"] },
    facts: facts({ modes: { timed: mode({ days: [TODAY] }), get_to_100: mode({ days: ["2026-06-09"] }) } }),
    met: false,
    progress: 50,
  },
  // first_streak_shield
  { name: "no shield yet", rule: { type: "first_streak_shield" }, facts: facts(), met: false, progress: 0 },
  {
    name: "a shield earned",
    rule: { type: "first_streak_shield" },
    facts: facts({ shieldsEarned: 1 }),
    met: true,
    progress: 99,
  },
  {
    name: "a shield earned, after a game of another mode",
    rule: { type: "first_streak_shield", game_modes: ["times_table_tower"] },
    facts: facts({ shieldsEarned: 1, triggeringMode: "timed" }),
    met: false,
    progress: 99,
  },
  // shield_uses(count)
  {
    name: "1 of 3 uses",
    rule: { type: "shield_uses", count: 3 },
    facts: facts({ shieldUses: 1 }),
    met: false,
    progress: 33,
  },
  { name: "3 uses", rule: { type: "shield_uses", count: 3 }, facts: facts({ shieldUses: 3 }), met: true, progress: 99 },
  // streak_and_shield_uses(streak_days, shield_uses)
  {
    name: "streak met, uses not",
    rule: { type: "streak_and_shield_uses", streak_days: 2, shield_uses: 2 },
    facts: facts({ shieldUses: 1, modes: { timed: mode({ days: ["2026-06-09", TODAY] }) } }),
    met: false,
    progress: 75,
  },
  {
    name: "both met, a streak longer than a week",
    rule: { type: "streak_and_shield_uses", streak_days: 10, shield_uses: 1 },
    facts: facts({
      shieldUses: 1,
      modes: {
        timed: mode({ days: Array.from({ length: 10 }, (_, i) => `2026-06-${String(10 - i).padStart(2, "0")}`) }),
      },
    }),
    met: true,
    progress: 99,
  },
  // referrals_completed(count)
  {
    name: "a completed referral",
    rule: { type: "referrals_completed", count: 1 },
    facts: facts({ referralsCompleted: 1, triggeringMode: null }),
    met: true,
    progress: 99,
  },
  {
    name: "none completed",
    rule: { type: "referrals_completed", count: 1 },
    facts: facts(),
    met: false,
    progress: 0,
  },
];

describe("badge trigger rules", () => {
  it.each(rows)("$rule.type: $name", ({ rule: input, facts: f, met, progress }) => {
    const parsed = rule(input);
    expect(isRuleMet(parsed, f)).toBe(met);
    expect(ruleProgress(parsed, f)).toBe(progress);
  });

  it("covers every rule type", () => {
    const covered = new Set(rows.map((r) => r.rule.type));
    expect([...covered].sort()).toEqual(triggerRuleSchema.options.map((o) => o.shape.type.value).sort());
  });

  it("high_score_sessions defaults to timed, get_to_100 and missing_piece; the others to every mode", () => {
    expect(rule({ type: "high_score_sessions", threshold: 80, count: 1 }).game_modes).toEqual([
      "timed",
      "get_to_100",
      "missing_piece",
    ]);
    expect(rule({ type: "session_completed", count: 1 }).game_modes).toEqual([...GAME_MODES]);
  });
});

describe("the trigger rule schema (badge creation's checks)", () => {
  it.each([
    [{ type: "session_completed", count: 0 }, "Please enter a whole number of at least 1"],
    [{ type: "shield_uses", count: 1.5 }, "Please enter a whole number of at least 1"],
    [{ type: "score_percentage", threshold: 101 }, "Please enter a percentage from 0 to 100"],
    [{ type: "high_score_sessions", threshold: -1, count: 1 }, "Please enter a percentage from 0 to 100"],
    [{ type: "session_completed", count: 1, game_modes: [] }, "Please choose at least one game mode"],
    [{ type: "daily_streak", days: 8 }, "A daily streak looks at the last 7 days: please choose from 1 to 7 days"],
    [{ type: "streak", count: 3 }, "Please fill in all required fields"],
  ])("%o is refused with %s", (input, message) => {
    const result = triggerRuleSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it("accepts a percentage of 0 and of 100", () => {
    expect(triggerRuleSchema.safeParse({ type: "score_percentage", threshold: 0 }).success).toBe(true);
    expect(triggerRuleSchema.safeParse({ type: "score_percentage", threshold: 100 }).success).toBe(true);
  });
});

describe("runs and days", () => {
  it("counts runs per question type within a game; a wrong answer of that type ends its run", () => {
    const q = (question_type: "addition" | "multiplication", is_correct: boolean) => ({ question_type, is_correct });
    expect(
      longestRunsIn([
        q("multiplication", true),
        q("addition", true),
        q("multiplication", true),
        q("addition", false),
        q("multiplication", true),
        q("multiplication", false),
        q("multiplication", true),
      ]),
    ).toEqual({ multiplication: 3, addition: 1 });
  });

  it("counts consecutive days up to today, or up to yesterday before today's game", () => {
    expect(daysInARow(new Set(["2026-06-08", "2026-06-09"]), TODAY)).toBe(2);
    expect(daysInARow(new Set(["2026-06-08"]), TODAY)).toBe(0);
    expect(daysInARow(new Set(["2026-06-09", TODAY]), TODAY, 1)).toBe(1);
  });

  it("looks back 7 days, or further for a longer streak-and-shield rule", () => {
    expect(lookBackDays([rule({ type: "daily_streak", days: 3 })])).toBe(7);
    expect(lookBackDays([rule({ type: "streak_and_shield_uses", streak_days: 14, shield_uses: 1 })])).toBe(15);
  });
});

const modeArb = fc.constantFrom(...GAME_MODES);
const modeFactsArb: fc.Arbitrary<ModeFacts> = fc.record({
  sessions: fc.nat(50),
  percentCounts: fc.array(fc.tuple(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 1, max: 5 })), {
    maxLength: 5,
  }),
  fastestFullMarksSeconds: fc.option(fc.integer({ min: 1, max: 600 }), { nil: null }),
  longestRuns: fc.dictionary(fc.constantFrom(...QUESTION_TYPES), fc.nat(40)),
  days: fc.array(fc.integer({ min: 0, max: 20 }).map((d) => `2026-06-${String(10 - (d % 10)).padStart(2, "0")}`)),
});
const factsArb: fc.Arbitrary<BadgeFacts> = fc.record({
  today: fc.constant(TODAY),
  modes: fc.dictionary(modeArb, modeFactsArb),
  shieldDays: fc.array(fc.constantFrom("2026-06-08", "2026-06-09")),
  shieldsEarned: fc.nat(3),
  shieldUses: fc.nat(5),
  referralsCompleted: fc.nat(3),
  triggeringMode: fc.option(modeArb, { nil: null }),
});
const ruleArb = fc
  .record({
    type: fc.constantFrom(...triggerRuleSchema.options.map((o) => o.shape.type.value)),
    count: fc.integer({ min: 1, max: 30 }),
    threshold: fc.integer({ min: 0, max: 100 }),
    max_seconds: fc.integer({ min: 1, max: 300 }),
    question_type: fc.constantFrom(...QUESTION_TYPES),
    days: fc.integer({ min: 1, max: 7 }),
    streak_days: fc.integer({ min: 1, max: 12 }),
    shield_uses: fc.integer({ min: 1, max: 4 }),
    game_modes: fc.uniqueArray(modeArb, { minLength: 1 }),
  })
  .map((r) => triggerRuleSchema.parse(r));

describe("awarding", () => {
  it("is idempotent: once awarded, evaluating the same facts again awards nothing new", () => {
    fc.assert(
      fc.property(fc.array(ruleArb, { minLength: 1, maxLength: 8 }), factsArb, (rules, f) => {
        const badges = rules.map((r, i) => ({ id: `b${i}`, rule: r }));
        const first = newlyEarnedBadges(badges, new Set(), f);
        const earned = new Set(first.map((b) => b.id));
        expect(newlyEarnedBadges(badges, earned, f)).toEqual([]);
        // What was earned is exactly what is met; everything else shows progress below 100.
        for (const b of badges) {
          expect(earned.has(b.id)).toBe(isRuleMet(b.rule, f));
          const progress = ruleProgress(b.rule, f);
          expect(progress).toBeGreaterThanOrEqual(0);
          expect(progress).toBeLessThanOrEqual(99);
        }
      }),
    );
  });

  it("never takes back a badge: more play only adds to what is earned", () => {
    fc.assert(
      fc.property(ruleArb, factsArb, fc.nat(5), (r, f, more) => {
        const grown: BadgeFacts = {
          ...f,
          shieldsEarned: f.shieldsEarned + more,
          shieldUses: f.shieldUses + more,
          referralsCompleted: f.referralsCompleted + more,
        };
        if (isRuleMet(r, f)) expect(isRuleMet(r, grown)).toBe(true);
      }),
    );
  });
});
