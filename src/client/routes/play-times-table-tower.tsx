import { Navigate, useParams, useSearchParams } from "react-router";
import { createTowerGame, towerReducer } from "../../shared/game/tower-game";
import { LoadingScreen } from "../components/ui/spinner";
import { TowerBoard } from "../games/boards";
import { GameScreen } from "../games/game-screen";
import { usePlayer } from "../games/use-player";
import type { Route } from "./+types/play-times-table-tower";

export const meta: Route.MetaFunction = () => [{ title: "Times Table Tower | Maths Sprint" }];

const engine = { create: createTowerGame, reduce: towerReducer };

/** /play/times-table-tower/{childId}: build the tower with times tables; wrong answers knock a block off. */
export default function PlayTimesTableTower() {
  const { childId } = useParams();
  const [params] = useSearchParams();
  const state = usePlayer({ childId, playerType: params.get("playerType"), challengeId: params.get("challengeId") });
  if (state.status === "loading") return <LoadingScreen message="Getting your game ready..." />;
  if (state.status === "redirect") return <Navigate to={state.to} replace />;
  return <GameScreen engine={engine} player={state.player} board={(s) => <TowerBoard state={s} />} />;
}
