import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as api from "../../shared/api/missions";
import { AI_SUGGESTIONS_PER_FAMILY_HOUR } from "../../shared/constants";
import { buildFamily } from "../../../tests/factories";
import type { FakeChatServer } from "../../../tests/fake-servers/openai-compatible";
import { failingReplies, startAppWithFakeAi } from "../../../tests/support/app-with-fake-ai";
import { callAs } from "../../../tests/support/call-as";
import type { TestApp } from "../../../tests/support/test-app";

let fake: FakeChatServer;
let t: TestApp;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ fake, t, close } = await startAppWithFakeAi({ apiKey: "sk-test", model: "coach-model" }));
});
afterAll(() => close());

const VALID = {
  game_mode_target: "traffic_light",
  focus_area: "Quick addition",
  challenge_name: "Green Light Sprint",
  challenge_description: "Answer 15 traffic-light questions right, most of them while the light is green.",
  score_target: 15,
  question_type_target: "addition",
  tables: [],
};

async function suggest() {
  const family = await buildFamily(t, { children: [{ name: "Ava Smith", pin: "5821" }] });
  const res = await callAs(t, family.parent.caller, api.missionSuggestion, { params: { childId: family.child.id } });
  return { family, suggestion: res.ok().suggestion };
}

describe("the AI coach behind an OpenAI-compatible API", () => {
  it("uses a valid reply, having sent the first name and numbers only", async () => {
    fake.behave({ kind: "reply", content: JSON.stringify(VALID) });
    const { family, suggestion } = await suggest();
    expect(suggestion).toMatchObject({
      source: "ai",
      game_mode_target: "traffic_light",
      challenge_name: "Green Light Sprint",
      score_target: 15,
      question_type_target: "addition",
    });
    const sent = fake.received.at(-1);
    expect(sent?.authorization).toBe("Bearer sk-test");
    expect(sent?.body.model).toBe("coach-model");
    expect(sent?.body.response_format?.type).toBe("json_schema");
    const text = JSON.stringify(sent?.body.messages);
    expect(text).toContain("Ava");
    expect(text).not.toContain("Smith");
    expect(text).not.toContain(family.parent.email);
    expect(text).not.toContain(family.child.id);
  });

  it.each(
    failingReplies({
      name: "a mission that breaks the rules (a type the mode never asks)",
      content: JSON.stringify({ ...VALID, game_mode_target: "missing_piece" }),
    }),
  )("falls back to the built-in coach on $name", async ({ behaviour }) => {
    fake.behave(behaviour);
    const { suggestion } = await suggest();
    expect(suggestion).toMatchObject({ source: "coach", game_mode_target: "timed" });
  });

  it.each([
    { name: "the 7 times table in a beginner's 90 Second Challenge", over: { game_mode_target: "timed", tables: [7] } },
    {
      name: "division in a 90 Second Challenge",
      over: { game_mode_target: "timed", question_type_target: "division" },
    },
    { name: "subtraction in a beginner's Traffic Light Challenge", over: { question_type_target: "subtraction" } },
  ])("checks the model's mission against the child's level: $name falls back", async ({ over }) => {
    fake.behave({ kind: "reply", content: JSON.stringify({ ...VALID, ...over }) });
    const { suggestion } = await suggest();
    expect(suggestion.source).toBe("coach");
    // What the model was told it may choose is what the beginner's games ask.
    const allowed = JSON.parse(String(fake.received.at(-1)?.body.messages?.at(-1)?.content)) as {
      allowed: { game_mode_target: string; question_types: string[]; tables: number[]; max_score_target: number }[];
    };
    expect(allowed.allowed.find((a) => a.game_mode_target === "timed")).toEqual(
      expect.objectContaining({ question_types: ["all", "addition", "multiplication"], tables: [2, 3, 4, 5] }),
    );
  });

  it("stops asking the model for a family past its hourly allowance", async () => {
    fake.behave({ kind: "reply", content: JSON.stringify(VALID) });
    const family = await buildFamily(t, { children: 1 });
    const ask = () => callAs(t, family.parent.caller, api.missionSuggestion, { params: { childId: family.child.id } });
    for (let i = 0; i < AI_SUGGESTIONS_PER_FAMILY_HOUR; i++) expect((await ask()).ok().suggestion.source).toBe("ai");
    expect((await ask()).ok().suggestion.source).toBe("coach");
    t.clock.advance(3_600_000 + 1);
    expect((await ask()).ok().suggestion.source).toBe("ai");
  });
});
