import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { useAuth } from "../features/auth/auth-context";
import { MissionSummary } from "../features/missions/mission-summary";
import type { Route } from "./+types/play-challenge-summary";

export const meta: Route.MetaFunction = () => [{ title: "Your mission | Maths Sprint" }];

/** The child's active mission before play (gameplay spec §2). */
export default function PlayChallengeSummary({ params }: Route.ComponentProps) {
  const { child } = useAuth();
  const back = child ? "/child/dashboard" : "/parent/dashboard";
  return (
    <div className="flex flex-col gap-4">
      <Link to={back} className="inline-flex items-center gap-1 font-semibold text-brand-700">
        <ArrowLeft aria-hidden size={18} /> Back to dashboard
      </Link>
      <MissionSummary childId={params.childId} missionId={params.challengeId} />
    </div>
  );
}
