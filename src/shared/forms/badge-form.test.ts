import { describe, expect, it } from "vitest";
import { messages, productMessages } from "../messages";
import { badgeForm, emptyBadgeForm, type BadgeFormValues } from "./badge-form";
import { checkForm } from "./form-check";

const filled = (overrides: Partial<BadgeFormValues> = {}): BadgeFormValues => ({
  ...emptyBadgeForm,
  name: "Marathon",
  description: "Finish 50 games.",
  trigger_value: "50",
  ...overrides,
});

describe("the badge form", () => {
  it("makes the creation's body, with the rule's own value field", () => {
    expect(checkForm(badgeForm, filled({ game_modes: "timed,missing_piece" }))).toEqual({
      ok: true,
      body: {
        name: "Marathon",
        description: "Finish 50 games.",
        trigger_rule: { type: "session_completed", count: 50, game_modes: ["timed", "missing_piece"] },
      },
    });
    const percent = checkForm(badgeForm, filled({ trigger_type: "score_percentage", trigger_value: "90" }));
    expect(percent.ok && percent.body.trigger_rule).toMatchObject({ type: "score_percentage", threshold: 90 });
  });

  it("asks for every required field first, then checks modes and values with the spec's rules", () => {
    for (const missing of ["name", "description", "trigger_value"] as const) {
      const result = checkForm(badgeForm, filled({ [missing]: "  " }));
      expect(result).toMatchObject({ ok: false, message: messages.fillAllRequiredFields });
    }
    expect(checkForm(badgeForm, filled({ game_modes: "" }))).toMatchObject({
      ok: false,
      message: productMessages.badgeGameModeRequired,
      fields: { game_modes: productMessages.badgeGameModeRequired },
    });
    expect(checkForm(badgeForm, filled({ trigger_value: "0" }))).toMatchObject({
      ok: false,
      fields: { trigger_value: productMessages.badgeCountAtLeastOne },
    });
    expect(checkForm(badgeForm, filled({ trigger_type: "score_percentage", trigger_value: "101" }))).toMatchObject({
      ok: false,
      fields: { trigger_value: productMessages.badgePercentageRange },
    });
    expect(checkForm(badgeForm, filled({ trigger_type: "score_percentage", trigger_value: "0" })).ok).toBe(true);
  });
});
