import type { GameSession, SaveGameBody, SaveGameResponse, SavedQuestion } from "../../../shared/api/play";
import { DIFFICULTY_LABELS, type DifficultyLevel } from "../../../shared/constants";
import { MODE_LABELS, type GameMode, type QuestionType } from "../../../shared/game/modes";
import { bestIsPerLevel } from "../../../shared/game/personal-best";
import { isGamePath } from "../../../shared/routing/play-paths";
import {
  answerLightOf,
  correctAnswerOf,
  isCorrect,
  isPerfect,
  percentOf,
  scoreOf,
  totalOf,
} from "../../../shared/game/scoring";
import type { ChallengeOutcome } from "../../../shared/api/challenges";
import { productMessages } from "../../../shared/messages";
import { MODE_RULES } from "../../../shared/game/modes/rules";
import { fillIn } from "../../../shared/words";
import { allowanceLabel, type TimeAllowance } from "../../../shared/game/time-allowance";
import { CLIENT_MODES } from "../../modes/modes";
import type { WaitingReason } from "./game-outbox";

/** What the results page shows, from the server's answer or from the copy kept on this device. */
export interface GameResult {
  /** The server's id of the game; null while it waits on this device. */
  sessionId: string | null;
  mode: GameMode;
  difficulty: DifficultyLevel;
  score: number;
  total: number;
  durationSeconds: number;
  /** The clock it was played on (more time): its title says so, and its best is of games on the same one. */
  timeAllowance: TimeAllowance;
  questions: SavedQuestion[];
  /** True while the game waits in this device's outbox. */
  pendingUpload: boolean;
  /** It waits because the server answered its last try with an error or not in time (not the connection). */
  waitingOnServer: boolean;
  /** The server refused the game for good: why, in the player's words. Null otherwise. */
  refusedBecause: string | null;
  /** The save's answer said this game earned a streak shield (a Times Table Tower win); false when not known. */
  shieldEarned: boolean;
  /** The child's Times Table Tower wins today after this game, as the save's answer said; null when not known. */
  towerWinsToday: number | null;
}

/**
 * A game the server has saved, from the answer to saving it (with what its
 * follow-up steps decided) or to reading it back (without).
 */
export function resultFromServer({
  session,
  questions,
  outcomes,
}: {
  session: GameSession;
  questions: SavedQuestion[];
  outcomes?: Pick<SaveGameResponse["outcomes"], "shield_awarded" | "tower_daily_wins">;
}): GameResult {
  return {
    sessionId: session.id,
    mode: session.mode,
    difficulty: session.difficulty_level,
    score: session.score,
    total: session.max_score,
    durationSeconds: session.duration,
    timeAllowance: session.time_allowance,
    questions,
    pendingUpload: false,
    waitingOnServer: false,
    refusedBecause: null,
    shieldEarned: outcomes?.shield_awarded === true,
    towerWinsToday: outcomes?.tower_daily_wins ?? null,
  };
}

/**
 * Scores a game kept on this device with the same rules the server applies:
 * still waiting to be sent (and why: `waiting`), or refused by the server (`refusedBecause`).
 */
export function resultFromLocal(
  body: SaveGameBody,
  refusedBecause: string | null = null,
  waiting: WaitingReason | null = null,
): GameResult {
  const questions: SavedQuestion[] = body.questions.map((q, position) => ({
    position,
    question_type: q.question_type,
    operand1: q.operand1,
    operand2: q.operand2,
    correct_answer: correctAnswerOf(q) ?? 0,
    user_answer: q.user_answer,
    is_correct: isCorrect(q),
    response_time_ms: q.response_time_ms,
    traffic_light: answerLightOf(body.mode, q.response_time_ms),
    missing_type: q.missing_type ?? null,
    operator_answer: q.question_type === "missing_piece" ? (q.operator ?? null) : null,
    user_operator_answer: q.user_operator_answer ?? null,
  }));
  return {
    sessionId: null,
    mode: body.mode,
    difficulty: body.difficulty_level,
    score: scoreOf(body.mode, body.questions),
    total: totalOf(body.mode, body.questions.length),
    durationSeconds: body.duration_seconds,
    timeAllowance: body.time_allowance ?? "standard",
    questions,
    pendingUpload: refusedBecause === null,
    waitingOnServer: refusedBecause === null && waiting === "server",
    refusedBecause,
    shieldEarned: false,
    towerWinsToday: null,
  };
}

/**
 * What the results say of a game waiting on this device: the connection is not to blame
 * when the server answered an error or nothing in time, and the game goes again by itself.
 */
export function savedOnDeviceText(result: Pick<GameResult, "waitingOnServer">): string {
  return result.waitingOnServer ? productMessages.gameSavedOnDeviceServerBusy : productMessages.gameSavedOnDevice;
}

export function isAnswered(q: SavedQuestion): boolean {
  return q.user_answer !== null || q.user_operator_answer !== null;
}

