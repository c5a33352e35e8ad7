import { BackLink } from "../components/ui/back-link";
import { ChildAnalytics } from "../features/analytics/child-analytics";
import { useAuth } from "../features/auth/auth-context";
import { ParentOnly } from "../features/auth/parent-only";
import { PremiumGate } from "../features/billing/premium-gate";
import type { Route } from "./+types/parent-analytics";

export const meta: Route.MetaFunction = () => [{ title: "Analytics | Maths Sprint" }];

export default function ParentAnalytics({ params }: Route.ComponentProps) {
  const { parent } = useAuth();
  return (
    <ParentOnly>
      <div className="flex flex-col gap-6">
        <BackLink to="/parent/dashboard">Back to dashboard</BackLink>
        <PremiumGate feature="analytics" userId={parent?.user.id ?? ""}>
          <ChildAnalytics childId={params.childId} />
        </PremiumGate>
      </div>
    </ParentOnly>
  );
}
