import type { DifficultyLevel } from "../constants";
import { getTo100Stage } from "./modes/get-to-100/questions";
import { MISSING_PIECE_RULES } from "./modes/missing-piece/questions";
import { MODE_RULES, OPERATORS, type GameMode, type Operator } from "./modes";
import { MISSING_PIECE_OPERAND_CAP } from "./modes/missing-piece/questions";
import { MTC_QUESTION_MS } from "./modes/mtc/rules";
import { factOf } from "../learning/fact-model";
import { mtcFormProblem } from "./modes/mtc/form";
import { timeAccountedForMs } from "./cut-off-question";

/** The largest factor and sum a Smart Practice question may hold. */
const PRACTICE_MAX_FACTOR = 12;
const PRACTICE_MAX_SUM = 100;
import { TIMED_POOLS } from "./modes/timed/pool";
import { TRAFFIC_LIGHT_POOLS } from "./modes/traffic-light/pool";
import type { PoolEntry, QuestionPool } from "./pool-questions";
import type { OperandRange } from "./ranged-question";
import { applyOperator, isCorrect, operatorOf, type AnsweredQuestion } from "./scoring";
import { TOWER_RULES, towerTables } from "./modes/times-table-tower/questions";

/**
 * The fastest a person can read a question and answer it (docs/decisions/0009):
 * a correct answer measured faster than this was not given by a child.
 */
export const HUMAN_FLOOR_MS = 250;

/** Correct answers under the floor forgiven in one game (a key pressed twice as a question appears). */
export const FAST_ANSWERS_FORGIVEN = 1;

/** Allowed between the answer times (with feedback pauses) and the saved duration: its rounding, a slow device. */
export const TIMING_SLACK_MS = 2_000;

/** The save contract's longest game; an untimed game saved at it may have lasted longer. */
const MAX_DURATION_SECONDS = 3_600;

/** A finished game as saved. */
export interface PlayedGame {
  mode: GameMode;
  difficulty_level: DifficultyLevel;
  duration_seconds: number;
  questions: readonly AnsweredQuestion[];
}

/** Why a game could not have been played: the field at fault and a sentence for the details. */
export interface Implausibility {
  field: string;
  detail: string;
}

const within = (n: number, { min, max }: OperandRange) => Number.isInteger(n) && n >= min && n <= max;

/** Whether `rangedQuestion(type, range)` can make this question. */
function rangedFits(q: AnsweredQuestion, range: OperandRange): boolean {
  const { operand1: a, operand2: b } = q;
  switch (q.question_type) {
    case "addition":
    case "multiplication":
      return within(a, range) && within(b, range);
    case "subtraction":
      return within(a, range) && within(b, range) && a >= b;
    case "division":
      return within(b, range) && a % b === 0 && within(a / b, range);
    case "missing_piece":
      return false;
  }
}

/** Whether `missingPieceQuestionFor(difficulty)` can make this question. */
function missingPieceFits(q: AnsweredQuestion, difficulty: DifficultyLevel): boolean {
  const rules = MISSING_PIECE_RULES[difficulty];
  const { operand1: a, operand2: b, operator, missing_type: missing } = q;
  if (q.question_type !== "missing_piece" || operator === undefined || missing === undefined) return false;
  if (!rules.operators.includes(operator)) return false;
  // An operator is hidden only when exactly one operator fits; otherwise the result is.
  const result = applyOperator(operator, a, b);
  const oneOperator = OPERATORS.filter((op: Operator) => applyOperator(op, a, b) === result).length === 1;
  if (!rules.missingTypes.includes(missing)) return false;
  if (missing === "operator" && !oneOperator) return false;
  const limit = rules.limit;
  const cap = Math.min(MISSING_PIECE_OPERAND_CAP, limit);
  switch (operator) {
    case "+":
      return within(a, { min: 1, max: limit - 1 }) && within(b, { min: 1, max: limit - a });
    case "−":
      return within(a, { min: 1, max: limit }) && within(b, { min: 1, max: a });
    case "×":
      return within(a, { min: 1, max: cap }) && within(b, { min: 1, max: Math.min(cap, Math.floor(limit / a)) });
    case "÷":
      return (
        within(b, { min: 1, max: cap }) &&
        a % b === 0 &&
        within(a / b, { min: 1, max: Math.min(cap, Math.floor(limit / b)) })
      );
  }
}

/** Whether `getTo100Question(score)` can make this question: a type of the score's stage, in its range. */
function getTo100Fits(q: AnsweredQuestion, score: number): boolean {
  const entry = getTo100Stage(score).entries.find((e) => e.type === q.question_type);
  return entry !== undefined && rangedFits(q, entry);
}

/** Whether `towerQuestion(difficulty, correctSoFar)` can make this question. */
function towerFits(q: AnsweredQuestion, difficulty: DifficultyLevel, correctSoFar: number): boolean {
  return (
    q.question_type === "multiplication" &&
    towerTables(difficulty, correctSoFar).includes(q.operand1) &&
    within(q.operand2, { min: 1, max: TOWER_RULES[difficulty].maxMultiplier })
  );
}

