import type { SaveGameBody } from "../../src/shared/api/play";

/** Replaced by a new UUID in every request (fresh-client-id.cjs); keep the two in step. */
export const CLIENT_ID_PLACEHOLDER = "00000000-0000-4000-8000-000000000000";

export const BENCH_QUESTIONS = 40;

/** A finished 90-second game of 40 multiplications, 34 right, as the client posts it. */
export function finishedTimedGame(childId: string): SaveGameBody {
  return {
    client_id: CLIENT_ID_PLACEHOLDER,
    child_id: childId,
    mode: "timed",
    difficulty_level: "intermediate",
    duration_seconds: 90,
    questions: Array.from({ length: BENCH_QUESTIONS }, (_, i) => {
      const a = (i % 9) + 2;
      const b = ((i * 7) % 10) + 1;
      return {
        question_type: "multiplication" as const,
        operand1: a,
        operand2: b,
        user_answer: i % 7 === 3 ? a * b + 1 : a * b,
        response_time_ms: 1_200 + ((i * 137) % 1_800),
      };
    }),
  };
}
