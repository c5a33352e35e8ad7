import { BackLink } from "../components/ui/back-link";
import { ParentOnly } from "../features/auth/parent-only";
import { CoachMode } from "../features/missions/coach-mode";
import type { Route } from "./+types/parent-coach-mode";

export const meta: Route.MetaFunction = () => [{ title: "Coach Mode | Maths Sprint" }];

export default function ParentCoachMode() {
  return (
    <ParentOnly>
      <div className="flex flex-col gap-6">
        <BackLink to="/parent/dashboard">Back to dashboard</BackLink>
        <div>
          <h1 className="text-3xl font-extrabold text-ink">Coach Mode</h1>
          <p className="text-ink-soft">Set a mission with a real reward, built from your child&apos;s own games.</p>
        </div>
        <CoachMode />
      </div>
    </ParentOnly>
  );
}
