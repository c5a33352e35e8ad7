import { constants, getPriority } from "node:os";
import { afterAll, describe, expect, it } from "vitest";
import { threadNiceValues } from "../../../tests/support/thread-priority";
import { PracticePlanner, type PlanAsk } from "./practice-planner";
import { modelledChild, MODELLED_START } from "../../../tests/support/kept-rows";
import { PracticePlanThread } from "./practice-thread";

const errors: unknown[] = [];
const thread = new PracticePlanThread({ error: (...args: unknown[]) => void errors.push(args) });
afterAll(() => thread.close());

const DAY = 86_400_000;
const ask = (childId: string, day: number): PlanAsk => ({
  childId,
  level: "beginner",
  focus: [7],
  now: MODELLED_START + (day + 0.5) * DAY,
  seed: 11 * day,
  facts: modelledChild(day),
});

describe("Smart Practice planned on a thread of its own", () => {
  it("plans as the server's own thread does, each plan answered to its own asking", async () => {
    const here = new PracticePlanner();
    const asks = [ask("a", 7), ask("b", 15), ask("a", 29), ask("b", 30), ask("a", 33)];
    const onThread = await Promise.all(asks.map((a) => thread.plan(a)));
    expect(onThread).toEqual(asks.map((a) => here.plan(a)));
    expect(onThread.map((p) => p.read)).toContain("multiscale");
  });

  it("fails a plan it could not make, and makes the next", async () => {
    const broken = { ...ask("c", 29), facts: null } as unknown as PlanAsk;
    await expect(thread.plan(broken)).rejects.toThrow(/practice plan could not be made/);
    expect((await thread.plan(ask("c", 30))).questions).toHaveLength(30);
  });

  it("starts a new thread for the next plan once one has stopped", async () => {
    await thread.close();
    expect(await thread.plan(ask("d", 30))).toEqual(new PracticePlanner().plan(ask("d", 30)));
    expect(errors).toEqual([]);
  });
});

describe.runIf(process.platform === "linux")("the planning thread's priority", () => {
  it("is below the server's thread, whose own priority is unchanged", async () => {
    const before = getPriority();
    const own = new PracticePlanThread({ error: () => undefined });
    try {
      await own.plan(ask("e", 7));
      expect(getPriority()).toBe(before);
      expect(threadNiceValues()).toContain(before + constants.priority.PRIORITY_BELOW_NORMAL);
    } finally {
      await own.close();
    }
  });
});
