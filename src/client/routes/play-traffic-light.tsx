import { Navigate, useParams, useSearchParams } from "react-router";
import { createTrafficLightGame, trafficLightReducer } from "../../shared/game/traffic-light-game";
import { LoadingScreen } from "../components/ui/spinner";
import { TrafficLightBoard, trafficLightProgress } from "../games/boards";
import { GameScreen } from "../games/game-screen";
import { usePlayer } from "../games/use-player";
import type { Route } from "./+types/play-traffic-light";

export const meta: Route.MetaFunction = () => [{ title: "Traffic Light Challenge | Maths Sprint" }];

const engine = { create: createTrafficLightGame, reduce: trafficLightReducer };

/** /play/traffic-light/{childId}: 20 questions, each answer coloured by its speed. */
export default function PlayTrafficLight() {
  const { childId } = useParams();
  const [params] = useSearchParams();
  const state = usePlayer({ childId, playerType: params.get("playerType"), challengeId: params.get("challengeId") });
  if (state.status === "loading") return <LoadingScreen message="Getting your game ready..." />;
  if (state.status === "redirect") return <Navigate to={state.to} replace />;
  return (
    <GameScreen
      engine={engine}
      player={state.player}
      board={(s) => <TrafficLightBoard state={s} />}
      progress={trafficLightProgress}
    />
  );
}
