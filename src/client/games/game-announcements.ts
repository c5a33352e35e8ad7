import { useEffect, useState } from "react";
import { endingOf } from "../../shared/game/ending";
import type { Feedback, GameState } from "../../shared/game/game-state";
import { announce, type Politeness } from "../components/announcer";
import { spokenQuestion } from "./access-help";

/** One thing a game says, and the key that makes it said once in a game. */
export interface GameAnnouncement {
  key: string;
  text: string;
  politeness: Politeness;
}

/** The moments the time left is said: a minute, 30 seconds and 10 seconds before the end, never every second. */
const TIME_LEFT_SAID_AT = [60, 30, 10] as const;

/**
 * A question as a child says it: "7 × 8 = ?" is "7 times 8"; a question with
 * a hidden piece is "What is missing: 4 plus blank equals 11".
 */
export function questionInWords(text: string): string {
  return text.endsWith("= ?")
    ? spokenQuestion(text.slice(0, -3))
    : `What is missing: ${spokenQuestion(text.replace("?", "blank"))}`;
}

/** The short word after an answer: "Right.", or the right answer ("Not quite, it's 56." or, after a skip, "It's 56."). */
export function feedbackInWords(feedback: Feedback): string {
  if (feedback.correct) return "Right.";
  // A sign in words: "times".
  const answer = spokenQuestion(String(feedback.correctAnswer));
  return feedback.userAnswer === null ? `It's ${answer}.` : `Not quite, it's ${answer}.`;
}

/** The countdown's "Get ready! 3.", "2.", "1.", each once. */
export function countdownAnnouncement(state: GameState): GameAnnouncement | null {
  if (state.phase !== "countdown" || state.countdown === null || state.startedAt === null) return null;
  const count = state.countdown;
  return { key: `countdown:${count}`, text: count === 3 ? "Get ready! 3." : `${count}.`, politeness: "assertive" };
}

/** Says each of `said` once for the game numbered `game` (`useGameNumber`). */
export function announceOnce(game: number, said: readonly GameAnnouncement[]) {
  for (const { key, text, politeness } of said) announce(text, { politeness, once: `game:${game}:${key}` });
}

/** A number of its own for every game screen mounted, so that "play again" is heard again. */
export function useGameNumber(): number {
  const [game] = useState(() => ++gamesStarted);
  return game;
}

/**
 * What a game says in `state`, in the order it says it: the countdown; after
 * an answer its feedback, then the next question; the time left when the
 * clock has just passed a minute, 30 or 10 seconds (of a clock longer than
 * that); and the end with the score. Each has a key of its own in the game, so
 * the same state asked again says nothing new (`announce`'s `once`).
 */
export function gameAnnouncements(state: GameState, totalSeconds: number | null): GameAnnouncement[] {
  const said: GameAnnouncement[] = [];
  const answered = state.answers.length;
  const countdown = countdownAnnouncement(state);
  if (countdown) said.push(countdown);
  if (answered > 0 && state.feedback !== null && state.phase !== "countdown") {
    said.push({ key: `answer:${answered}`, text: feedbackInWords(state.feedback), politeness: "assertive" });
  }
  if (state.phase === "playing" && state.current !== null) {
    said.push({ key: `question:${answered}`, text: questionInWords(state.current.text), politeness: "assertive" });
  }
  const inPlay = state.phase === "playing" || state.phase === "feedback";
  if (inPlay && state.secondsLeft !== null && totalSeconds !== null) {
    const left = state.secondsLeft;
    // The last moment passed, if the clock has passed any: a game paused past two of them says only the later.
    const passed = TIME_LEFT_SAID_AT.filter((at) => at < totalSeconds && left <= at).at(-1);
    if (passed !== undefined) {
      const words = passed === 60 ? "1 minute left." : `${passed} seconds left.`;
      said.push({ key: `time:${passed}`, text: words, politeness: "polite" });
    }
  }
  if (state.phase === "ended") {
    const points = state.score === 1 ? "1 point" : `${state.score} points`;
    // A sentence of its own, whether or not the title ends as one ("Good try! You reached 40").
    const title = endingOf(state).title.replace(/([^.!?])$/, "$1.");
    said.push({ key: "end", text: `${title} You scored ${points}.`, politeness: "assertive" });
  }
  return said;
}

/** Time left as a child says it: "45 seconds", "1 minute", "1 minute 15 seconds". */
function timeInWords(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  const parts = [
    minutes > 0 ? (minutes === 1 ? "1 minute" : `${minutes} minutes`) : "",
    rest > 0 || minutes === 0 ? (rest === 1 ? "1 second" : `${rest} seconds`) : "",
  ];
  return parts.filter(Boolean).join(" ");
}

/**
 * How the game is going, said when the child asks (the S key) rather than after every
 * answer: the mode's progress line ("Question 4 of 20"), the score, the time left, and the mode's own news (the
 * tower's height).
 */
export function statusInWords(state: GameState, lines: { progress?: string | null; own?: string | null } = {}): string {
  const points = state.score === 1 ? "1 point" : `${state.score} points`;
  return [
    lines.progress ? `${lines.progress}.` : "",
    `Score: ${points}.`,
    state.secondsLeft !== null ? `${timeInWords(state.secondsLeft)} left.` : "",
    lines.own ?? "",
  ]
    .filter(Boolean)
    .join(" ");
}

let gamesStarted = 0;

/** A mode's own news, said once and politely after the game's own words (the tower's milestones). */
export type ModeNews<S extends GameState> = (state: S) => { key: string; text: string } | null;

/** Says each of a game's announcements once, through the app's announcer, with the mode's own `news`. */
export function useGameAnnouncements<S extends GameState>(state: S, totalSeconds: number | null, news?: ModeNews<S>) {
  const game = useGameNumber();
  useEffect(() => {
    const own = news?.(state);
    announceOnce(game, [
      ...gameAnnouncements(state, totalSeconds),
      ...(own ? [{ ...own, politeness: "polite" as const }] : []),
    ]);
  }, [game, state, totalSeconds, news]);
}
