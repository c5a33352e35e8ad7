import { BackLink } from "../components/ui/back-link";
import { useAuth } from "../features/auth/auth-context";
import { MissionSummary } from "../features/missions/mission-summary";
import type { Route } from "./+types/play-challenge-summary";

export const meta: Route.MetaFunction = () => [{ title: "Your mission | Maths Sprint" }];

/** The child's active mission before play (docs/product/gameplay.md#play-routes). */
export default function PlayChallengeSummary({ params }: Route.ComponentProps) {
  const { child } = useAuth();
  const back = child ? "/child/dashboard" : "/parent/dashboard";
  return (
    <div className="flex flex-col gap-4">
      <BackLink to={back}>Back to dashboard</BackLink>
      <MissionSummary childId={params.childId} missionId={params.challengeId} />
    </div>
  );
}
