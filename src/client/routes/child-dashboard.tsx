import { lazy, Suspense } from "react";
import { Navigate, useLocation } from "react-router";
import { Alert } from "../components/ui/alert";
import { Palette, Swords, Target } from "lucide-react";
import { Avatar } from "../components/ui/avatar";
import { ButtonLink } from "../components/ui/button";
import { CHIP, PlayPanel, SHORT } from "../features/play/play-panel";
import { LoadingScreen } from "../components/ui/spinner";
import { useAuth } from "../features/auth/auth-context";
import { ViewAwardsButton } from "../features/badges/view-awards-button";
import { ChildChallenges } from "../features/challenges/child-challenges";
import { FunFactCard } from "../features/fun-facts/fun-fact-card";
import { useActiveMission } from "../queries/active-mission";
import { useChildChallenges } from "../queries/challenges";
import { ChildWelcome } from "../features/play/child-welcome";
import { navStateText } from "../nav-state";
import type { ChildData } from "../../shared/api/children";
import { timeAllowanceOf, type TimeAllowance } from "../../shared/game/time-allowance";
import type { Route } from "./+types/child-dashboard";

// Loaded once the child has a mission: a mission's code is not on the way from sign-in to a first game.
const MissionCard = lazy(() =>
  import("../features/missions/mission-card").then(({ MissionCard }) => ({ default: MissionCard })),
);

export const meta: Route.MetaFunction = () => [{ title: "My dashboard | Maths Sprint" }];

/** Requires a child session; otherwise to /child/login. */
export default function ChildDashboard() {
  const { state, child } = useAuth();
  if (state.status === "initialising") return <LoadingScreen message="Getting your games ready..." />;
  if (!child) {
    // The hour is up: the login says so.
    const notice = state.status === "ready" ? state.signedOutTo?.notice : undefined;
    return <Navigate to="/child/login" replace state={notice} />;
  }
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
            <ChildWelcome childId={child.child_data.id} />
            <h1 id="welcome" className="text-xl font-extrabold sm:mt-1 sm:text-4xl">
              Hi {name}! Ready for a maths sprint?
            </h1>
          </div>
        </div>
        <p className="mt-3 hidden max-w-prose text-brand-100 sm:block">Every day you play keeps your streak going.</p>
      </div>
      {/* The games before anything else: a mission and any number of challenges come after them. */}
      <Play child={child.child_data} />
      <div className="grid items-start gap-3 lg:grid-cols-2">
        <div id="mission" className="scroll-mt-4 empty:hidden">
          <ActiveMission
            childId={child.child_data.id}
            timeAllowance={timeAllowanceOf(child.child_data.time_allowance)}
          />
        </div>
        <div id="challenges" className="scroll-mt-4">
          <ChildChallenges
            childId={child.child_data.id}
            timeAllowance={timeAllowanceOf(child.child_data.time_allowance)}
          />
        </div>
      </div>
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

/** The parent's mission, once there is one (the card's code loads with it). */
function ActiveMission({ childId, timeAllowance }: { childId: string; timeAllowance: TimeAllowance }) {
  const mission = useActiveMission(childId).data?.mission;
  if (!mission) return null;
  return (
    <Suspense fallback={null}>
      <MissionCard childId={childId} timeAllowance={timeAllowance} />
    </Suspense>
  );
}

/**
 * The play panel with, beside the streak, what waits below the games: the parent's mission and the challenges
 * to play. Its row is drawn once both reads have answered (or failed: then their chip is left out).
 */
function Play({ child }: { child: ChildData }) {
  const mission = useActiveMission(child.id);
  const challenges = useChildChallenges(child.id);
  const waiting = challenges.data?.waiting.length ?? 0;
  return (
    <PlayPanel
      child={child}
      asideSettled={!mission.isPending && !challenges.isPending}
      aside={
        <>
          {mission.data?.mission && (
            <a href="#mission" className={`${CHIP} bg-sun-100 text-ink ring-1 ring-sun-400`}>
              <Target aria-hidden size={20} />
              <span className={SHORT}>Mission</span>
            </a>
          )}
          {waiting > 0 && (
            <a href="#challenges" className={`${CHIP} bg-berry-50 text-berry-600 ring-1 ring-berry-600/20`}>
              <Swords aria-hidden size={20} />
              {waiting}
              <span className={SHORT}>{waiting === 1 ? " challenge" : " challenges"}</span>
            </a>
          )}
        </>
      }
    />
  );
}
