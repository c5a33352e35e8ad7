import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { DifficultyLevel } from "../../../shared/constants";
import { finishedGame } from "../../../shared/game/finished-game";
import type { GameState } from "../../../shared/game/game-state";
import type { TimeAllowance } from "../../../shared/game/time-allowance";
import { END_OVERLAY_MS } from "../../../shared/game/modes";
import { timeOrderedId } from "../../../shared/ids/time-ordered-id";
import { messages, productMessages } from "../../../shared/messages";
import { usePrefetchPersonalBest } from "../../queries/play";
import { isFinalRefusal } from "./game-outbox";
import type { HeldGame } from "./held-results";
import type { OutboxPlayer } from "./outbox-player";
import { gameOutbox } from "./outbox-sync";
import { resultsPageReady } from "./preload-results";
import { refusalReason } from "./refusal-reason";
import { resultFromLocal } from "./results-model";

/**
 * How long the results wait, past the save's answer, for the game's personal best: the page opens with it in place
 * (its panel sits above the tiles), unless the server is slow to give it.
 */
const PERSONAL_BEST_WAIT_MS = 1_000;

export interface SavePlayer {
  /** The child played for; null when a parent plays as themself. */
  childId: string | null;
  difficulty: DifficultyLevel;
  challengeId?: string | undefined;
  /** A challenge's question seed: the game's questions come from it (at `difficulty`). */
  questionSeed?: number | undefined;
  /** The clock the game is played on: the child's more time, or the challenge's. */
  timeAllowance: TimeAllowance;
}

interface SaveOptions {
  /** Where a game that could not be saved sends the player, with the error. */
  dashboard: string;
  /** Who is signed in and finishes the game (`outboxPlayerOf`): only they can send it. */
  by: OutboxPlayer | null;
  /** Called once, when the game ends (the end sound); keep it a stable function. */
  onFinished?: () => void;
}

/**
 * The end of a game, once: keep it on this device, send it, then show the results
 * (after the end overlay has had its time, and with the saved game's personal best once it is had). Answers whether the save is under way, and
 * the game whose results the screen shows itself, when the results page cannot be opened.
 */
export function useSaveGame(
  state: GameState,
  player: SavePlayer,
  { dashboard, by, onFinished }: SaveOptions,
): { saving: boolean; held: HeldGame | null } {
  const [saving, setSaving] = useState(false);
  const [held, setHeld] = useState<HeldGame | null>(null);
  const navigate = useNavigate();
  const prefetchPersonalBest = usePrefetchPersonalBest();
  const { pathname, search } = useLocation();
  const submitted = useRef(false);
  const family = by?.family;
  const byChild = by?.childId;

  useEffect(() => {
    const finished = finishedGame(state);
    if (!finished || submitted.current) return;
    submitted.current = true;
    onFinished?.();
    setSaving(true);
    // Time-ordered (decision 0068): each save adds its client_id at the right-hand end of the unique index that every
    // game of every family is in, not in a random page of it.
    const clientId = timeOrderedId(new Date());
    const body = {
      client_id: clientId,
      child_id: player.childId,
      mode: finished.mode,
      difficulty_level: finished.difficulty,
      duration_seconds: finished.durationSeconds,
      ...(finished.timeAllowance !== "standard" && { time_allowance: finished.timeAllowance }),
      ...(player.challengeId && { challenge_id: player.challengeId }),
      questions: finished.questions,
    };
    const saved = gameOutbox
      .submit(body, family === undefined || byChild === undefined ? null : { family, childId: byChild })
      .catch(() => null)
      .then(async (result) => {
        if (result?.kind === "saved") {
          const waited = new Promise((resolve) => setTimeout(resolve, PERSONAL_BEST_WAIT_MS));
          await Promise.race([prefetchPersonalBest(result.response.session.id), waited]);
        }
        return result;
      });
    const overlay = new Promise((resolve) => setTimeout(resolve, END_OVERLAY_MS));
    void Promise.all([saved, overlay, resultsPageReady()]).then(([result, , resultsReady]) => {
      setSaving(false);
      if (!result || result.kind === "lost") {
        // Not kept on this device: the dashboard says why (a refusal in the player's words).
        const error = !result
          ? messages.sessionSaveTimedOut
          : isFinalRefusal(result.error)
            ? `${productMessages.gameNotSaved} ${refusalReason(result.error)}`
            : result.timedOut
              ? messages.sessionSaveTimedOut
              : messages.saveSessionFailed;
        void navigate(dashboard, { replace: true, state: { error } });
        return;
      }
      const resultsState = {
        clientId,
        ...(result.kind === "saved" && { sessionId: result.response.session.id }),
        mode: finished.mode,
        difficulty: finished.difficulty,
        // Play again: this game's own address (same mode, level and player). A challenge's
        // game is played once, so it has none.
        ...(!player.challengeId && { playAgain: pathname + search }),
      };
      if (!resultsReady) {
        // The results page's code cannot be had (offline, never loaded): the game shows them itself.
        const playAgain = player.challengeId ? null : pathname + search;
        const refusal = result.kind === "rejected" ? refusalReason(result.error) : null;
        const waiting = result.kind === "pending" ? result.waiting : null;
        setHeld({ result: resultFromLocal(body, refusal, waiting), resultsState, dashboard, playAgain });
        return;
      }
      void navigate("/play/results", { replace: true, state: resultsState });
    });
  }, [state, player, family, byChild, navigate, prefetchPersonalBest, dashboard, onFinished, pathname, search]);

  return { saving, held };
}
