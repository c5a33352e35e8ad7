import type { DifficultyLevel } from "../../../constants";
import type { Question } from "../../question";
import { mulberry32 } from "../../random";
import { createTimedGame } from "../timed/game";

/** The largest question seed: seeds are whole numbers from 0 to 2³¹ − 1 (a database integer; mulberry32 takes any). */
export const MAX_CHALLENGE_SEED = 2_147_483_647;

/**
 * The questions of a head-to-head challenge game, in the order they are
 * asked: the challenge's seed drives the same generator as every timed game
 * (the difficulty's timed pool, shuffled), so both players get their game from
 * one seed at their own difficulty, and the server can generate it again.
 */
export function challengeQuestions(seed: number, difficulty: DifficultyLevel): readonly Question[] {
  return createTimedGame({ mode: "challenge", difficulty, random: mulberry32(seed) }).upcoming ?? [];
}

/** A saved question's equation, as the save sends it. */
interface SentQuestion {
  question_type: string;
  operand1: number;
  operand2: number;
}

/**
 * Whether a challenge game's saved questions are the ones its seed gives at
 * this difficulty, in order: a game is played from the first question on, so
 * its questions are the start of the seeded list (skipped ones included).
 */
export function matchesChallengeSeed(
  questions: readonly SentQuestion[],
  seed: number,
  difficulty: DifficultyLevel,
): boolean {
  const expected = challengeQuestions(seed, difficulty);
  if (questions.length > expected.length) return false;
  return questions.every((sent, i) => {
    const q = expected[i];
    return (
      q !== undefined && sent.question_type === q.type && sent.operand1 === q.operand1 && sent.operand2 === q.operand2
    );
  });
}
