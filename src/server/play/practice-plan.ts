import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import type { PracticePlan } from "../../shared/api/play";
import { PRACTICE_QUESTIONS, type DifficultyLevel } from "../../shared/constants";
import { mulberry32 } from "../../shared/game/random";
import { FACT_OPERATIONS, type Fact, type FactAttempt, type FactOperation } from "../../shared/learning/fact-model";
import { planPractice, practiseOrder } from "../../shared/learning/plan-practice";
import type { Actor } from "../auth/actor";
import { authorizeChild } from "../auth/policies/child-policy";
import { childFactStats } from "../db/schema/learning";
import type { AppDeps } from "../deps";

type FactRow = typeof childFactStats.$inferSelect;

const isOperation = (s: string): s is FactOperation => (FACT_OPERATIONS as readonly string[]).includes(s);

/** A fact's kept answers as the model reads them; the newest ones when the times kept are fewer (rows from before 0011). */
export function attemptsOf(row: FactRow): FactAttempt[] {
  const { operation, operand1, operand2, recentMs, recentCorrect, recentAt } = row;
  if (!isOperation(operation)) return [];
  const n = Math.min(recentMs.length, recentCorrect.length, recentAt.length);
  return Array.from({ length: n }, (_, i) => ({
    operation,
    operand1,
    operand2,
    responseMs: recentMs[recentMs.length - n + i] ?? 0,
    correct: recentCorrect[recentCorrect.length - n + i] ?? false,
    at: recentAt[recentAt.length - n + i] ?? row.lastAt,
  }));
}

/**
 * The facts a child should practise next, first first: those Smart Practice
 * would ask first (practiseOrder) from all their kept answers, at their level
 * and focus. What This Week's Wins and the weekly report name.
 */
export function factsToPractise(
  rows: readonly FactRow[],
  child: { difficultyLevel: string; focusTables: number[] },
  now: Date,
): Fact[] {
  return practiseOrder(rows.flatMap(attemptsOf), now, {
    level: child.difficultyLevel as DifficultyLevel,
    focus: child.focusTables,
  }).map((s) => s.fact);
}

/**
 * The child's next Smart Practice session, from their per-fact figures (one
 * query): planPractice at the child's level, with a fresh random seed.
 */
export async function practicePlan(deps: AppDeps, actor: Actor, childId: string): Promise<PracticePlan> {
  const db = deps.database.db;
  const { child } = await authorizeChild(db, actor, childId, "play");
  const rows = await db.select().from(childFactStats).where(eq(childFactStats.childId, child.id));
  const attempts = rows.flatMap(attemptsOf);
  const now = deps.clock();
  const level = child.difficultyLevel as DifficultyLevel;
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
