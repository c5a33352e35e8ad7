import { ComingSoon } from "../components/layout/coming-soon";
import { useAuth } from "../features/auth/auth-context";
import { ParentOnly } from "../features/auth/parent-only";
import { PremiumGate } from "../features/billing/premium-gate";
import type { Route } from "./+types/parent-challenges";

export const meta: Route.MetaFunction = () => [{ title: "Challenge Mode | Maths Sprint" }];

export default function ParentChallenges() {
  const { parent } = useAuth();
  return (
    <ParentOnly>
      <PremiumGate feature="challenge_mode" userId={parent?.user.id ?? ""}>
        <ComingSoon title="Challenge Mode" back={{ to: "/parent/dashboard", label: "Back to dashboard" }}>
          <p>
            Challenge your children to head-to-head games and follow every challenge, waiting, played and won. Challenge
            Mode is being built and will appear here.
          </p>
        </ComingSoon>
      </PremiumGate>
    </ParentOnly>
  );
}
