import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import type { PracticePlan } from "../../shared/api/play";
import { PRACTICE_QUESTIONS } from "../../shared/constants";
import { mulberry32 } from "../../shared/game/random";
import { attemptsOf } from "../../shared/learning/kept-answers";
import { planPractice } from "../../shared/learning/plan-practice";
import type { Actor } from "../auth/actor";
import { authorizeChild } from "../auth/policies/child-policy";
import { childFactStats } from "../db/schema/learning";
import type { AppDeps } from "../core/deps";

/**
 * The child's next Smart Practice session, from their per-fact figures (one
 * query): planPractice at the child's level, with a fresh random seed.
 */
export async function practicePlan(deps: AppDeps, actor: Actor, childId: string): Promise<PracticePlan> {
  const db = deps.database.db;
  const { child } = await authorizeChild(db, actor, childId, "play");
  const rows = await db.select().from(childFactStats).where(eq(childFactStats.childId, child.id));
  const attempts = rows.flatMap((row) => attemptsOf(row));
  const now = deps.clock();
  const level = child.difficultyLevel;
  const questions = planPractice(attempts, now, {
    count: PRACTICE_QUESTIONS,
    random: mulberry32(randomInt(2 ** 31)),
    level,
    focus: child.focusTables,
  });
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