/** The key a game uses for "already asked": the equation, whatever part is hidden. */
function equationKey(q: AnsweredQuestion): string {
  return `${q.operand1}${operatorOf(q) ?? "?"}${q.operand2}`;
}

/**
 * A pool game: each question fits an entry of its type, no type is asked more
 * often than its entry's count, and no equation comes more than twice (the
 * generator redraws a repeat up to 50 times, so a second copy is already rare).
 */
function poolProblem(questions: readonly AnsweredQuestion[], pool: QuestionPool): Implausibility | null {
  const used = new Map<PoolEntry, number>();
  const seen = new Map<string, number>();
  for (const [position, q] of questions.entries()) {
    const entry = pool.find((e) => e.type === q.question_type);
    if (entry === undefined || !rangedFits(q, entry)) return notInMode(position);
    const count = (used.get(entry) ?? 0) + 1;
    used.set(entry, count);
    if (count > entry.count) {
      return {
        field: `questions.${position}`,
        detail: `This level asks at most ${entry.count} ${entry.type} questions in a game.`,
      };
    }
    const key = equationKey(q);
    const copies = (seen.get(key) ?? 0) + 1;
    seen.set(key, copies);
    if (copies > 2) return { field: `questions.${position}`, detail: "The same question came up too many times." };
  }
  return null;
}

/**
 * Smart Practice asks facts the child has met, or the 2-12 times tables: one
 * arithmetic fact, whole and within the times tables' or 100's reach.
 */
function practiceFits(q: AnsweredQuestion): boolean {
  const fact = q.question_type === "missing_piece" ? null : factOf({ ...q, operation: q.question_type });
  if (!fact || fact.a < 0) return false;
  return fact.family === "multiplication" ? fact.b <= PRACTICE_MAX_FACTOR : fact.a + fact.b <= PRACTICE_MAX_SUM;
}

function notInMode(position: number): Implausibility {
  return { field: `questions.${position}`, detail: "This question is not one this game asks at this level." };
}

/**
 * A Times Tables Check: 25 multiplications forming a form the framework
 * allows (`mtcFormProblem`), none on screen longer than its 6 seconds.
 */
function mtcProblem(questions: readonly AnsweredQuestion[]): Implausibility | null {
  for (const [position, q] of questions.entries()) {
    if (q.question_type !== "multiplication") return notInMode(position);
    if (q.response_time_ms > MTC_QUESTION_MS) {
      return {
        field: `questions.${position}`,
        detail: `A question of the check is on screen for at most ${MTC_QUESTION_MS} ms.`,
      };
    }
  }
  const problem = mtcFormProblem(questions.map((q) => ({ n1: q.operand1, n2: q.operand2 })));
  return problem === null ? null : { field: "questions", detail: problem };
}

/** The first question that its mode could not have asked at the game's difficulty, in the order asked. */
function questionProblem(game: PlayedGame): Implausibility | null {
  const { mode, difficulty_level: difficulty, questions } = game;
  if (mode === "mtc") return mtcProblem(questions);
  if (mode === "timed" || mode === "challenge") return poolProblem(questions, TIMED_POOLS[difficulty]);
  if (mode === "traffic_light") return poolProblem(questions, TRAFFIC_LIGHT_POOLS[difficulty]);
  let correctSoFar = 0;
  for (const [position, q] of questions.entries()) {
    const fits =
      mode === "smart_practice"
        ? practiceFits(q)
        : mode === "missing_piece"
          ? missingPieceFits(q, difficulty)
          : mode === "get_to_100"
            ? getTo100Fits(q, correctSoFar)
            : towerFits(q, difficulty, correctSoFar);
    if (!fits) return notInMode(position);
    if (isCorrect(q)) correctSoFar++;
  }
  return null;
}

function timingProblem(game: PlayedGame): Implausibility | null {
  const { questions } = game;
  // Only right answers count: a wrong or skipped one earns nothing, and a double tap must not lose the game.
  const tooFast = questions.filter((q) => isCorrect(q) && q.response_time_ms < HUMAN_FLOOR_MS);
  if (tooFast.length > FAST_ANSWERS_FORGIVEN) {
    return {
      field: "questions",
      detail: `${tooFast.length} right answers came in under ${HUMAN_FLOOR_MS} ms, faster than anyone can read a question.`,
    };
  }
  // An untimed game saved at the contract's longest may have lasted longer: its answers cannot be held to it.
  if (MODE_RULES[game.mode].timeLimitSeconds === null && game.duration_seconds >= MAX_DURATION_SECONDS) return null;
  const needed = timeAccountedForMs(game.mode, questions);
  if (needed > game.duration_seconds * 1000 + TIMING_SLACK_MS) {
    return {
      field: "duration_seconds",
      detail: `The answers took ${Math.ceil(needed / 1000)} seconds in a game that lasted ${game.duration_seconds}.`,
    };
  }
  return null;
}

/**
 * Why a saved game could not have come from our engines and a child, or null
 * when it could: answers faster than a person can read, answer times that add
 * up to more than the game lasted, or a question its mode never asks at its
 * difficulty. The game's limits (question count, duration) are checked first.
 */
export function implausibility(game: PlayedGame): Implausibility | null {
  return timingProblem(game) ?? questionProblem(game);
}
