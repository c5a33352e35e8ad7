import { MTC_INTERLUDE_SECONDS } from "../../../constants";
import { createGameState } from "../../create-game-state";
import type { GameAction } from "../../game-actions";
import type { GameConfig, GameState } from "../../game-state";
import { COUNTDOWN_SECONDS } from "..";
import { MTC_NEXT_AFTER_MS, MTC_PAUSE_MS, MTC_QUESTION_MS } from "./rules";
import { mtcForm, type MtcFact } from "./form";
import { arithmeticQuestion, type Question } from "../../question";
import { feedbackOn } from "../../reduce-game";
import { isCorrect, type AnsweredQuestion } from "../../scoring";

/** Where the rehearsal is: the practice questions, the pause before the check, the check itself. */
export type MtcStage = "practice" | "interlude" | "check";

/** The Times Tables Check's state: the form, where play is in it, and the current question's clock. */
export interface MtcState extends GameState {
  mtc: {
    practice: readonly Question[];
    check: readonly Question[];
    stage: MtcStage;
    /** The question on screen (or last answered) within its stage, from 0. */
    index: number;
    /** When the question on screen runs out of time. */
    questionDeadline: number | null;
    /** Whole seconds left: for the question on screen (6 to 0), of the pause or the interlude, or until Next works (0: it does); null before and after. */
    secondsLeft: number | null;
    /** The access arrangement: a Next button ends each pause (and the interlude) instead of the clock. */
    nextButton: boolean;
  };
}

/** How the rehearsal is run: with a Next button in place of the pause, or not. */
export interface MtcOptions {
  nextButton?: boolean;
}

const COUNTDOWN_MS = COUNTDOWN_SECONDS * 1000;
const INTERLUDE_MS = MTC_INTERLUDE_SECONDS * 1000;
/** With a Next button, it works from this long after an answer, so that a second press of Enter skips nothing. */
const NEXT_AFTER_MS = MTC_NEXT_AFTER_MS;
/** The save contract's bounds for a typed answer. */
const MAX_ANSWER = 99_999;

const questionOf = ({ n1, n2 }: MtcFact) => arithmeticQuestion("multiplication", n1, n2);

/**
 * A Multiplication Tables Check rehearsal: a 3-2-1 countdown, 3 practice
 * questions, a pause to say the check begins, then the 25 questions of a form
 * made as the framework makes one (`mtcForm`). Each question has 6 seconds;
 * then comes a 3-second pause with nothing on screen, whether it was answered
 * or ran out of time (no answer: wrong). Nothing tells the child how an
 * answer went until the end. Only the 25 are saved and scored, and the game's
 * time runs from the first of them. With `nextButton` (an access arrangement
 * of the check) each pause, and the interlude, lasts until the `next` action.
 */
export function createMtcGame(config: GameConfig, { nextButton = false }: MtcOptions = {}): MtcState {
  const form = mtcForm(config.random);
  const check = form.check.map(questionOf);
  return {
    ...createGameState("mtc", config, check),
    mtc: {
      practice: form.practice.map(questionOf),
      check,
      stage: "practice",
      index: 0,
      questionDeadline: null,
      secondsLeft: null,
      nextButton,
    },
  };
}

const secondsTo = (deadline: number, now: number) => Math.max(0, Math.ceil((deadline - now) / 1000));

function show(state: MtcState, stage: MtcStage, index: number, at: number): MtcState {
  const list = stage === "practice" ? state.mtc.practice : state.mtc.check;
  const question = list[index];
  if (question === undefined) return state;
  const deadline = at + MTC_QUESTION_MS;
  return {
    ...state,
    phase: "playing",
    countdown: null,
    current: question,
    shownAt: at,
    upcoming: stage === "check" ? state.mtc.check.slice(index + 1) : state.upcoming,
    asked: new Set(state.asked).add(question.key),
    playStartedAt: stage === "check" && index === 0 ? at : state.playStartedAt,
    mtc: { ...state.mtc, stage, index, questionDeadline: deadline, secondsLeft: secondsTo(deadline, at) },
  };
}

