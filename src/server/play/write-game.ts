import { randomUUID } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { SaveGameBody } from "../../shared/api/play";
import type { Player } from "../auth/policies/player-policy";
import type { Queryable } from "../db/client";
import { addAnswersToFactStats } from "./fact-stats";
import type { QuestionRow, SessionRow } from "./present-game";
import type { ScoredGame } from "./score-game";

export interface WrittenGame {
  session: SessionRow;
  questions: QuestionRow[];
  /** What each probe answered, in the order given (null: the step has nothing to do). */
  probed: unknown[];
}

/** The session's id (none: already saved), and each probe's answer. */
const writtenRows = z.object({ rows: z.array(z.object({ id: z.string() }).catchall(z.unknown())) });

/**
 * Writes a finished game in ONE statement, so one round trip and one commit:
 * the session (nothing if its client_id is already saved, even by a save
 * racing this one: the answer is then null and the first save stands), its
 * questions, and the child's per-fact figures. The same statement answers the
 * follow-up steps' probes ("is there anything for me to do?"): they see the
 * database as it was when the statement began, which is all they ask of it
 * (an active mission, badges still to earn, a pending referral).
 */
export async function writeGame(
  db: Queryable,
  player: Player,
  body: SaveGameBody,
  game: ScoredGame,
  now: Date,
  probes: readonly SQL[] = [],
): Promise<WrittenGame | null> {
  // Ids made here, so that the rows need not be read back.
  const rows = game.questions.map((q) => ({ ...q, id: randomUUID() }));
  const at = now.toISOString();
  const answers = JSON.stringify(
    rows.map((q) => ({
      id: q.id,
      position: q.position,
      question_type: q.questionType,
      operand1: q.operand1,
      operand2: q.operand2,
      correct_answer: q.correctAnswer,
      user_answer: q.userAnswer,
      is_correct: q.isCorrect,
      metadata: q.metadata,
      missing_type: q.missingType,
      operator_answer: q.operatorAnswer,
      user_operator_answer: q.userOperatorAnswer,
    })),
  );
  const probeColumns = probes.map((probe, i) => sql`, (${probe}) as ${sql.identifier(`probe_${i}`)}`);
  const result = await db.execute(sql`
    with s as (
      insert into sessions (client_id, child_id, user_id, score, max_score, duration, difficulty_level, mode, created_at)
      values (${body.client_id}, ${player.childId}, ${player.userId}, ${game.score}, ${game.maxScore},
        ${body.duration_seconds}, ${body.difficulty_level}, ${body.mode}, ${at}::timestamptz)
      on conflict (client_id) do nothing
      returning id, child_id
    ), answers as (
      select * from jsonb_to_recordset(${answers}::jsonb) as a(
        id uuid, position int, question_type text, operand1 int, operand2 int, correct_answer int,
        user_answer int, is_correct boolean, metadata jsonb, missing_type text, operator_answer text,
        user_operator_answer text)
    ), q as (
      insert into questions (id, session_id, position, question_type, operand1, operand2, correct_answer,
        user_answer, is_correct, metadata, missing_type, operator_answer, user_operator_answer, created_at)
      select a.id, s.id, a.position, a.question_type, a.operand1, a.operand2, a.correct_answer,
        a.user_answer, a.is_correct, a.metadata, a.missing_type, a.operator_answer, a.user_operator_answer,
        ${at}::timestamptz
      from s cross join answers a
    ), f as (${addAnswersToFactStats(sql`s`, sql`answers`, at)})
    select s.id${sql.join(probeColumns)} from s`);
  const [row] = writtenRows.parse(result).rows;
  if (!row) return null;
  const session: SessionRow = {
    id: row.id,
    clientId: body.client_id,
    childId: player.childId,
    userId: player.userId,
    score: game.score,
    maxScore: game.maxScore,
    duration: body.duration_seconds,
    difficultyLevel: body.difficulty_level,
    mode: body.mode,
    createdAt: now,
  };
  return {
    session,
    questions: rows.map((q) => ({ ...q, sessionId: row.id, createdAt: now })),
    probed: probes.map((_, i) => row[`probe_${i}`] ?? null),
  };
}
