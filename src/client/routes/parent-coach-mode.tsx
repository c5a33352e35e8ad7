import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { ParentOnly } from "../features/auth/parent-only";
import { CoachMode } from "../features/missions/coach-mode";
import type { Route } from "./+types/parent-coach-mode";

export const meta: Route.MetaFunction = () => [{ title: "Coach Mode | Maths Sprint" }];

export default function ParentCoachMode() {
  return (
    <ParentOnly>
      <div className="flex flex-col gap-6">
        <Link to="/parent/dashboard" className="inline-flex items-center gap-1 font-semibold text-brand-700">
          <ArrowLeft aria-hidden size={18} /> Back to dashboard
        </Link>
        <div>
          <h1 className="text-3xl font-extrabold text-ink">Coach Mode</h1>
          <p className="text-ink-soft">Set a mission with a real reward, built from your child&apos;s own games.</p>
        </div>
        <CoachMode />
      </div>
    </ParentOnly>
  );
}
