import { useCallback, useEffect, useRef, type ReactNode } from "react";
import { gameActions } from "../../shared/game/game-actions";
import { endingOf } from "../../shared/game/ending";
import { mulberry32 } from "../../shared/game/random";
import type { GameState } from "../../shared/game/game-state";
import {
  KEYPAD_MAX_DIGITS,
  KEYPAD_MAX_MISSING_PIECE_CHARS,
  MODE_LABELS,
  OPERATORS,
  type Operator,
} from "../../shared/game/modes";
import { Button } from "../components/ui/button";
import { Keypad } from "../components/ui/keypad";
import { CLIENT_MODES } from "../modes/modes";
import type { AccessSettings } from "../../shared/access-settings";
import { useAuth } from "../features/auth/auth-context";
import { useGameOnScreen } from "../features/auth/game-active";
import { MissionProgress } from "../features/missions/mission-progress";
import { outboxPlayerOf } from "../features/play/outbox-player";
import { usePreloadResults } from "../features/play/preload-results";
import { HeldResults } from "../features/play/held-results";
import { useSaveGame, type SavePlayer } from "../features/play/use-save-game";
import { FeedbackQuestion, FeedbackWords, feedbackCardClass } from "./answer-feedback";
import { CountdownOverlay, EndOverlay, MuteButton, TimerBar } from "./game-chrome";
import { LeaveGame } from "./leave-game";
import { useAccessHelp } from "./access-help";
import { announce } from "../components/announcer";
import { statusInWords, useGameAnnouncements, type ModeNews } from "./game-announcements";
import { sounds } from "./sound";
import { useAnswerKeys } from "./use-answer-keys";
import { useGameEngine, type Engine } from "./use-game-engine";

/** Who plays, and the help the parent has set for them. */
export type Player = SavePlayer & { access: AccessSettings };

interface GameScreenProps<S extends GameState> {
  engine: Engine<S>;
  player: Player;
  /** A mode's picture above the question: the traffic light. */
  board?: (state: S) => ReactNode;
  /** A mode's picture beside the question, as tall as the room between the bar and the keypad: the tower. */
  aside?: (state: S) => ReactNode;
  /** A line under the title, e.g. "Question 4 of 20". */
  progress?: (state: S) => string | null;
  /** The mode's own words when the child asks how the game is going (the tower's height). */
  status?: (state: S) => string | null;
  /** The mode's own news, said once (the tower's milestones). */
  news?: ModeNews<S>;
}

/** The key that says how the game is going (the score, the time left, the mode's own news). */
const STATUS_KEY = "s";

