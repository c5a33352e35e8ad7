import { ComingSoon } from "../components/layout/coming-soon";
import { useAuth } from "../features/auth/auth-context";
import type { Route } from "./+types/play-challenge-summary";

export const meta: Route.MetaFunction = () => [{ title: "Challenge | Maths Sprint" }];

export default function PlayChallengeSummary() {
  const { child } = useAuth();
  const back = child
    ? { to: "/child/dashboard", label: "Back to my games" }
    : { to: "/parent/dashboard", label: "Back to dashboard" };
  return (
    <ComingSoon title="Challenge results" back={back}>
      <p>Head-to-head challenges are on their way. When they arrive, this page will show who won and how.</p>
    </ComingSoon>
  );
}
