import { COUNTDOWN_SECONDS, LOW_TIME_WARNING_SECONDS, type Operator } from "./modes";
import { MODE_RULES } from "./modes/rules";
import { type AnswerOutcome } from "./mode-rules";
import type { GameAction } from "./game-actions";
import type { EndReason, Feedback, GameState } from "./game-state";
import type { Question } from "./question";
import { isCorrect, trafficLightOf, type AnsweredQuestion } from "./scoring";

/**
 * What makes one mode differ from another; the shared reducer does the rest. A game's clock is its state's
 * `timeLimitMs`, from its mode's rules (`createGameState`).
 */
export interface EngineRules<S extends GameState> {
  /**
   * How long feedback blocks play after an answer, by how it went (the mode's
   * `feedbackPauseMs`, mode-rules.ts); 0 moves on to the next question at once. The
   * game clock runs on through it: a mode's time limit is wall-clock time, pauses included.
   */
  feedbackMs: Readonly<Record<AnswerOutcome, number>>;
  /** Makes the next question in modes without a prepared list. */
  nextQuestion?: (state: S) => Question;
  /**
   * The mode's own bookkeeping after an answer (the answer is already in
   * `answers`, `correctCount` and `score` counted); may end the game at once.
   */
  afterAnswer?: (state: S, correct: boolean) => { state: S; end: EndReason | null };
}

const COUNTDOWN_MS = COUNTDOWN_SECONDS * 1000;
/** The save contract's bounds for a typed answer. */
const MAX_ANSWER = 99_999;

/** The answer as it will be saved. */
/** What the player is shown of their answer, from `at` until `until`: right or not, and the right answer. */
export function feedbackOn(
  question: Question,
  given: number | Operator | null,
  correct: boolean,
  responseTimeMs: number,
  at: number,
  until: number,
): Feedback {
  return {
    correct,
    question,
    userAnswer: given,
    correctAnswer: question.answer,
    responseTimeMs,
    trafficLight: trafficLightOf(responseTimeMs),
    at,
    until,
  };
}

function record(question: Question, given: number | Operator | null, responseTimeMs: number): AnsweredQuestion {
  const answered: AnsweredQuestion = {
    question_type: question.type,
    operand1: question.operand1,
    operand2: question.operand2,
    user_answer: typeof given === "number" ? given : null,
    response_time_ms: responseTimeMs,
  };
  if (question.type !== "missing_piece" || question.missingType === null) return answered;
  answered.operator = question.operator;
  answered.missing_type = question.missingType;
  if (question.missingType === "operator") answered.user_operator_answer = typeof given === "string" ? given : null;
  return answered;
}

/** The clock fields at `now`, keeping the same object when nothing visible changed. */
function withClock<S extends GameState>(state: S, now: number): S {
  if (state.deadline === null) return state;
  const secondsLeft = Math.max(0, Math.ceil((state.deadline - now) / 1000));
  const lowTime = secondsLeft <= LOW_TIME_WARNING_SECONDS;
  if (secondsLeft === state.secondsLeft && lowTime === state.lowTime) return state;
  return { ...state, secondsLeft, lowTime };
}

/**
 * The end, which happens once. A question still on screen (the clock ran out
 * on it) is left out in every mode: the child never had the chance to answer
 * it, so it is neither a skip nor a wrong answer, in the results or in the
 * child's per-fact figures. (The Times Tables Check, whose unanswered
 * questions do count, runs its own engine, modes/mtc/game.ts.)
 */
function end<S extends GameState>(state: S, reason: EndReason, at: number): S {
  if (state.phase === "ended") return state;
  return {
    ...withClock(state, at),
    phase: "ended",
    endReason: reason,
    endedAt: at,
    current: null,
    shownAt: null,
  };
}

function showNext<S extends GameState>(rules: EngineRules<S>, state: S, at: number): S {
  if (state.answers.length >= MODE_RULES[state.mode].maxQuestions) return end(state, "questions_done", at);
  let upcoming = state.upcoming;
  let question: Question | undefined;
  if (upcoming !== null) {
    question = upcoming[0];
    upcoming = upcoming.slice(1);
  } else {
    question = rules.nextQuestion?.(state);
  }
  if (question === undefined) return end(state, "questions_done", at);
  return {
    ...state,
    phase: "playing",
    current: question,
    shownAt: at,
    upcoming,
    asked: new Set(state.asked).add(question.key),
  };
}

