import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as childrenApi from "../../shared/api/children";
import * as playApi from "../../shared/api/play";
import type { SaveGameBody } from "../../shared/api/play";
import { buildFamily, buildGame } from "../../../tests/factories";
import { callAs } from "../../../tests/support/call-as";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
type Question = SaveGameBody["questions"][number];
const times = (a: number, b: number, right = true, ms = 1_500): Question => ({
  question_type: "multiplication",
  operand1: a,
  operand2: b,
  user_answer: right ? a * b : a * b + 1,
  response_time_ms: ms,
});

describe("GET /api/children/:childId/practice-plan", () => {
  it("follows the focus tables the parent chose: a new child's first facts are theirs", async () => {
    const { parent, child } = await buildFamily(t, { children: 1 });
    const set = await callAs(t, parent.caller, childrenApi.updateChild, {
      params: { childId: child.id },
      body: { focus_tables: [9, 7, 9] },
    });
    expect(set.ok().focus_tables).toEqual([7, 9]);
    const plan = (await callAs(t, child.caller, playApi.practicePlan, { params: { childId: child.id } })).ok();
    const factors = (q: { operand1: number; operand2: number; operation: string }) =>
      q.operation === "division" ? [q.operand2, q.operand1 / q.operand2] : [q.operand1, q.operand2];
    expect(plan.questions.every((q) => factors(q).some((n) => n === 7 || n === 9))).toBe(true);
  });

  it.each([[[1]], [[13]], [[2.5]], [Array.from({ length: 12 }, () => 2)]])(
    "refuses the focus tables %j",
    async (focus) => {
      const { parent, child } = await buildFamily(t, { children: 1 });
      const res = await callAs(t, parent.caller, childrenApi.updateChild, {
        params: { childId: child.id },
        body: { focus_tables: focus },
      });
      expect(res.status).toBe(400);
    },
  );

  it("plans 30 questions from the child's kept answers, the fact missed yesterday among them, and gives back those answers", async () => {
    const { parent, child } = await buildFamily(t, { children: 1 });
    const questions = [times(7, 8, false, 5_000), times(2, 3), times(5, 5)];
    const body = buildGame(child.id, { mode: "smart_practice", questions, duration_seconds: 30 });
    (await callAs(t, child.caller, playApi.saveGame, { body })).ok();
    t.clock.advance(DAY);
    // A day on, the child's tablet has signed out; their parent asks.
    const plan = (await callAs(t, parent.caller, playApi.practicePlan, { params: { childId: child.id } })).ok();
    expect(plan.questions).toHaveLength(30);
    expect(plan.questions.some((q) => q.operation === "multiplication" && q.operand1 * q.operand2 === 56)).toBe(true);
    expect(plan.answers).toHaveLength(3);
    expect(plan.answers.find((a) => a.operand1 === 7)).toMatchObject({ correct: false, response_ms: 5_000 });
  });

  it("answers another family's child as a missing one", async () => {
    const { child } = await buildFamily(t, { children: 1 });
    const other = await buildFamily(t, { children: 1 });
    const res = await callAs(t, other.child.caller, playApi.practicePlan, { params: { childId: child.id } });
    expect(res.status).toBe(404);
  });

  it("saves a Smart Practice game played from the plan, a missed fact asked again included", async () => {
    const { child } = await buildFamily(t, { children: 1 });
    const plan = (await callAs(t, child.caller, playApi.practicePlan, { params: { childId: child.id } })).ok();
    const [first, ...rest] = plan.questions.map((q) => times(q.operand1, q.operand2));
    const questions = [{ ...first!, user_answer: 0 }, ...rest.slice(0, 2), first!, ...rest.slice(2, 20)];
    const body = buildGame(child.id, { mode: "smart_practice", questions, duration_seconds: 120 });
    const saved = (await callAs(t, child.caller, playApi.saveGame, { body })).ok();
    expect(saved.session).toMatchObject({ mode: "smart_practice", score: 21, max_score: 22 });
  });
});