/** One game from countdown to results, for any mode's engine. */
export function GameScreen<S extends GameState>({
  engine,
  player,
  board,
  aside,
  progress,
  status,
  news,
}: GameScreenProps<S>) {
  const [state, dispatch, setPaused] = useGameEngine(engine, {
    difficulty: player.difficulty,
    random: player.questionSeed === undefined ? Math.random : mulberry32(player.questionSeed),
    timeAllowance: player.timeAllowance,
  });
  const answered = state.answers.length;
  const playing = state.phase === "playing";
  const { access } = player;
  // What is typed belongs to one question: a new answer starts it afresh.
  const { input, open, asking, setAsking, keypad } = useAnswerKeys({
    questionKey: answered,
    playing,
    noKeypad: access.no_keypad,
    rightPause: state.phase === "feedback" && state.feedback?.correct === true,
    dispatch,
  });
  // While "Leave this game?" asks, the keys rest and the game's clock stands still.
  const askingChanged = useCallback(
    (open: boolean) => {
      setAsking(open);
      setPaused(open);
    },
    [setAsking, setPaused],
  );
  const auth = useAuth();
  const { parent } = auth;
  const dashboard = parent ? "/parent/dashboard" : "/child/dashboard";
  const { saving, held } = useSaveGame(state, player, { dashboard, by: outboxPlayerOf(auth), onFinished: sounds.end });
  const answersHeard = useRef(0);

  const missingOperator = state.current?.missingType === "operator";
  const hasOperatorKeys = CLIENT_MODES[state.mode].answersWithSigns === true;
  const maxLength = hasOperatorKeys ? KEYPAD_MAX_MISSING_PIECE_CHARS : KEYPAD_MAX_DIGITS;
  const totalSeconds = state.timeLimitMs === null ? null : state.timeLimitMs / 1000;

  useGameOnScreen(state.phase !== "ended");

  // A tone for each answer.
  useEffect(() => {
    if (state.answers.length === answersHeard.current) return;
    answersHeard.current = state.answers.length;
    if (state.feedback?.correct) sounds.correct();
    else sounds.wrong();
  }, [state.answers.length, state.feedback]);

  const chooseOperator = useCallback(
    (operator: Operator) => {
      if (open) dispatch(gameActions.answerOperator(operator, Date.now()));
    },
    [open, dispatch],
  );

  useAccessHelp(access, state);
  // What a screen reader hears: the countdown, each question in words, the answers, the time at a few moments, the end.
  useGameAnnouncements(state, totalSeconds, news);
  // The score, the time and the mode's own news when asked, with the S key, never unasked.
  // Kept in a ref after each tick's drawing, so that the key's listener is added once, not at every tick.
  const statusWords = useRef("");
  useEffect(() => {
    statusWords.current = statusInWords(state, { progress: progress?.(state), own: status?.(state) });
  }, [state, progress, status]);
  // The results page's code, loaded while the game is played, so that a game finished offline shows it.
  usePreloadResults(state.phase === "playing" || state.phase === "feedback");

  // The last answer's feedback while it holds play (a wrong answer's shows the right answer).
  const feedback = state.phase === "feedback" ? state.feedback : null;

  const inProgress = state.phase === "playing" || state.phase === "feedback";
  const asksStatus = inProgress && !asking;
  useEffect(() => {
    if (!asksStatus) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== STATUS_KEY || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.repeat) return;
      event.preventDefault();
      announce(statusWords.current, { politeness: "assertive" });
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [asksStatus]);
  // Finished offline before the results page was ever loaded: the results from the game as played.
  if (held) return <HeldResults held={held} />;
  return (
    <div
      className={`game-screen mx-auto grid h-dvh w-full max-w-xl grid-cols-1 grid-rows-[auto_auto_minmax(0,1fr)_auto_auto] gap-2 px-3 py-2 sm:gap-3 sm:py-4 ${
        // On a phone on its side, the keypad stands beside the question while there is one.
        inProgress
          ? "short:max-w-3xl short:grid-cols-[minmax(0,1fr)_minmax(0,18rem)] short:grid-rows-[auto_auto_minmax(0,1fr)_auto] short:gap-x-4"
          : ""
      }`}
      data-key-rows={hasOperatorKeys ? 5 : 4}
      data-large-text={access.large_text || undefined}
      data-high-contrast={access.high_contrast || undefined}
    >
      <div className="flex items-center gap-2 sm:gap-3" data-toast-keep-clear="press">
        <LeaveGame inProgress={inProgress} to={dashboard} onAskingChange={askingChanged} />
        <div className="min-w-0 flex-1">
          <h1 className="line-clamp-2 text-base leading-tight font-extrabold sm:text-2xl">{MODE_LABELS[state.mode]}</h1>
          {progress?.(state) && <p className="text-sm text-ink-soft sm:text-base">{progress(state)}</p>}
          {player.childId !== null && player.challengeId === undefined && (
            <MissionProgress childId={player.childId} mode={state.mode} score={state.score} answers={state.answers} />
          )}
        </div>
        <span
          className="min-w-11 rounded-full bg-brand-600 px-3 py-1.5 text-center text-xl font-extrabold text-white tabular-nums"
          data-testid="score"
        >
          {state.score}
        </span>
        <MuteButton />
      </div>

      <div className="min-h-4">
        {inProgress && totalSeconds !== null && state.secondsLeft !== null && (
          <TimerBar secondsLeft={state.secondsLeft} totalSeconds={totalSeconds} lowTime={state.lowTime} />
        )}
      </div>

      <div className="flex min-h-0 items-stretch gap-3 short:row-span-1">
        {state.phase === "countdown" && state.countdown !== null && <CountdownOverlay count={state.countdown} />}
        {state.phase === "ended" && <EndOverlay ending={endingOf(state)} saving={saving} />}
        {inProgress && (
          <>
            {aside?.(state)}
            <div className="flex min-w-0 flex-1 flex-col justify-center gap-2">
              {board?.(state)}
              <div
                data-toast-keep-clear="read"
                className={`question-card @container rounded-3xl px-3 py-3 text-center shadow-sm ring-1 sm:p-6 ${
                  feedback ? feedbackCardClass(feedback) : "bg-white ring-slate-200"
                }`}
              >
                <p className="question-text font-mono font-extrabold tracking-tight" data-testid="question" aria-hidden>
                  {feedback ? <FeedbackQuestion feedback={feedback} /> : (state.current?.text ?? "")}
                </p>
                <p
                  className="answer-text mt-1 min-h-10 text-3xl font-bold text-brand-700 tabular-nums sm:mt-3 sm:min-h-12 sm:text-4xl"
                  data-testid="answer"
                  aria-hidden
                >
                  {feedback ? <FeedbackWords feedback={feedback} /> : input || "\u00a0"}
                </p>
              </div>
              <p className="sr-only" aria-keyshortcuts="S">
                Press S to hear your score and the time left.
              </p>
              {/* Its line is kept all game long in a mode with operator keys, so that nothing moves. */}
              {hasOperatorKeys && (
                <p className="min-h-5 text-center text-sm text-ink-soft sm:min-h-6 sm:text-base">
                  {missingOperator ? "Which sign is missing? Tap it." : ""}
                </p>
              )}
            </div>
          </>
        )}
      </div>

      <div
        className="short:col-start-2 short:row-span-4 short:row-start-1 short:self-center"
        data-toast-keep-clear="press"
      >
        {inProgress && (
          <Keypad
            {...keypad}
            maxLength={maxLength}
            numbersDisabled={missingOperator}
            {...(hasOperatorKeys && {
              operators: OPERATORS,
              onOperator: chooseOperator,
              operatorsDisabled: !missingOperator,
            })}
          />
        )}
      </div>
      <div className="flex justify-center">
        {inProgress && (
          <Button variant="ghost" size="sm" onClick={() => dispatch(gameActions.skip(Date.now()))} disabled={!open}>
            Skip
          </Button>
        )}
      </div>
    </div>
  );
}
