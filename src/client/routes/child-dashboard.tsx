import { Navigate, useLocation } from "react-router";
import { Alert } from "../components/ui/alert";
import { Palette } from "lucide-react";
import { Avatar } from "../components/ui/avatar";
import { ButtonLink } from "../components/ui/button";
import { PlayPanel } from "../features/play/play-panel";
import { LoadingScreen } from "../components/ui/spinner";
import { useAuth } from "../features/auth/auth-context";
import { ViewAwardsButton } from "../features/badges/view-awards-button";
import { ChildChallenges } from "../features/challenges/child-challenges";
import { FunFactCard } from "../features/fun-facts/fun-fact-card";
import { MissionCard } from "../features/missions/mission-card";
import { navStateText } from "../nav-state";
import type { Route } from "./+types/child-dashboard";

export const meta: Route.MetaFunction = () => [{ title: "My dashboard | Maths Sprint" }];

/** Requires a child session; otherwise to /child/login. */
export default function ChildDashboard() {
  const { state, child } = useAuth();
  if (state.status === "initialising") return <LoadingScreen message="Getting your games ready..." />;
  if (!child) return <Navigate to="/child/login" replace />;
  return <Dashboard />;
}

function Dashboard() {
  const { child } = useAuth();
  const location = useLocation();
  const notice = navStateText(location.state, "error");
  if (!child) return null;
  const name = child.child_data.name;
  return (
    <section aria-labelledby="welcome" className="flex flex-col gap-6">
      {notice && <Alert tone="error">{notice}</Alert>}
      {/* On a phone the games come first: the welcome is a line, the fun fact follows the games. */}
      <div className="rounded-3xl bg-gradient-to-br from-brand-600 to-brand-700 px-4 py-3 text-white shadow-md sm:p-10">
        <div className="flex items-center gap-3 sm:gap-4">
          <Avatar avatar={child.child_data.avatar} name={name} size="lg" />
          <div>
            <p className="hidden text-lg font-semibold text-brand-100 sm:block">Welcome back</p>
            <h1 id="welcome" className="text-xl font-extrabold sm:mt-1 sm:text-4xl">
              Hi {name}! Ready for a maths sprint?
            </h1>
          </div>
        </div>
        <p className="mt-3 hidden max-w-prose text-brand-100 sm:block">Every day you play keeps your streak going.</p>
      </div>
      <MissionCard childId={child.child_data.id} />
      <ChildChallenges childId={child.child_data.id} />
      <PlayPanel child={child.child_data} />
      <div className="flex flex-wrap gap-3">
        <ViewAwardsButton child={{ id: child.child_data.id, name }} />
        <ButtonLink to={`/child/avatar-builder/${child.child_data.id}`} variant="secondary" size="lg">
          <Palette aria-hidden size={20} /> My Avatar
        </ButtonLink>
      </div>
      <FunFactCard />
    </section>
  );
}
