import { correctAnswerOf, isCorrect, scoreOf, totalOf } from "../../src/shared/game/scoring";
import type { Database } from "../../src/server/db/client";
import { questions, sessions } from "../../src/server/db/schema/play";
import type { BenchPlayer } from "./family";
import { finishedTimedGame } from "./finished-game";
import { timeOrderedId } from "../../src/shared/ids/time-ordered-id";

export interface RawResult {
  perSecond: number;
  p50: number;
  p99: number;
  /** Every transaction's time, sorted (ms). */
  latencies: number[];
  errors: number;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * The floor under a save: the same session row and 40 question rows written
 * straight to the database in one transaction each, from `concurrency` loops
 * sharing the app's pool, for `seconds`, the players taking turns as in the
 * measured scenario. No HTTP, no validation, no checks.
 */
export async function rawInserts(
  database: Database,
  players: readonly BenchPlayer[],
  seconds: number,
  concurrency: number,
): Promise<RawResult> {
  const game = finishedTimedGame("");
  const questionRows = game.questions.map((q, position) => ({
    position,
    questionType: q.question_type,
    operand1: q.operand1,
    operand2: q.operand2,
    correctAnswer: correctAnswerOf(q) ?? 0,
    userAnswer: q.user_answer,
    isCorrect: isCorrect(q),
    metadata: { responseTime: q.response_time_ms, gameMode: game.mode },
  }));
  const score = scoreOf(game.mode, game.questions);
  const maxScore = totalOf(game.mode, game.questions.length);
  const latencies: number[] = [];
  let errors = 0;
  let turn = 0;
  const endAt = performance.now() + seconds * 1000;
  const loop = async () => {
    while (performance.now() < endAt) {
      const started = performance.now();
      const player = players[turn++ % players.length];
      if (!player) throw new Error("No players for the raw inserts");
      try {
        await database.db.transaction(async (tx) => {
          const now = new Date();
          const [session] = await tx
            .insert(sessions)
            .values({
              clientId: timeOrderedId(now),
              childId: player.childId,
              userId: player.parentUserId,
              score,
              maxScore,
              duration: game.duration_seconds,
              difficultyLevel: game.difficulty_level,
              mode: game.mode,
              createdAt: now,
            })
            .returning({ id: sessions.id });
          if (!session) throw new Error("no session row");
          await tx.insert(questions).values(questionRows.map((q) => ({ ...q, sessionId: session.id, createdAt: now })));
        });
        latencies.push(performance.now() - started);
      } catch {
        errors++;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, loop));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    latencies,
    errors,
  };
}
