import { useCallback, useEffect, useMemo, useRef } from "react";
import { MTC_PRACTICE_QUESTIONS, MTC_QUESTION_SECONDS, MTC_QUESTIONS } from "../../shared/constants";
import { gameActions } from "../../shared/game/game-actions";
import { KEYPAD_MAX_DIGITS, MODE_LABELS } from "../../shared/game/modes";
import { createMtcGame, mtcReducer, type MtcState } from "../../shared/game/modes/mtc/game";
import { Button } from "../components/ui/button";
import { Keypad } from "../components/ui/keypad";
import { useAuth } from "../features/auth/auth-context";
import { useGameOnScreen } from "../features/auth/game-active";
import { outboxPlayerOf } from "../features/play/outbox-player";
import { usePreloadResults } from "../features/play/preload-results";
import { HeldResults } from "../features/play/held-results";
import { useSaveGame } from "../features/play/use-save-game";
import { CountdownOverlay, EndOverlay, TimerBar } from "./game-chrome";
import type { Player } from "./game-screen";
import { LeaveGame } from "./leave-game";
import { useAccessHelp } from "./access-help";
import {
  announceOnce,
  countdownAnnouncement,
  questionInWords,
  useGameNumber,
  type GameAnnouncement,
} from "./game-announcements";
import { sounds } from "./sound";
import { useAnswerKeys } from "./use-answer-keys";
import { useGameEngine } from "./use-game-engine";

/** The seconds shown amber on a question's clock. */
const LOW_SECONDS = 2;

/** "Practice 2 of 3: not scored" or "Question 7 of 25" under the title. */
function progressOf({ phase, mtc }: MtcState): string | null {
  if (phase === "countdown" || phase === "ended" || mtc.stage === "interlude") return null;
  return mtc.stage === "practice"
    ? `Practice ${mtc.index + 1} of ${MTC_PRACTICE_QUESTIONS}: not scored`
    : `Question ${mtc.index + 1} of ${MTC_QUESTIONS}`;
}

/**
 * The Times Tables Check rehearsal, as the real check runs: each question for
 * 6 seconds with its clock in view, then a 3-second pause with nothing to
 * answer; the three practice questions first, marked as practice. Nothing
 * says how an answer went, and no score shows, until the results.
 */
