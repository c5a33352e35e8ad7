import type { SaveGameBody } from "../../shared/api/play";
import { MODE_LABELS, SAVE_DURATION_SLACK_SECONDS, type GameMode } from "../../shared/game/modes";
import { MODE_RULES } from "../../shared/game/modes/rules";
import { allowanceFor, timeLimitOf, type TimeAllowance } from "../../shared/game/time-allowance";
import { withoutCutOffQuestion } from "../../shared/game/cut-off-question";
import { implausibility } from "../../shared/game/plausible-game";
import { answerLightOf, correctAnswerOf, isCorrect, scoreOf, totalOf } from "../../shared/game/scoring";
import { productMessages } from "../../shared/messages";
import { unprocessable } from "../core/app-error";

/** One question as it will be stored, its correctness worked out by the server. */
interface ScoredQuestion {
  position: number;
  questionType: SaveGameBody["questions"][number]["question_type"];
  operand1: number;
  operand2: number;
  correctAnswer: number;
  userAnswer: number | null;
  isCorrect: boolean;
  metadata: { responseTime: number; gameMode: GameMode; trafficLight?: string };
  missingType: string | null;
  operatorAnswer: string | null;
  userOperatorAnswer: string | null;
}

export interface ScoredGame {
  score: number;
  maxScore: number;
  questions: ScoredQuestion[];
}

/**
 * Checks a finished game against its mode's limits on the clock it was played on (more time), refuses one no child
 * could have played (`implausibility`, on the game as sent), and scores it
 * from the questions alone: whatever the client believed, each answer is
 * marked as it really is, and the score follows from those marks. A question
 * the clock cut off, which an older app saved as unanswered, is left out
 * (`withoutCutOffQuestion`), as the engines do.
 */
export function scoreGame(body: SaveGameBody): ScoredGame {
  const { mode } = body;
  const maxQuestions = MODE_RULES[mode].maxQuestions;
  if (body.questions.length > maxQuestions) {
    throw unprocessable("too_many_questions", productMessages.tooManyQuestions, {
      questions: `A ${MODE_LABELS[mode]} game holds at most ${maxQuestions} questions (got ${body.questions.length}).`,
    });
  }
  const allowance: TimeAllowance = body.time_allowance ?? "standard";
  if (allowanceFor(mode, allowance) !== allowance) {
    throw unprocessable("time_allowance_not_for_mode", productMessages.timeAllowanceNotForMode, {
      time_allowance: `A ${MODE_LABELS[mode]} game is not played on that clock (got ${allowance}).`,
    });
  }
  const limit = timeLimitOf(mode, allowance);
  if (limit !== null && body.duration_seconds > limit + SAVE_DURATION_SLACK_SECONDS) {
    throw unprocessable("game_too_long", productMessages.gameTooLong, {
      duration_seconds: `A ${MODE_LABELS[mode]} game lasts at most ${limit} seconds (got ${body.duration_seconds}).`,
    });
  }
  // The question an older app saved as unanswered when the clock ran out was never the child's to answer.
  const questions = withoutCutOffQuestion(mode, body.questions, allowance);
  const scored = questions.map((q, position): ScoredQuestion => {
    const correctAnswer = correctAnswerOf(q);
    if (correctAnswer === null) {
      throw unprocessable("invalid_question", productMessages.invalidQuestion, {
        [`questions.${position}`]: productMessages.invalidQuestion,
      });
    }
    const missingPiece = q.question_type === "missing_piece";
    const light = answerLightOf(mode, q.response_time_ms);
    return {
      position,
      questionType: q.question_type,
      operand1: q.operand1,
      operand2: q.operand2,
      correctAnswer,
      userAnswer: q.user_answer,
      isCorrect: isCorrect(q),
      metadata: {
        responseTime: q.response_time_ms,
        gameMode: mode,
        ...(light !== null && { trafficLight: light }),
      },
      missingType: missingPiece ? (q.missing_type ?? null) : null,
      operatorAnswer: missingPiece ? (q.operator ?? null) : null,
      userOperatorAnswer: missingPiece ? (q.user_operator_answer ?? null) : null,
    };
  });
  const implausible = implausibility(body);
  if (implausible !== null) {
    throw unprocessable("implausible_game", productMessages.implausibleGame, {
      [implausible.field]: implausible.detail,
    });
  }
  return { score: scoreOf(mode, questions), maxScore: totalOf(mode, questions.length), questions: scored };
}
