import type { GameSession, SavedQuestion } from "../../shared/api/play";
import type { DifficultyLevel } from "../../shared/constants";
import type { GameMode, MissingType, Operator, QuestionType } from "../../shared/game/modes";
import type { TrafficLight } from "../../shared/game/scoring";
import { asc, eq } from "drizzle-orm";
import type { Queryable } from "../db/client";
import { questions, type sessions } from "../db/schema/play";

export type SessionRow = typeof sessions.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;

export function presentSession(row: SessionRow): GameSession {
  return {
    id: row.id,
    client_id: row.clientId,
    child_id: row.childId,
    user_id: row.userId,
    mode: row.mode as GameMode,
    difficulty_level: row.difficultyLevel as DifficultyLevel,
    score: row.score,
    max_score: row.maxScore,
    duration: row.duration,
    time_allowance: row.timeAllowance,
    created_at: row.createdAt.toISOString(),
  };
}

/** One question, with response time and traffic light read from its metadata. */
function presentQuestion(row: QuestionRow): SavedQuestion {
  return {
    position: row.position,
    question_type: row.questionType as QuestionType,
    operand1: row.operand1,
    operand2: row.operand2,
    correct_answer: row.correctAnswer,
    user_answer: row.userAnswer,
    is_correct: row.isCorrect,
    response_time_ms: row.metadata?.responseTime ?? null,
    traffic_light: (row.metadata?.trafficLight as TrafficLight | undefined) ?? null,
    missing_type: row.missingType as MissingType | null,
    operator_answer: row.operatorAnswer as Operator | null,
    user_operator_answer: row.userOperatorAnswer as Operator | null,
  };
}

export function presentGame(session: SessionRow, rows: readonly QuestionRow[]) {
  return {
    session: presentSession(session),
    questions: [...rows].sort((a, b) => a.position - b.position).map(presentQuestion),
  };
}

/** A saved session with its questions in the order they were asked. */
export async function presentStoredGame(db: Queryable, session: SessionRow) {
  const rows = await db
    .select()
    .from(questions)
    .where(eq(questions.sessionId, session.id))
    .orderBy(asc(questions.position));
  return presentGame(session, rows);
}
