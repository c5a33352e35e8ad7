import { Lock } from "lucide-react";
import { useParams, useSearchParams } from "react-router";
import { createTowerGame, towerReducer } from "../../shared/game/modes/times-table-tower/game";
import { productMessages } from "../../shared/messages";
import { Alert } from "../components/ui/alert";
import { ButtonLink } from "../components/ui/button";
import { LoadingScreen } from "../components/ui/spinner";
import { useAuth } from "../features/auth/auth-context";
import { usePlaySummary } from "../queries/play";
import { TowerBoard, towerMilestone, towerStatus } from "../games/boards";
import { PlayPage } from "../games/play-page";
import type { Route } from "./+types/play-times-table-tower";

export const meta: Route.MetaFunction = () => [{ title: "Times Table Tower | Maths Sprint" }];

const engine = { create: createTowerGame, reduce: towerReducer };

/**
 * /play/times-table-tower/{childId}: build the tower with times tables; wrong
 * answers knock a block off. A reward: a child it is still locked for sees the
 * lock, as on the dashboard (the server refuses such a game too).
 */
export default function PlayTimesTableTower() {
  const { childId } = useParams();
  const [params] = useSearchParams();
  const { parent, child } = useAuth();
  // A parent playing as themself has no streak and no lock.
  const forChild = Boolean(child) || (Boolean(parent) && childId !== undefined && params.get("playerType") !== "user");
  const summary = usePlaySummary(forChild ? childId : undefined);
  if (forChild && summary.isPending) return <LoadingScreen message="Getting your game ready..." />;
  if (forChild && summary.data?.tower_unlocked === false) {
    return (
      <div
        className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-10 text-center"
        data-testid="tower-locked"
      >
        <Lock aria-hidden size={48} className="text-ink-soft" />
        <h1 className="text-3xl font-extrabold">Times Table Tower</h1>
        <Alert tone="info">{productMessages.towerLocked}</Alert>
        <ButtonLink to={child ? "/child/dashboard" : "/parent/dashboard"} size="lg">
          Back to Dashboard
        </ButtonLink>
      </div>
    );
  }
  return (
    <PlayPage
      mode="times_table_tower"
      engine={engine}
      aside={(s) => <TowerBoard state={s} />}
      status={towerStatus}
      news={towerMilestone}
    />
  );
}