/** The answer (null: none in time) to the question on screen at `at`: recorded if it counts, then the pause or the end. */
function respond(state: MtcState, given: number | null, at: number): MtcState {
  const question = state.current;
  if (state.phase !== "playing" || question === null || state.shownAt === null) return state;
  const responseTimeMs = Math.max(0, Math.round(at - state.shownAt));
  const answered: AnsweredQuestion = {
    question_type: question.type,
    operand1: question.operand1,
    operand2: question.operand2,
    user_answer: given,
    response_time_ms: responseTimeMs,
  };
  const correct = isCorrect(answered);
  const { stage, index } = state.mtc;
  const counts = stage === "check";
  const correctCount = state.correctCount + (counts && correct ? 1 : 0);
  const lastPractice = stage === "practice" && index === state.mtc.practice.length - 1;
  const lastOfCheck = counts && index === state.mtc.check.length - 1;
  const pause = lastPractice ? INTERLUDE_MS : MTC_PAUSE_MS;
  const next: MtcState = {
    ...state,
    answers: counts ? [...state.answers, answered] : state.answers,
    correctCount,
    score: correctCount,
    current: null,
    shownAt: null,
    // With a Next button, the feedback holds until the earliest the button works.
    feedback: feedbackOn(
      question,
      given,
      correct,
      responseTimeMs,
      at,
      lastOfCheck ? at : at + (state.mtc.nextButton ? NEXT_AFTER_MS : pause),
    ),
    mtc: {
      ...state.mtc,
      stage: lastPractice ? "interlude" : stage,
      questionDeadline: null,
      secondsLeft: lastOfCheck ? null : secondsTo(at + (state.mtc.nextButton ? NEXT_AFTER_MS : pause), at),
    },
  };
  if (lastOfCheck) return { ...next, phase: "ended", endReason: "questions_done", endedAt: at };
  return { ...next, phase: "feedback" };
}

/** The same state when the seconds shown have not changed, so that nothing renders again. */
function withSecondsLeft(state: MtcState, secondsLeft: number | null): MtcState {
  return secondsLeft === state.mtc.secondsLeft ? state : { ...state, mtc: { ...state.mtc, secondsLeft } };
}

/** Lets time pass up to `now`: the countdown, questions running out of time, the pauses. */
function advance(state: MtcState, now: number): MtcState {
  let s = state;
  for (;;) {
    if (s.phase === "ended" || s.startedAt === null) return s;
    if (s.phase === "countdown") {
      const elapsed = now - s.startedAt;
      if (elapsed < COUNTDOWN_MS) {
        const countdown = COUNTDOWN_SECONDS - Math.floor(Math.max(0, elapsed) / 1000);
        return countdown === s.countdown ? s : { ...s, countdown };
      }
      s = show(s, "practice", 0, s.startedAt + COUNTDOWN_MS);
      continue;
    }
    if (s.phase === "playing") {
      const deadline = s.mtc.questionDeadline;
      if (deadline !== null && now >= deadline) {
        s = respond(s, null, deadline);
        continue;
      }
      return withSecondsLeft(s, deadline === null ? null : secondsTo(deadline, now));
    }
    // The pause after a question, or the interlude after the practice; with a Next button, it waits for Next.
    const until = s.feedback?.until ?? now;
    if (now < until || s.mtc.nextButton) return withSecondsLeft(s, secondsTo(until, now));
    s = showAfterPause(s, until);
  }
}

/** The question after a pause, or the check's first after the interlude. */
function showAfterPause(state: MtcState, at: number): MtcState {
  const { stage, index } = state.mtc;
  return stage === "interlude" ? show(state, "check", 0, at) : show(state, stage, index + 1, at);
}

/**
 * The rehearsal's reducer: pure apart from the random source used once when
 * the form is made; time comes only from the actions. `next` ends a pause
 * only with a Next button, from 1 s after the answer. A skip does nothing
 * (the check has no way to pass a question by): a question is answered or
 * runs out of time. After the end every action returns the same state.
 */
export function mtcReducer(state: MtcState, action: GameAction): MtcState {
  if (state.phase === "ended") return state;
  if (action.type === "start") {
    return state.startedAt === null ? { ...state, startedAt: action.now, countdown: COUNTDOWN_SECONDS } : state;
  }
  if (state.startedAt === null) return state;
  const advanced = advance(state, action.now);
  if (action.type === "next") {
    const waiting = advanced.phase === "feedback" && advanced.mtc.nextButton;
    const ready = waiting && action.now >= (advanced.feedback?.until ?? action.now);
    return ready ? showAfterPause(advanced, action.now) : advanced;
  }
  if (action.type !== "answer") return advanced;
  const { value } = action;
  if (!Number.isInteger(value) || Math.abs(value) > MAX_ANSWER) return advanced;
  return respond(advanced, value, action.now);
}
