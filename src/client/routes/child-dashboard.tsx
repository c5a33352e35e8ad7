import { Navigate, useLocation } from "react-router";
import { Alert } from "../components/ui/alert";
import { Avatar } from "../components/ui/avatar";
import { PlayPanel } from "../features/play/play-panel";
import { LoadingScreen } from "../components/ui/spinner";
import { useAuth } from "../features/auth/auth-context";
import { FunFactCard } from "../features/fun-facts/fun-fact-card";
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
      <div className="rounded-3xl bg-gradient-to-br from-brand-600 to-brand-700 p-6 text-white shadow-md sm:p-10">
        <div className="flex items-center gap-4">
          <Avatar avatar={child.child_data.avatar} name={name} size="lg" />
          <div>
            <p className="text-lg font-semibold text-brand-100">Welcome back</p>
            <h1 id="welcome" className="mt-1 text-3xl font-extrabold sm:text-4xl">
              Hi {name}! Ready for a maths sprint?
            </h1>
          </div>
        </div>
        <p className="mt-3 max-w-prose text-brand-100">Every day you play keeps your streak going.</p>
      </div>
      <FunFactCard />
      <PlayPanel child={child.child_data} />
    </section>
  );
}
