import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as analyticsApi from "../../src/shared/api/analytics";
import * as missionsApi from "../../src/shared/api/missions";
import * as playApi from "../../src/shared/api/play";
import { AI_CIRCUIT_FAILURES, AI_CIRCUIT_REST_MS } from "../../src/shared/constants";
import { health } from "../../src/shared/api/health";
import { productMessages } from "../../src/shared/messages";
import type { AiChat } from "../../src/server/providers/ai/ai-chat";
import { buildFamily, buildGame, payForPremium, questionsOf, type TestFamily } from "../factories";
import type { FakeChatServer } from "../fake-servers/openai-compatible";
import { startAppWithFakeAi } from "../support/app-with-fake-ai";
import { callAs } from "../support/call-as";
import type { TestApp } from "../support/test-app";

/**
 * The AI service hanging (docs/product/engineering-rules.md#client: nothing the built-in rules made is
 * called AI): the tutor's feedback and Coach Mode's suggestion come from the built-in tutor and coach,
 * labelled as theirs, once the service's timeout has passed, and no request to it is left open; after
 * AI_CIRCUIT_FAILURES failures in a row it is not called at all while it rests; once it answers
 * again, the AI is used again. The server's own wiring (create-ai-chat.ts) against the loopback fake.
 */
let fake: FakeChatServer;
let t: TestApp;
let ai: AiChat;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ fake, t, ai, close } = await startAppWithFakeAi({ apiKey: "sk-outage", model: "outage-model" }));
});
afterAll(() => close());

const FEEDBACK = {
  topic: "Times tables",
  feedback_summary: "Ava got 10 of 12 right.",
  progress_analysis: null,
  improvement_tips: ["Practise 7 × 8 = 56 by doubling 7 × 4."],
  suggested_activity: "Play times-table snap.",
  motivational_message: "Keep going, Ava!",
};
const MISSION = {
  game_mode_target: "traffic_light",
  focus_area: "Quick addition",
  challenge_name: "Green Light Sprint",
  challenge_description: "Answer 15 traffic-light questions right.",
  score_target: 15,
  question_type_target: "addition",
  tables: [],
};

async function playedGame(family: TestFamily) {
  const body = buildGame(family.child.id, { questions: questionsOf(10, 2) });
  (await callAs(t, family.parent.caller, playApi.saveGame, { body })).ok();
}
const feedback = async (family: TestFamily) =>
  (await callAs(t, family.parent.caller, analyticsApi.requestFeedback, { params: { childId: family.child.id } })).ok()
    .feedback;
const suggestion = async (family: TestFamily) =>
  (await callAs(t, family.parent.caller, missionsApi.missionSuggestion, { params: { childId: family.child.id } })).ok()
    .suggestion;

describe("the AI service hanging", () => {
  it("the built-in tutor and coach answer, labelled as theirs, and the AI is used again once it answers", async () => {
    const family = await buildFamily(t, { children: [{ name: "Ava Smith", pin: "5821" }] });
    await payForPremium(t, family.parent);
    await playedGame(family);

    // As many calls at once as rest the service, to one that never answers, or sends the start of an answer and stops.
    expect(AI_CIRCUIT_FAILURES).toBe(3);
    fake.next({ kind: "hang" }, { kind: "stall" }, { kind: "hang" });
    const [written, ...suggested] = await Promise.all([feedback(family), suggestion(family), suggestion(family)]);
    expect(fake.received).toHaveLength(AI_CIRCUIT_FAILURES);
    expect(written.source).toBe("built_in");
    expect(written.feedback_summary).toMatch(/^Ava scored \d+ out of \d+/);
    expect(suggested.map((s) => s.source)).toEqual(["coach", "coach"]);
    // What the parent reads beside them names the built-in rules, never AI.
    for (const label of [productMessages.feedbackByBuiltIn, productMessages.suggestionByCoach]) {
      expect(label).not.toMatch(/\bAI\b/);
    }
    // Each request to the service was given up by the server's timeout, none left open.
    await expect.poll(() => fake.held()).toBe(0);
    expect(ai.state()).toMatchObject({ state: "down", lastError: expect.stringMatching(/did not (answer|finish)/) });
    // The operator's health check names the part down, and stays 200.
    const checked = await t.app.inject({ url: health.path });
    expect(checked.statusCode).toBe(200);
    expect(health.response.parse(checked.json()).parts.ai).toMatchObject({
      state: "down",
      last_error: "not_answering",
    });

    // Rested: the service is not called, and the coach answers at once.
    fake.behave({ kind: "reply", content: JSON.stringify(MISSION) });
    expect((await suggestion(family)).source).toBe("coach");
    expect(fake.received).toHaveLength(AI_CIRCUIT_FAILURES);

    // Its rest over, the service answers: the AI is used again, for the coach and the tutor.
    t.clock.advance(AI_CIRCUIT_REST_MS);
    expect((await suggestion(family)).source).toBe("ai");
    expect(ai.state()).toMatchObject({ state: "up", since: t.clock.now() });
    await playedGame(family);
    fake.behave({ kind: "reply", content: JSON.stringify(FEEDBACK) });
    expect(await feedback(family)).toMatchObject({ source: "ai", feedback_summary: FEEDBACK.feedback_summary });
    expect(fake.received).toHaveLength(AI_CIRCUIT_FAILURES + 2);
  });

  it("a service answering 500 is rested too, and one answering a reply of the wrong shape is not", async () => {
    const family = await buildFamily(t, { children: 1 });
    fake.behave({ kind: "reply", content: JSON.stringify({ ...MISSION, tables: "seven" }) });
    for (let i = 0; i < 4; i++) expect((await suggestion(family)).source).toBe("coach");
    expect(ai.state().state).toBe("up");
    const asked = fake.received.length;
    fake.behave({ kind: "status", status: 503 });
    for (let i = 0; i < AI_CIRCUIT_FAILURES; i++) expect((await suggestion(family)).source).toBe("coach");
    expect(ai.state()).toMatchObject({ state: "down", lastError: "The AI service answered 503" });
    expect((await suggestion(family)).source).toBe("coach");
    expect(fake.received).toHaveLength(asked + AI_CIRCUIT_FAILURES);
    t.clock.advance(AI_CIRCUIT_REST_MS);
    fake.behave({ kind: "reply", content: JSON.stringify(MISSION) });
    expect((await suggestion(family)).source).toBe("ai");
  });
});
