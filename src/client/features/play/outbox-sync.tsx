import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { navStateText } from "../../nav-state";
import { announceEarnedBadges } from "../../hooks/earned-badges";
import { useRefreshAfterGames } from "../../queries/play";
import { createGameOutbox } from "./game-outbox";
import { createRetryLoop } from "./outbox-retry";
import type { OutboxPlayer } from "./outbox-player";
import { isGamePath } from "../../../shared/routing/play-paths";
import { refusalReason } from "./refusal-reason";

// Loaded only when a game sent later is refused.
const RefusedGameNotice = lazy(() =>
  import("./refused-game-notice").then(({ RefusedGameNotice }) => ({ default: RefusedGameNotice })),
);

/** The app's one outbox of finished games. */
export const gameOutbox = createGameOutbox();

/**
 * Runs `work` while no other tab of this browser runs its own (the Web Locks API; at once
 * where there is none), so that two open tabs do not send the same games side by side.
 */
async function oneTabAtATime(work: () => Promise<number>): Promise<number> {
  if (typeof navigator === "undefined" || !("locks" in navigator)) return work();
  return await navigator.locks.request("maths-sprint-outbox", work);
}

/**
 * Sends the waiting games of whoever is signed in when the app starts, when the
 * browser comes back online, and again while any is still waiting, however it came
 * to wait (at the end of a game, or on an earlier try): 5 s after a failed try,
 * doubling to a minute (`createRetryLoop`), sooner when the app comes back to the
 * front or another game is saved. A game the server refuses for good leaves the
 * outbox. Refreshes what the app shows once a game is saved or refused.
 */
export function OutboxSync({ family, childId }: OutboxPlayer) {
  const refresh = useRefreshAfterGames();
  const location = useLocation();
  const here = useRef(location);
  useEffect(() => {
    here.current = location;
  }, [location]);
  // Games sent later and refused: the player is told, once they are not playing.
  const [refused, setRefused] = useState<{ clientId: string; reason: string }[]>([]);

  // A saved game changes the streak, the shield, the tower's lock and the dashboards: every
  // cached answer but the sessions is out of date, so the next look asks the server again.
  // The badges it earned (played now, or sent later from the outbox) go to the toast.
  useEffect(
    () =>
      gameOutbox.onSaved((response) => {
        announceEarnedBadges(response.outcomes.badges_earned);
        refresh.saved();
      }),
    [refresh],
  );
  // A game sent later and refused: the results page still open on it reads it again and says so;
  // anywhere else, a notice does.
  useEffect(
    () =>
      gameOutbox.onRefused((clientId, refusal) => {
        refresh.refused();
        const shown = here.current.pathname === "/play/results" && navStateText(here.current.state, "clientId");
        if (shown === clientId) return;
        setRefused((games) => [...games, { clientId, reason: refusalReason(refusal) }]);
      }),
    [refresh],
  );

  useEffect(() => {
    if (typeof indexedDB === "undefined") return;
    const sender: OutboxPlayer = { family, childId };
    const loop = createRetryLoop({
      sync: () =>
        oneTabAtATime(async () => {
          await gameOutbox.flush(sender);
          return (await gameOutbox.pending(sender)).length;
        }),
    });
    const stopWaiting = gameOutbox.onWaiting((retryAfterMs) => loop.failed(retryAfterMs));
    // The server has answered a save: what else waits need not wait out its delay.
    const stopSaved = gameOutbox.onSaved(() => loop.hurry());
    const online = () => void loop.now();
    const inFront = () => {
      if (document.visibilityState === "visible") loop.hurry();
    };
    void loop.now();
    window.addEventListener("online", online);
    window.addEventListener("focus", inFront);
    document.addEventListener("visibilitychange", inFront);
    return () => {
      loop.stop();
      stopWaiting();
      stopSaved();
      window.removeEventListener("online", online);
      window.removeEventListener("focus", inFront);
      document.removeEventListener("visibilitychange", inFront);
    };
  }, [family, childId]);

  const [first] = refused;
  if (!first || isGamePath(location.pathname)) return null;
  return (
    <Suspense fallback={null}>
      <RefusedGameNotice
        reason={first.reason}
        onClose={() => setRefused((games) => games.filter((g) => g.clientId !== first.clientId))}
      />
    </Suspense>
  );
}
