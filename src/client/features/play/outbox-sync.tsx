import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { navStateText } from "../../nav-state";
import { announceEarnedBadges } from "../../hooks/earned-badges";
import { useRefreshAfterGames } from "../../queries/play";
import { createGameOutbox, retryDelayMs } from "./game-outbox";
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
 * Sends the waiting games of whoever is signed in when the app starts, when the
 * browser comes back online, and again with growing delays while some are still
 * waiting (a game the server refuses for good leaves the outbox); refreshes what
 * the app shows once a game is saved or refused.
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
    let failures = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const run = async () => {
      clearTimeout(timer);
      if (stopped) return;
      try {
        await gameOutbox.flush(sender);
        const left = (await gameOutbox.pending(sender)).length;
        failures = left > 0 ? failures + 1 : 0;
        if (left > 0 && !stopped) timer = setTimeout(() => void run(), retryDelayMs(failures));
      } catch {
        // Storage unavailable (private mode): nothing is waiting here.
      }
    };
    const online = () => {
      failures = 0;
      void run();
    };
    void run();
    window.addEventListener("online", online);
    return () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener("online", online);
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