export function MtcScreen({ player }: { player: Player }) {
  const { access } = player;
  const nextButton = access.next_button;
  const engine = useMemo(
    () => ({
      create: (config: Parameters<typeof createMtcGame>[0]) => createMtcGame(config, { nextButton }),
      reduce: mtcReducer,
    }),
    [nextButton],
  );
  const [state, dispatch, setPaused] = useGameEngine(engine, { difficulty: player.difficulty, random: Math.random });
  const { mtc } = state;
  const playing = state.phase === "playing";
  // What is typed belongs to one question: the next one starts afresh.
  const questionKey = `${mtc.stage}:${mtc.index}`;
  const { input, asking, setAsking, keypad } = useAnswerKeys({
    questionKey,
    playing,
    noKeypad: access.no_keypad,
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
  const { saving, held } = useSaveGame(state, player, { dashboard, by: outboxPlayerOf(auth) });

  useGameOnScreen(state.phase !== "ended");

  useAccessHelp(access, state);
  // The results page's code, loaded while the check is played, so that a check finished offline shows it.
  usePreloadResults(state.phase === "playing" || state.phase === "feedback");
  // The audible time alert (an access setting), once a question as its time runs low.
  const alertedFor = useRef("");
  const lowTime = state.phase === "playing" && mtc.secondsLeft !== null && mtc.secondsLeft <= LOW_SECONDS;
  useEffect(() => {
    if (!access.time_alert || !lowTime || alertedFor.current === questionKey) return;
    alertedFor.current = questionKey;
    sounds.timeAlert();
  }, [access.time_alert, lowTime, questionKey]);

  const inProgress = playing || state.phase === "feedback";
  // With a Next button (an access setting) in place of the pause: it shows once it works, and takes the focus.
  const waitingForNext = state.phase === "feedback" && mtc.nextButton && mtc.secondsLeft === 0;
  const next = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (waitingForNext) next.current?.focus();
  }, [waitingForNext]);
  const practice = mtc.stage === "practice";
  const interlude = mtc.stage === "interlude" && state.phase === "feedback";
  const progress = progressOf(state);
  // What a screen reader hears, through the app's announcer: the countdown, each question in words with its
  // number, the interlude and the end; never a word on an answer, as in the real check.
  const game = useGameNumber();
  const spoken = state.current ? questionInWords(state.current.text) : "";
  useEffect(() => {
    const countdown = countdownAnnouncement(state);
    const said: GameAnnouncement[] = countdown ? [countdown] : [];
    if (playing && spoken)
      said.push({
        key: `question:${questionKey}`,
        text: `${(progress ?? "").replace(": ", ", ")}: ${spoken}.`,
        politeness: "assertive",
      });
    if (interlude)
      said.push({
        key: "interlude",
        text: `Practice over. The check starts now: ${MTC_QUESTIONS} questions.`,
        politeness: "assertive",
      });
    if (state.phase === "ended") said.push({ key: "end", text: "The check is complete.", politeness: "assertive" });
    announceOnce(game, said);
  }, [game, state, playing, spoken, questionKey, progress, interlude]);

  // Finished offline before the results page was ever loaded: the results from the game as played.
  if (held) return <HeldResults held={held} />;
  return (
    <div
      className={`game-screen mx-auto grid h-dvh w-full max-w-xl grid-cols-1 grid-rows-[auto_auto_minmax(0,1fr)_auto] gap-2 px-3 py-2 sm:gap-3 sm:py-4 ${
        inProgress
          ? "short:max-w-3xl short:grid-cols-[minmax(0,1fr)_minmax(0,18rem)] short:grid-rows-[auto_auto_minmax(0,1fr)] short:gap-x-4"
          : ""
      }`}
      data-key-rows={4}
      data-large-text={access.large_text || undefined}
      data-high-contrast={access.high_contrast || undefined}
    >
      <div className="flex items-center gap-2 sm:gap-3">
        <LeaveGame inProgress={inProgress} to={dashboard} onAskingChange={askingChanged} />
        <div className="min-w-0 flex-1">
          {/* On a phone on its side the title shares half the width with the Practice badge: smaller there, so it stays whole. */}
          <h1 className="line-clamp-2 text-base leading-tight font-extrabold sm:text-2xl short:text-lg">
            {MODE_LABELS.mtc}
          </h1>
          <p className="min-h-5 text-sm text-ink-soft sm:text-base" data-testid="mtc-progress">
            {progress}
          </p>
        </div>
        {practice && inProgress && (
          <span
            className="rounded-full bg-sun-300 px-3 py-1.5 text-sm font-extrabold text-ink"
            data-testid="practice-badge"
          >
            Practice
          </span>
        )}
      </div>

      <div className="min-h-4">
        {playing && mtc.secondsLeft !== null && (
          <TimerBar
            secondsLeft={mtc.secondsLeft}
            totalSeconds={MTC_QUESTION_SECONDS}
            lowTime={mtc.secondsLeft <= LOW_SECONDS}
          />
        )}
      </div>

      <div className="flex min-h-0 flex-col justify-center gap-2">
        {state.phase === "countdown" && state.countdown !== null && <CountdownOverlay count={state.countdown} />}
        {state.phase === "ended" && (
          <EndOverlay ending={{ title: "Check complete!", rightAnswer: null }} saving={saving} />
        )}
        {interlude && (
          <div className="flex flex-col items-center gap-3 text-center" data-testid="mtc-interlude">
            <p className="text-3xl font-extrabold text-balance text-brand-700">Practice over!</p>
            <p className="text-xl font-bold text-balance text-ink">
              Now the check: {MTC_QUESTIONS} questions, and they count.
            </p>
            {!mtc.nextButton && (
              <p className="text-lg text-ink-soft tabular-nums">Starting in {mtc.secondsLeft ?? 0}...</p>
            )}
          </div>
        )}
        {inProgress && !interlude && (
          <div
            className={`question-card @container rounded-3xl px-3 py-3 text-center shadow-sm ring-1 sm:p-6 ${
              practice ? "bg-sun-100 ring-sun-300" : "bg-white ring-slate-200"
            }`}
          >
            {/* In the pause between questions the card is empty: nothing to answer. */}
            <p className="question-text font-mono font-extrabold tracking-tight" data-testid="question" aria-hidden>
              {playing ? (state.current?.text ?? "") : "\u00a0"}
            </p>
            <p
              className="answer-text mt-1 min-h-10 text-3xl font-bold text-brand-700 tabular-nums sm:mt-3 sm:min-h-12 sm:text-4xl"
              data-testid="answer"
              aria-hidden
            >
              {(playing && input) || "\u00a0"}
            </p>
          </div>
        )}
      </div>

      <div className="short:col-start-2 short:row-span-3 short:row-start-1 short:self-center">
        {waitingForNext ? (
          <Button
            ref={next}
            size="lg"
            className="w-full"
            onClick={() => dispatch(gameActions.next(Date.now()))}
            disabled={asking}
          >
            {mtc.stage === "interlude" ? "Start the check" : "Next"}
          </Button>
        ) : (
          inProgress && <Keypad {...keypad} maxLength={KEYPAD_MAX_DIGITS} />
        )}
      </div>
    </div>
  );
}
