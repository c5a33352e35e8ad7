import { randomInt } from "node:crypto";
import { isMainThread } from "node:worker_threads";
import { eq } from "drizzle-orm";
import type { PracticePlan } from "../../shared/api/play";
import { attemptsOf, type KeptAnswers } from "../../shared/learning/kept-answers";
import type { ReadPlan } from "../../shared/learning/multiscale-estimate";
import { planPractice } from "../../shared/learning/plan-practice";
import type { Actor } from "../auth/actor";
import { authorizeChild } from "../auth/policies/child-policy";
import { childFactStats } from "../db/schema/learning";
import type { AppDeps } from "../core/deps";
import { planOptions, PracticePlanner, type PlanAsk } from "./practice-planner";
import { PracticePlanThread } from "./practice-thread";

/** The production server's planning thread, started with the first plan (practice-thread.ts). */
let planThread: PracticePlanThread | null = null;
/** Where there is none (development, tests), the plans are made here, the estimates kept as the thread keeps them. */
const planner = new PracticePlanner();

/**
 * A plan, on the planning thread in production (its estimates read there, off the thread that answers the saves);
 * should the thread fail, the plan reads the fitted estimate alone here, as it did before decision 0078.
 */
async function planOf(deps: AppDeps, ask: PlanAsk): Promise<ReadPlan> {
  if (deps.config.env !== "production" || !isMainThread) return planner.plan(ask);
  planThread ??= new PracticePlanThread(deps.log);
  try {
    return await planThread.plan(ask);
  } catch (error) {
    deps.log.error({ err: error }, "The practice plan was made without the multiscale estimate");
    const attempts = ask.facts.flatMap((row) => attemptsOf(row));
    return { questions: planPractice(attempts, new Date(ask.now), planOptions(ask)), read: "fitted" };
  }
}

/**
 * The child's next Smart Practice session, from the answers stored of them (one query): planFromStored at the
 * child's level, with a fresh random seed (decision 0078).
 */
export async function practicePlan(deps: AppDeps, actor: Actor, childId: string): Promise<PracticePlan> {
  const db = deps.database.db;
  const { child } = await authorizeChild(db, actor, childId, "play");
  const rows = await db.select().from(childFactStats).where(eq(childFactStats.childId, child.id));
  const now = deps.clock();
  const level = child.difficultyLevel;
  const facts = rows.map((row): KeptAnswers => ({
    operation: row.operation,
    operand1: row.operand1,
    operand2: row.operand2,
    recentMs: row.recentMs,
    recentCorrect: row.recentCorrect,
    recentAt: row.recentAt,
    sittingAt: row.sittingAt,
    sittingCorrect: row.sittingCorrect,
    sittingMs: row.sittingMs,
  }));
  const { questions } = await planOf(deps, {
    childId: child.id,
    level,
    focus: child.focusTables,
    now: now.getTime(),
    seed: randomInt(2 ** 31),
    facts,
  });
  const attempts = facts.flatMap((row) => attemptsOf(row));
  return {
    questions,
    answers: attempts.map((a) => ({
      operation: a.operation,
      operand1: a.operand1,
      operand2: a.operand2,
      correct: a.correct,
      response_ms: a.responseMs,
      at: a.at.toISOString(),
    })),
    difficulty_level: level,
    planned_at: now.toISOString(),
  };
}
