import type { Mission } from "../../src/shared/api/missions";

/** A mission as the API presents it: Ava's active 90 Second Challenge, unless told otherwise. */
export function testMission(overrides: Partial<Mission> = {}): Mission {
  return {
    id: "00000000-0000-4000-8000-0000000000a1",
    child_id: "c0ffee00-0000-4000-8000-000000000001",
    challenge_name: "Times Table Hero",
    challenge_description: "Score 10 with a 4 times table question right.",
    game_mode_target: "timed",
    score_target: 10,
    duration_target: 90,
    question_type_target: "multiplication",
    specific_operand_target: { tables: [4] },
    reward: { type: "custom_text", text: "Trip to the park" },
    ai_suggested: false,
    focus_area: null,
    status: "active",
    activated_at: "2026-11-20T10:00:00.000Z",
    completed_at: null,
    session_id: null,
    created_at: "2026-11-20T10:00:00.000Z",
    ...overrides,
  };
}
