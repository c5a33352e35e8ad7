import { Navigate, useParams, useSearchParams } from "react-router";
import type { GameConfig } from "../../shared/game/game-state";
import { createGetTo100Game, getTo100Reducer } from "../../shared/game/get-to-100-game";
import { createTimedGame, timedReducer } from "../../shared/game/timed-game";
import { LoadingScreen } from "../components/ui/spinner";
import { GameScreen } from "../games/game-screen";
import { usePlayer } from "../games/use-player";
import type { Route } from "./+types/play-game";

export const meta: Route.MetaFunction = () => [{ title: "Play | Maths Sprint" }];

const ENGINES = {
  timed: { create: (c: GameConfig) => createTimedGame({ ...c, mode: "timed" }), reduce: timedReducer },
  challenge: { create: (c: GameConfig) => createTimedGame({ ...c, mode: "challenge" }), reduce: timedReducer },
  get_to_100: { create: createGetTo100Game, reduce: getTo100Reducer },
};

function isMode(mode: string): mode is keyof typeof ENGINES {
  return mode in ENGINES;
}

/** /play/game/{childId}: the 90 Second Challenge (default), Get to 100, and the 60-second challenge mode. */
export default function PlayGame() {
  const { childId } = useParams();
  const [params] = useSearchParams();
  const requested = params.get("mode") ?? "timed";
  const mode = isMode(requested) ? requested : "timed";
  const state = usePlayer({ childId, playerType: params.get("playerType"), challengeId: params.get("challengeId") });
  if (state.status === "loading") return <LoadingScreen message="Getting your game ready..." />;
  if (state.status === "redirect") return <Navigate to={state.to} replace />;
  return (
    <GameScreen
      engine={ENGINES[mode]}
      player={state.player}
      {...(mode === "get_to_100" && { progress: (s) => `Score ${s.score} of 100. One slip and it's over!` })}
    />
  );
}