/** Lets time pass up to `now`: the countdown, the end of blocking feedback, the clock. */
function advance<S extends GameState>(rules: EngineRules<S>, state: S, now: number): S {
  let next = state;
  if (next.phase === "countdown" && next.startedAt !== null) {
    const elapsed = now - next.startedAt;
    if (elapsed < COUNTDOWN_MS) {
      const countdown = COUNTDOWN_SECONDS - Math.floor(Math.max(0, elapsed) / 1000);
      return countdown === next.countdown ? next : { ...next, countdown };
    }
    const playStartedAt = next.startedAt + COUNTDOWN_MS;
    const deadline = next.timeLimitMs === null ? null : playStartedAt + next.timeLimitMs;
    next = showNext(rules, { ...next, countdown: null, playStartedAt, deadline }, playStartedAt);
  }
  const { feedback, deadline } = next;
  if (
    next.phase === "feedback" &&
    feedback !== null &&
    now >= feedback.until &&
    (deadline === null || feedback.until < deadline)
  ) {
    next = showNext(rules, next, feedback.until);
  }
  if (next.phase !== "ended" && deadline !== null && now >= deadline) return end(next, "time_up", deadline);
  return withClock(next, now);
}

function respond<S extends GameState>(
  rules: EngineRules<S>,
  state: S,
  given: number | Operator | null,
  now: number,
): S {
  const question = state.current;
  if (state.phase !== "playing" || question === null || state.shownAt === null) return state;
  if (given !== null && (typeof given === "number") === (question.missingType === "operator")) return state;
  if (typeof given === "number" && !(Number.isInteger(given) && Math.abs(given) <= MAX_ANSWER)) return state;
  const responseTimeMs = Math.max(0, Math.round(now - state.shownAt));
  const answered = record(question, given, responseTimeMs);
  const correct = isCorrect(answered);
  const correctCount = state.correctCount + (correct ? 1 : 0);
  const pauseMs = rules.feedbackMs[correct ? "right" : given === null ? "skipped" : "wrong"];
  const counted: S = {
    ...state,
    answers: [...state.answers, answered],
    correctCount,
    score: correctCount,
    current: null,
    shownAt: null,
    feedback: feedbackOn(question, given, correct, responseTimeMs, now, now + pauseMs),
  };
  const after = rules.afterAnswer?.(counted, correct) ?? { state: counted, end: null };
  if (after.end !== null) return end(after.state, after.end, now);
  if (pauseMs > 0) return { ...after.state, phase: "feedback" };
  return showNext(rules, after.state, now);
}

/**
 * A key pressed while a right answer's feedback holds play: the next question
 * at once, so that a fluent child is never held back by a pause they do not
 * need. A wrong or skipped answer's pause stays whole: it shows the right
 * answer, the one thing to learn from the mistake.
 */
function moveOn<S extends GameState>(rules: EngineRules<S>, state: S, now: number): S {
  const { feedback, deadline } = state;
  if (state.phase !== "feedback" || feedback === null || !feedback.correct) return state;
  if (deadline !== null && now >= deadline) return state;
  return showNext(rules, { ...state, feedback: { ...feedback, until: now } }, now);
}

/**
 * The reducer every mode engine runs with its own rules. Pure apart from the
 * injected random source in the state; time comes only from the actions.
 * After the end every action returns the same state.
 */
export function reduceGame<S extends GameState>(rules: EngineRules<S>, state: S, action: GameAction): S {
  if (state.phase === "ended") return state;
  if (action.type === "start") {
    return state.startedAt === null ? { ...state, startedAt: action.now, countdown: COUNTDOWN_SECONDS } : state;
  }
  if (state.startedAt === null) return state;
  const advanced = advance(rules, state, action.now);
  switch (action.type) {
    case "tick":
      return advanced;
    case "next":
      return moveOn(rules, advanced, action.now);
    case "answer":
      return respond(rules, advanced, action.value, action.now);
    case "answerOperator":
      return respond(rules, advanced, action.operator, action.now);
    case "skip":
      return respond(rules, advanced, null, action.now);
  }
}
