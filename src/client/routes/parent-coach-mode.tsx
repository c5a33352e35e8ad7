import { ComingSoon } from "../components/layout/coming-soon";
import { ParentOnly } from "../features/auth/parent-only";
import type { Route } from "./+types/parent-coach-mode";

export const meta: Route.MetaFunction = () => [{ title: "Coach Mode | Maths Sprint" }];

export default function ParentCoachMode() {
  return (
    <ParentOnly>
      <ComingSoon title="Coach Mode" back={{ to: "/parent/dashboard", label: "Back to dashboard" }}>
        <p>
          Set each child a mission with a real reward, see this week&apos;s wins, and get a suggestion for what to
          practise next. Coach Mode is being built and will appear here.
        </p>
      </ComingSoon>
    </ParentOnly>
  );
}
