import { describe, expect, it } from "vitest";
import { FACT_FLUENT_MS, PRACTICE_QUESTIONS } from "../../shared/constants";
import { mulberry32 } from "../../shared/game/random";
import { attemptsOf, storedAttemptsOf } from "../../shared/learning/kept-answers";
import { MultiscaleEstimate, planFromStored } from "../../shared/learning/multiscale-estimate";
import { PracticePlanner, type PlanAsk } from "./practice-planner";
import { modelledChild, MODELLED_START as start } from "../../../tests/support/kept-rows";

const DAY = 86_400_000;

const ask = (childId: string, day: number, facts = modelledChild(day)): PlanAsk => ({
  childId,
  level: "beginner",
  focus: [],
  now: start + (day + 0.5) * DAY,
  seed: 7 + day,
  facts,
});

/** The plan of a child's estimate read afresh from their rows. */
const afresh = ({ level, focus, now, seed, facts }: PlanAsk) =>
  planFromStored(
    new MultiscaleEstimate(FACT_FLUENT_MS.beginner),
    { attempts: facts.flatMap((row) => attemptsOf(row)), stored: facts.flatMap(storedAttemptsOf) },
    new Date(now),
    { count: PRACTICE_QUESTIONS, random: mulberry32(seed), level, focus },
  );

describe("the practice planner", () => {
  it("plans as an estimate read afresh does, the child's estimate kept from plan to plan", () => {
    const planner = new PracticePlanner();
    const plans = [7, 15, 29, 30, 31, 33].map((day) => planner.plan(ask("child-a", day)));
    expect(plans).toEqual([7, 15, 29, 30, 31, 33].map((day) => afresh(ask("child-a", day))));
    expect(plans.map((p) => p.read)).toContain("multiscale");
    expect(plans.every((p) => p.questions.length === PRACTICE_QUESTIONS)).toBe(true);
  });

  it("lets go of the children who planned longest ago past its bound, and plans the same for them afresh", () => {
    const planner = new PracticePlanner(modelledChild(0).length * 2);
    expect(planner.plan(ask("child-a", 29))).toEqual(afresh(ask("child-a", 29)));
    planner.plan(ask("child-b", 29));
    expect(planner.children).toBe(2);
    planner.plan(ask("child-c", 29));
    expect(planner.children).toBe(2);
    // child-a was let go: read afresh, the same plan.
    expect(planner.plan(ask("child-a", 30))).toEqual(afresh(ask("child-a", 30)));
    // A child with more facts than the bound is still planned, and kept alone.
    const many = [...modelledChild(30), ...modelledChild(30).map((row) => ({ ...row, operation: "addition" }))];
    expect(planner.plan(ask("child-d", 30, many))).toEqual(afresh(ask("child-d", 30, many)));
    expect(planner.children).toBe(1);
  });

  it("reads a child's estimate afresh at a new level (a fluent answer's time is the level's)", () => {
    const planner = new PracticePlanner();
    planner.plan(ask("child-a", 29));
    const expert = { ...ask("child-a", 30), level: "expert" as const };
    expect(planner.plan(expert).questions).toEqual(
      planFromStored(
        new MultiscaleEstimate(FACT_FLUENT_MS.expert),
        {
          attempts: expert.facts.flatMap((row) => attemptsOf(row)),
          stored: expert.facts.flatMap(storedAttemptsOf),
        },
        new Date(expert.now),
        { count: PRACTICE_QUESTIONS, random: mulberry32(expert.seed), level: "expert", focus: [] },
      ).questions,
    );
  });
});
