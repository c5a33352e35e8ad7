import { createTowerGame, towerReducer } from "../../shared/game/tower-game";
import { TowerBoard } from "../games/boards";
import { PlayPage } from "../games/play-page";
import type { Route } from "./+types/play-times-table-tower";

export const meta: Route.MetaFunction = () => [{ title: "Times Table Tower | Maths Sprint" }];

const engine = { create: createTowerGame, reduce: towerReducer };

/** /play/times-table-tower/{childId}: build the tower with times tables; wrong answers knock a block off. */
export default function PlayTimesTableTower() {
  return <PlayPage engine={engine} board={(s) => <TowerBoard state={s} />} />;
}
