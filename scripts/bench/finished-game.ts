import type { SaveGameBody } from "../../src/shared/api/play";
import { mulberry32 } from "../../src/shared/game/random";
import { simulatePlay, wrongAnswerTo } from "../../src/shared/game/simulated-play";

/** Replaced in every request (next-request.cjs; keep the two in step): by a new UUID, */
export const CLIENT_ID_PLACEHOLDER = "00000000-0000-4000-8000-000000000000";
/** by the id of the child whose turn it is, */
export const CHILD_ID_PLACEHOLDER = "00000000-0000-4000-8000-00000000c41d";
/** and by that child's token. */
export const CHILD_TOKEN_PLACEHOLDER = "bench-child-token-placeholder";

export const BENCH_QUESTIONS = 40;

/** A finished intermediate 90-second game of 40 questions, 34 right, played on the real engine. */
export function finishedTimedGame(childId: string): SaveGameBody {
  let i = 0;
  const state = simulatePlay("timed", "intermediate", mulberry32(BENCH_QUESTIONS), (q) => {
    if (i === BENCH_QUESTIONS) return null;
    const n = i++;
    return { thinkMs: 1_000 + ((n * 137) % 1_800), answer: n % 7 === 3 ? wrongAnswerTo(q) : q.answer };
  });
  return {
    client_id: CLIENT_ID_PLACEHOLDER,
    child_id: childId,
    mode: "timed",
    difficulty_level: "intermediate",
    duration_seconds: 90,
    questions: state.answers.slice(0, BENCH_QUESTIONS),
  };
}
