import { firstNameOf } from "../../shared/api/fields";
import type { SavedQuestion } from "../../shared/api/play";
import { FLUENCY_FLUENT_MS, type DifficultyLevel } from "../../shared/constants";
import { formatSolved } from "../../shared/game/format-question";
import type { GameMode, QuestionType } from "../../shared/game/modes";
import type { TutorInput } from "./built-in-tutor";

/** "7 × 8", the fact without its answer, as a tutor names it. */
function factOf(q: SavedQuestion): string {
  const solved = formatSolved({ ...q, operator: q.operator_answer });
  return solved.slice(0, solved.lastIndexOf(" = "));
}

/** The answer a question wanted, as written: the operator for a missing operator. */
function answerOf(q: SavedQuestion): string {
  return q.missing_type === "operator" ? (q.operator_answer ?? "?") : String(q.correct_answer);
}

/** What a tutor is told of a game: worked out from its questions, with the first name only. */
export function tutorInputOf(
  name: string,
  game: { mode: GameMode; difficulty_level: DifficultyLevel; score: number; max_score: number },
  questions: readonly SavedQuestion[],
  earlierPercent: number | null,
): TutorInput {
  const answered = questions.filter((q) => q.user_answer !== null || q.user_operator_answer !== null);
  const times = answered.flatMap((q) => (q.response_time_ms === null ? [] : [q.response_time_ms]));
  const types = new Map<QuestionType, { answered: number; right: number }>();
  for (const q of questions) {
    const entry = types.get(q.question_type) ?? { answered: 0, right: 0 };
    entry.answered += 1;
    if (q.is_correct) entry.right += 1;
    types.set(q.question_type, entry);
  }
  return {
    firstName: firstNameOf(name),
    mode: game.mode,
    difficulty: game.difficulty_level,
    score: game.score,
    maxScore: game.max_score,
    answered: questions.length,
    right: questions.filter((q) => q.is_correct).length,
    averageMs: times.length === 0 ? null : Math.round(times.reduce((a, b) => a + b, 0) / times.length),
    missed: questions
      .filter((q) => !q.is_correct)
      .map((q) => ({
        fact: factOf(q),
        answer: answerOf(q),
        given: q.user_operator_answer ?? (q.user_answer === null ? null : String(q.user_answer)),
      })),
    slow: questions
      .filter((q) => q.is_correct && (q.response_time_ms ?? 0) > FLUENCY_FLUENT_MS)
      .sort((a, b) => (b.response_time_ms ?? 0) - (a.response_time_ms ?? 0))
      .map((q) => ({ fact: factOf(q), ms: q.response_time_ms ?? 0 })),
    byType: [...types].map(([type, t]) => ({ type, ...t })),
    earlierPercent,
  };
}