export interface TypeBreakdown {
  type: QuestionType;
  correct: number;
  asked: number;
}

export function breakdownByType(questions: readonly SavedQuestion[]): TypeBreakdown[] {
  const rows = new Map<QuestionType, TypeBreakdown>();
  for (const q of questions) {
    const row = rows.get(q.question_type) ?? { type: q.question_type, correct: 0, asked: 0 };
    row.asked++;
    if (q.is_correct) row.correct++;
    rows.set(q.question_type, row);
  }
  return [...rows.values()];
}

/**
 * A perfect game: full marks with every answer right. (The tower's score is its
 * highest point, so 21 right of 22 reaches full marks without being perfect.)
 */
export function isPerfectGame(result: Pick<GameResult, "score" | "total" | "questions">): boolean {
  return isPerfect(result.score, result.total) && result.questions.every((q) => q.is_correct);
}

/**
 * What the results name the game by: its mode, its level where the mode's
 * games differ by level, and its clock when the child had more time.
 */
export function gameTitle({
  mode,
  difficulty,
  timeAllowance,
}: Pick<GameResult, "mode" | "difficulty" | "timeAllowance">): string {
  const parts = [MODE_LABELS[mode]];
  if (!CLIENT_MODES[mode].results.sameAtEveryLevel) parts.push(DIFFICULTY_LABELS[difficulty]);
  const clock = allowanceLabel(timeAllowance);
  if (clock !== null) parts.push(clock);
  return parts.join(" · ");
}

function headline(percent: number, perfect: boolean): string {
  if (perfect) return "Perfect score!";
  if (percent >= 80) return "Amazing work!";
  if (percent >= 60) return "Great job!";
  if (percent >= 40) return "Good effort!";
  return "Keep practising, you're getting there!";
}

/**
 * The results' heading: for a challenge game, how the challenge came out (`challenge`, null
 * when not known here); for any other, how well it went, on the mode's own scale.
 */
export function resultsHeadline(
  result: Pick<GameResult, "mode" | "score" | "total" | "questions">,
  challenge: ChallengeOutcome | null,
): string {
  if (result.mode === "challenge") return challengeHeadline(challenge, result.score);
  return headline(percentOf(result.score, result.total), isPerfectGame(result));
}

/** What the results page says about the child's best in the mode. */
export interface BestNote {
  /** This game beat every game before it (a first game that scored). */
  newBest: boolean;
  text: string;
}

/**
 * This game's score against the best of the player's games before it (null:
 * none), in the mode and, where the mode's questions depend on it, the level.
 */
export function personalBestNote(mode: GameMode, score: number, bestBefore: number | null): BestNote {
  // The best score any game of the mode can have (Get to 100's 100): never a score to beat. A mode
  // scored out of the questions asked (Missing Piece) has none below its longest game's.
  const { maxScore, maxQuestions } = MODE_RULES[mode];
  const top = maxScore(maxQuestions);
  if (bestBefore === null) {
    const first = bestIsPerLevel(mode)
      ? productMessages.personalBestFirstGameAtLevel
      : productMessages.personalBestFirstGame;
    if (score <= 0) return { newBest: false, text: fillIn(productMessages.personalBestFirstPoint, { first }) };
    const text = score >= top ? productMessages.personalBestTopScore : productMessages.personalBestToBeat;
    return { newBest: true, text: fillIn(text, { first, score }) };
  }
  const best = { best: bestBefore };
  if (score > bestBefore) return { newBest: true, text: fillIn(productMessages.personalBestBeaten, best) };
  if (score === bestBefore) return { newBest: false, text: fillIn(productMessages.personalBestMatched, best) };
  const toBeat = bestBefore >= top ? productMessages.personalBestTopToMatch : productMessages.personalBestStillToBeat;
  return { newBest: false, text: fillIn(toBeat, best) };
}

/**
 * The heading of a challenge game's results: how the challenge came out for the player,
 * against the other side, from the save's answer (null: not known here yet).
 */
export function challengeHeadline(outcome: ChallengeOutcome | null, score: number): string {
  const me = outcome?.side === "opponent" ? outcome.opponent : outcome?.initiator;
  const them = outcome?.side === "opponent" ? outcome.initiator : outcome?.opponent;
  if (!outcome || !me || !them) return fillIn(productMessages.challengeResultsScored, { mine: score });
  const words = { mine: me.score ?? score, theirs: them.score ?? 0, name: them.name };
  const texts = {
    won: productMessages.challengeResultsWon,
    lost: productMessages.challengeResultsLost,
    tie: productMessages.challengeResultsTie,
    pending: productMessages.challengeResultsWaiting,
  } as const;
  return fillIn(texts[outcome.result], words);
}

/** Play again from the results' navigation state: a play address only, never anywhere else. */
export function playAgainPath(path: string | undefined): string | null {
  return path && isGamePath(path) ? path : null;
}
