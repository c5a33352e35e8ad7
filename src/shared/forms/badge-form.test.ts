import { describe, expect, it } from "vitest";
import { messages, productMessages } from "../messages";
import { triggerRuleSchema } from "../engagement/trigger-rule";
import { badgeForm, emptyBadgeForm, FORM_TRIGGER_TYPES, RULE_FORMS, type BadgeFormValues } from "./badge-form";
import { checkForm } from "./form-check";

const filled = (overrides: Partial<BadgeFormValues> = {}): BadgeFormValues => ({
  ...emptyBadgeForm,
  name: "Marathon",
  description: "Finish 50 games.",
  count: 50,
  ...overrides,
});

const ruleOf = (values: BadgeFormValues) => {
  const result = checkForm(badgeForm, values);
  if (!result.ok) throw new Error(result.message);
  return result.body.trigger_rule;
};

describe("the badge form", () => {
  it("makes the creation's body, with the rule's own value field", () => {
    expect(checkForm(badgeForm, filled({ game_modes: ["timed", "missing_piece"] }))).toEqual({
      ok: true,
      body: {
        name: "Marathon",
        description: "Finish 50 games.",
        trigger_rule: { type: "session_completed", count: 50, game_modes: ["timed", "missing_piece"] },
      },
    });
    expect(ruleOf(filled({ trigger_type: "score_percentage", threshold: 90 }))).toMatchObject({
      type: "score_percentage",
      threshold: 90,
    });
  });

  it("offers every rule type, including those of several values", () => {
    expect([...FORM_TRIGGER_TYPES].sort()).toEqual(
      [...triggerRuleSchema.options.map((o) => o.shape.type.value)].sort(),
    );
    expect(ruleOf(filled({ trigger_type: "streak", question_type: "division", count: 8 }))).toMatchObject({
      type: "streak",
      question_type: "division",
      count: 8,
    });
    expect(ruleOf(filled({ trigger_type: "high_score_sessions", threshold: 85, count: 4 }))).toMatchObject({
      type: "high_score_sessions",
      threshold: 85,
      count: 4,
    });
    expect(ruleOf(filled({ trigger_type: "streak_and_shield_uses", streak_days: 10, shield_uses: 2 }))).toEqual(
      expect.objectContaining({ type: "streak_and_shield_uses", streak_days: 10, shield_uses: 2 }),
    );
    const shield = ruleOf(filled({ trigger_type: "first_streak_shield", count: null }));
    expect(shield).toEqual({ type: "first_streak_shield", game_modes: emptyBadgeForm.game_modes });
  });

  it("asks for every required field first, then checks modes and values with the spec's rules", () => {
    for (const missing of [{ name: "  " }, { description: "  " }, { count: null }]) {
      const result = checkForm(badgeForm, filled(missing));
      expect(result).toMatchObject({ ok: false, message: messages.fillAllRequiredFields });
    }
    for (const type of FORM_TRIGGER_TYPES) {
      for (const { field } of RULE_FORMS[type].numbers) {
        const values = filled({ trigger_type: type, threshold: 80, max_seconds: 60, days: 3 });
        const all = { ...values, streak_days: 5, shield_uses: 1, [field]: null };
        expect(checkForm(badgeForm, all)).toMatchObject({ ok: false, message: messages.fillAllRequiredFields });
      }
    }
    expect(checkForm(badgeForm, filled({ game_modes: [] }))).toMatchObject({
      ok: false,
      message: productMessages.badgeGameModeRequired,
      fields: { game_modes: productMessages.badgeGameModeRequired },
    });
    expect(checkForm(badgeForm, filled({ count: 0 }))).toMatchObject({
      ok: false,
      fields: { count: productMessages.badgeCountAtLeastOne },
    });
    expect(checkForm(badgeForm, filled({ trigger_type: "score_percentage", threshold: 101 }))).toMatchObject({
      ok: false,
      fields: { threshold: productMessages.badgePercentageRange },
    });
    expect(
      checkForm(badgeForm, filled({ trigger_type: "high_score_sessions", threshold: 120, count: 2 })),
    ).toMatchObject({
      ok: false,
      fields: { threshold: productMessages.badgePercentageRange },
    });
    expect(checkForm(badgeForm, filled({ trigger_type: "score_percentage", threshold: 0 })).ok).toBe(true);
  });
});
