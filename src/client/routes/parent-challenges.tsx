import { ButtonLink } from "../components/ui/button";
import { useAuth } from "../features/auth/auth-context";
import { ParentOnly } from "../features/auth/parent-only";
import { PremiumGate } from "../features/billing/premium-gate";
import { FamilyChallenges } from "../features/challenges/family-challenges";
import type { Route } from "./+types/parent-challenges";

export const meta: Route.MetaFunction = () => [{ title: "Challenge Mode | Maths Sprint" }];

export default function ParentChallenges() {
  const { parent } = useAuth();
  return (
    <ParentOnly>
      <PremiumGate feature="challenge_mode" userId={parent?.user.id ?? ""}>
        <div className="mx-auto flex max-w-4xl flex-col gap-4">
          <ButtonLink to="/parent/dashboard" variant="ghost" size="sm" className="self-start">
            Back to dashboard
          </ButtonLink>
          <FamilyChallenges />
        </div>
      </PremiumGate>
    </ParentOnly>
  );
}
