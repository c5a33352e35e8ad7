import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { PrefetchPageLinks } from "react-router";
import { gameActions } from "../../shared/game/game-actions";
import { endingOf } from "../../shared/game/ending";
import type { GameState } from "../../shared/game/game-state";
import {
  KEYPAD_MAX_DIGITS,
  KEYPAD_MAX_MISSING_PIECE_CHARS,
  MODE_LABELS,
  MODE_TIME_LIMIT_SECONDS,
  OPERATORS,
  type Operator,
} from "../../shared/game/modes";
import { Button } from "../components/ui/button";
import { Keypad } from "../components/ui/keypad";
import { useAuth } from "../features/auth/auth-context";
import { useSaveGame, type SavePlayer } from "../features/play/use-save-game";
import { FeedbackQuestion, FeedbackWords, feedbackAnnouncement, feedbackCardClass } from "./answer-feedback";
import { CountdownOverlay, EndOverlay, MuteButton, TimerBar } from "./game-chrome";
import { sounds } from "./sound";
import { useGameEngine, type Engine } from "./use-game-engine";

export type Player = SavePlayer;

interface GameScreenProps<S extends GameState> {
  engine: Engine<S>;
  player: Player;
  /** Mode-specific pictures above the question: the tower, the traffic light. */
  board?: (state: S) => ReactNode;
  /** A line under the title, e.g. "Question 4 of 20". */
  progress?: (state: S) => string | null;
}

/** One game from countdown to results, for any mode's engine. */
export function GameScreen<S extends GameState>({ engine, player, board, progress }: GameScreenProps<S>) {
  const [state, dispatch] = useGameEngine(engine, { difficulty: player.difficulty, random: Math.random });
  // What is typed belongs to one question: a new answer starts it afresh.
  const [typed, setTyped] = useState({ at: 0, text: "" });
  const input = typed.at === state.answers.length ? typed.text : "";
  const answered = state.answers.length;
  const setInput = useCallback((text: string) => setTyped({ at: answered, text }), [answered]);
  const { setGameActive, parent } = useAuth();
  const saving = useSaveGame(state, player, {
    dashboard: parent ? "/parent/dashboard" : "/child/dashboard",
    onFinished: sounds.end,
  });
  const answersHeard = useRef(0);

  const playing = state.phase === "playing";
  const missingOperator = state.current?.missingType === "operator";
  const maxLength = state.mode === "missing_piece" ? KEYPAD_MAX_MISSING_PIECE_CHARS : KEYPAD_MAX_DIGITS;
  const totalSeconds = MODE_TIME_LIMIT_SECONDS[state.mode];

  useEffect(() => {
    setGameActive(state.phase !== "ended");
    return () => setGameActive(false);
  }, [state.phase, setGameActive]);

  // A tone for each answer.
  useEffect(() => {
    if (state.answers.length === answersHeard.current) return;
    answersHeard.current = state.answers.length;
    if (state.feedback?.correct) sounds.correct();
    else sounds.wrong();
  }, [state.answers.length, state.feedback]);

  const submit = useCallback(() => {
    if (!playing || input.trim() === "") return;
    const value = Number(input);
    if (!Number.isFinite(value)) return;
    dispatch(gameActions.answer(value, Date.now()));
  }, [playing, input, dispatch]);

  const chooseOperator = useCallback(
    (operator: Operator) => {
      if (playing) dispatch(gameActions.answerOperator(operator, Date.now()));
    },
    [playing, dispatch],
  );

  // The last answer's feedback while it holds play (a wrong answer's shows the right answer).
  const feedback = state.phase === "feedback" ? state.feedback : null;
  const announcement = feedback ? feedbackAnnouncement(feedback) : (state.current?.text.replace("?", "what") ?? "");

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4">
      {/* Load the results page's code while the game is played (not before its first question, which
          comes first), so that a game finished offline can still show it. */}
      {answered > 0 && <PrefetchPageLinks page="/play/results" />}
      <div className="flex items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold">{MODE_LABELS[state.mode]}</h1>
          {progress?.(state) && <p className="text-ink-soft">{progress(state)}</p>}
        </div>
        <div className="flex items-center gap-3">
          <span className="rounded-full bg-brand-600 px-4 py-2 text-xl font-extrabold text-white" data-testid="score">
            {state.score}
          </span>
          <MuteButton />
        </div>
      </div>

      {state.phase === "countdown" && state.countdown !== null && <CountdownOverlay count={state.countdown} />}

      {state.phase === "ended" && <EndOverlay ending={endingOf(state)} saving={saving} />}

      {(state.phase === "playing" || state.phase === "feedback") && (
        <>
          {totalSeconds !== null && state.secondsLeft !== null && (
            <TimerBar secondsLeft={state.secondsLeft} totalSeconds={totalSeconds} lowTime={state.lowTime} />
          )}
          {board?.(state)}
          <div className="sr-only" aria-live="assertive" aria-atomic="true">
            {announcement}
          </div>
          <div
            className={`rounded-3xl p-6 text-center shadow-sm ring-1 sm:p-8 ${
              feedback ? feedbackCardClass(feedback) : "bg-white ring-slate-200"
            }`}
          >
            <p
              className="font-mono text-5xl font-extrabold tracking-tight sm:text-6xl"
              data-testid="question"
              aria-hidden
            >
              {feedback ? <FeedbackQuestion feedback={feedback} /> : (state.current?.text ?? "")}
            </p>
            <p
              className="mt-4 min-h-12 text-4xl font-bold text-brand-700 tabular-nums"
              data-testid="answer"
              aria-hidden
            >
              {feedback ? <FeedbackWords feedback={feedback} /> : input || " "}
            </p>
          </div>
          <Keypad
            value={input}
            onChange={setInput}
            onSubmit={submit}
            maxLength={maxLength}
            disabled={!playing}
            numbersDisabled={missingOperator}
            {...(missingOperator && { operators: OPERATORS, onOperator: chooseOperator })}
          />
          {missingOperator && <p className="text-center text-ink-soft">Which sign is missing? Tap it.</p>}
          <div className="flex justify-center">
            <Button variant="ghost" onClick={() => dispatch(gameActions.skip(Date.now()))} disabled={!playing}>
              Skip
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
