import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as api from "../../shared/api/analytics";
import * as childrenApi from "../../shared/api/children";
import * as playApi from "../../shared/api/play";
import { AI_FEEDBACK_PER_HOUR } from "../../shared/constants";
import { messages, productMessages } from "../../shared/messages";
import { addChild, buildFamily, buildGame, payForPremium, questionsOf } from "../../../tests/factories";
import { callAs, type Caller } from "../../../tests/support/call-as";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { quizResults } from "../db/schema/play";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ask = (as: Caller, childId: string) => callAs(t, as, api.requestFeedback, { params: { childId } });
const list = (as: Caller, childId: string, all = false) =>
  callAs(t, as, api.listFeedback, { params: { childId }, query: { all: all ? "true" : "false" } });

async function play(as: Caller, childId: string, right: number, wrong: number) {
  t.clock.advance(60_000);
  const body = buildGame(childId, { questions: questionsOf(right, wrong) });
  return (await callAs(t, as, playApi.saveGame, { body })).ok().session;
}

describe("tutor feedback on the latest game", () => {
  it("is Premium: a parent without it gets 403 premium_required", async () => {
    const { parent, child } = await buildFamily(t, { children: 1 });
    await play(parent.caller, child.id, 10, 2);
    const refused = await ask(parent.caller, child.id);
    expect(refused.status).toBe(403);
    expect(refused.error()).toMatchObject({ code: "premium_required", message: productMessages.premiumRequired });
    expect((await list(parent.caller, child.id)).status).toBe(403);
  });

  it("says there is nothing to look at before the first game", async () => {
    const { parent, child } = await buildFamily(t, { children: 1 });
    await payForPremium(t, parent);
    const none = await ask(parent.caller, child.id);
    expect(none.status).toBe(404);
    expect(none.error().message).toBe(messages.noSessionsYet);
    expect((await list(parent.caller, child.id)).ok()).toEqual({ feedback: [], total: 0 });
  });

  it("stores the game's result first, then the feedback on it; the list gives the latest or all", async () => {
    const { parent, child } = await buildFamily(t, { children: 1 });
    await payForPremium(t, parent);
    const first = await play(parent.caller, child.id, 10, 4);
    // Asked for two days after the game: its card keeps the game's day.
    t.clock.advance(2 * 86_400_000);
    const one = (await ask(parent.caller, child.id)).ok().feedback;
    expect(one.played_at).toBe(first.created_at);
    expect(one.created_at).not.toBe(first.created_at);
    expect(one).toMatchObject({ child_id: child.id, mode: "timed", topic: expect.any(String) as string });
    expect(one.feedback_summary).toContain(`${child.name} scored ${first.score} out of ${first.max_score}`);
    expect(one.improvement_tips.length).toBeGreaterThan(0);
    expect(one.motivational_message).toMatch(/^Keep going|^Brilliant/);
    const [stored] = await t.deps.database.db.select().from(quizResults).where(eq(quizResults.childId, child.id));
    expect(stored).toMatchObject({ sessionId: first.id, score: first.score, maxScore: first.max_score });
    expect(stored?.incorrectQuestions).toHaveLength(4);

    await play(parent.caller, child.id, 14, 0);
    const two = (await ask(parent.caller, child.id)).ok().feedback;
    expect(two.progress_analysis).toMatch(/points above the average of the last few games/);
    expect((await list(parent.caller, child.id)).ok()).toEqual({ feedback: [two], total: 2 });
    expect((await list(parent.caller, child.id, true)).ok()).toEqual({ feedback: [two, one], total: 2 });
  });

  it("is one per game, kept by the database: asking again, even ten times at once, answers the same card", async () => {
    const { parent, child } = await buildFamily(t, { children: 1 });
    await payForPremium(t, parent);
    const game = await play(parent.caller, child.id, 9, 3);
    const answers = await Promise.all(Array.from({ length: 10 }, () => ask(parent.caller, child.id)));
    const ids = new Set(answers.map((a) => a.ok().feedback.id));
    expect(ids.size).toBe(1);
    expect(answers[0]?.ok().feedback).toMatchObject({ session_id: game.id, source: "built_in" });
    expect((await ask(parent.caller, child.id)).ok().feedback.id).toBe([...ids][0]);
    expect((await list(parent.caller, child.id, true)).ok().total).toBe(1);
    const results = await t.deps.database.db.select().from(quizResults).where(eq(quizResults.sessionId, game.id));
    expect(results).toHaveLength(1);
    // The next game gets feedback of its own.
    await play(parent.caller, child.id, 12, 0);
    expect((await ask(parent.caller, child.id)).ok().feedback.id).not.toBe([...ids][0]);
    expect((await list(parent.caller, child.id, true)).ok().total).toBe(2);
  });

  it(`holds a family to ${AI_FEEDBACK_PER_HOUR} games' feedback an hour, also when asked all at once`, async () => {
    const family = await buildFamily(t, { children: 5 });
    await payForPremium(t, family.parent);
    const ids = family.children.map((c) => c.id);
    // Each child's latest game, asked about together; a repeat for the same game is free.
    const round = async (childIds: string[]) => {
      for (const id of childIds) await play(family.parent.caller, id, 10, 2);
      return Promise.all(childIds.map((id) => ask(family.parent.caller, id)));
    };
    const asked = [...(await round(ids)), ...(await round(ids)), ...(await round(ids))];
    asked.push(...(await round(ids.slice(0, 2))));
    expect(asked.every((a) => a.status === 201)).toBe(true);
    expect((await ask(family.parent.caller, ids[0] ?? "")).status).toBe(201);
    const last = await round(ids);
    expect(last.filter((a) => a.status === 201)).toHaveLength(AI_FEEDBACK_PER_HOUR - 17);
    const refused = last.filter((a) => a.status === 429);
    expect(refused).toHaveLength(2);
    expect(refused[0]?.error()).toMatchObject({ code: "rate_limited", message: messages.aiFeedbackLimit });
    t.clock.advance(60 * 60_000 + 1);
    await play(family.parent.caller, ids[0] ?? "", 10, 2);
    expect((await ask(family.parent.caller, ids[0] ?? "")).status).toBe(201);
  });

  it(`keeps the family to ${AI_FEEDBACK_PER_HOUR} an hour when a child is deleted and added again, also when asked at once`, async () => {
    const family = await buildFamily(t, { children: 1 });
    await payForPremium(t, family.parent);
    const { name, pin } = family.child;
    let kid = family.child;
    let given = 0;
    // Twice: eight games asked about, then the child deleted and added again.
    for (let cycle = 0; cycle < 2; cycle++) {
      for (let game = 0; game < 8; game++) {
        await play(family.parent.caller, kid.id, 10, 2);
        if ((await ask(family.parent.caller, kid.id)).status === 201) given++;
      }
      (await callAs(t, family.parent.caller, childrenApi.deleteChild, { params: { childId: kid.id } })).ok();
      kid = await addChild(t, family.parent, { name, pin });
    }
    expect(given).toBe(16);
    // The third time, with four more children, all asking together: four more fit in the hour.
    const kids = [kid];
    for (let i = 1; i < 5; i++) kids.push(await addChild(t, family.parent, {}, { index: i }));
    for (const k of kids) await play(family.parent.caller, k.id, 10, 2);
    const burst = await Promise.all(kids.map((k) => ask(family.parent.caller, k.id)));
    expect(burst.filter((r) => r.status === 201)).toHaveLength(AI_FEEDBACK_PER_HOUR - 16);
    expect(burst.filter((r) => r.status === 429)).toHaveLength(1);
    (await callAs(t, family.parent.caller, childrenApi.deleteChild, { params: { childId: kid.id } })).ok();
    kid = await addChild(t, family.parent, { name, pin });
    await play(family.parent.caller, kid.id, 10, 2);
    expect((await ask(family.parent.caller, kid.id)).error()).toMatchObject({ code: "rate_limited" });
  });

  it("is for the child's own parent only", async () => {
    const ours = await buildFamily(t, { children: 1 });
    const theirs = await buildFamily(t, { children: 1 });
    await payForPremium(t, theirs.parent);
    await play(ours.parent.caller, ours.child.id, 5, 1);
    expect((await ask(theirs.parent.caller, ours.child.id)).status).toBe(404);
    expect((await list(theirs.parent.caller, ours.child.id)).status).toBe(404);
    expect((await ask(ours.child.caller, ours.child.id)).status).toBe(401);
    expect((await ask({}, ours.child.id)).status).toBe(401);
  });
});
