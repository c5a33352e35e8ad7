import { lazy, Suspense } from "react";
import { BackLink } from "../components/ui/back-link";
import { DIFFICULTY_LABELS } from "../../shared/constants";
import { messages } from "../../shared/messages";
import { errorMessage } from "../api";
import { Alert } from "../components/ui/alert";
import { Spinner } from "../components/ui/spinner";
import { FluencyMapPanel } from "../features/analytics/fluency-map-panel";
import { RecentSessions } from "../features/analytics/recent-sessions";
import { SummaryCards } from "../features/analytics/summary-cards";
import { TutorFeedbackPanel } from "../features/analytics/tutor-feedback";
import { TrafficLightPanel } from "../features/analytics/traffic-light-panel";
import { TwoWeeksPanel } from "../features/analytics/two-weeks-panel";
import { useChildAnalytics } from "../queries/analytics";
import { useAuth } from "../features/auth/auth-context";
import { ParentOnly } from "../features/auth/parent-only";
import { PremiumGate } from "../features/billing/premium-gate";
import type { Route } from "./+types/parent-analytics";

/** The charts' library loads only here, after the figures. */
const ProgressCharts = lazy(() => import("../features/analytics/progress-charts"));

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

function ChildAnalytics({ childId }: { childId: string }) {
  const analytics = useChildAnalytics(childId);
  if (analytics.isPending) return <Spinner label="Loading analytics" />;
  if (analytics.isError)
    return <Alert tone="error">{errorMessage(analytics.error, messages.loadAnalyticsFailed)}</Alert>;
  const { child, summary, last_two_weeks: weeks, traffic_light: trafficLight } = analytics.data;
  const { times_table_facts: facts, operations, score_history: scoreHistory } = analytics.data;
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-extrabold text-ink">Analytics for {child.name}</h1>
        <span className="rounded-full bg-brand-100 px-3 py-1 text-sm font-bold text-brand-700">
          {DIFFICULTY_LABELS[child.difficulty_level]}
        </span>
      </div>
      <SummaryCards summary={summary} />
      <TwoWeeksPanel weeks={weeks} />
      {trafficLight && <TrafficLightPanel performance={trafficLight} />}
      {summary.total_sessions > 0 && (
        <>
          <FluencyMapPanel facts={facts} level={child.difficulty_level} fetchedAt={analytics.dataUpdatedAt} />
          <Suspense fallback={<Spinner label="Loading charts" />}>
            <ProgressCharts scoreHistory={scoreHistory} operations={operations} />
          </Suspense>
        </>
      )}
      {summary.total_sessions > 0 && <TutorFeedbackPanel childId={child.id} />}
      <RecentSessions childId={child.id} />
    </>
  );
}
