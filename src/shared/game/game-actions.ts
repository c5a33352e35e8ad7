import type { Operator } from "./modes";

/** What a game screen tells an engine; every action carries the clock reading `now` in milliseconds. */
export type GameAction =
  | { type: "start"; now: number }
  | { type: "tick"; now: number }
  | { type: "answer"; value: number; now: number }
  | { type: "answerOperator"; operator: Operator; now: number }
  | { type: "skip"; now: number }
  | { type: "next"; now: number };

/** Action creators for every engine. */
export const gameActions = {
  /** Begins the 3-2-1 countdown. */
  start: (now: number): GameAction => ({ type: "start", now }),
  /** Lets time pass: the countdown, feedback and the clock move on. Call it often (e.g. every animation frame). */
  tick: (now: number): GameAction => ({ type: "tick", now }),
  /** A typed number. */
  answer: (value: number, now: number): GameAction => ({ type: "answer", value, now }),
  /** Missing Piece only: the operator chosen for a hidden operator. */
  answerOperator: (operator: Operator, now: number): GameAction => ({ type: "answerOperator", operator, now }),
  /** Gives up on the current question; it counts as wrong. */
  skip: (now: number): GameAction => ({ type: "skip", now }),
  /**
   * Ends the wait between two questions: a key pressed during a right answer's
   * feedback, or the Times Tables Check's Next button (an access arrangement).
   */
  next: (now: number): GameAction => ({ type: "next", now }),
} as const;
