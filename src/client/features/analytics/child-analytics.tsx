import { lazy, Suspense } from "react";
import { DIFFICULTY_LABELS } from "../../../shared/constants";
import { messages } from "../../../shared/messages";
import { Alert } from "../../components/ui/alert";
import { Spinner } from "../../components/ui/spinner";
import { useChildAnalytics } from "../../queries/analytics";
import { FluencyMapPanel } from "./fluency-map-panel";
import { RecentSessions } from "./recent-sessions";
import { SummaryCards } from "./summary-cards";
import { TutorFeedbackPanel } from "./tutor-feedback";
import { TrafficLightPanel } from "./traffic-light-panel";
import { TwoWeeksPanel } from "./two-weeks-panel";

/** The charts' library loads only here, after the figures. */
const ProgressCharts = lazy(() => import("./progress-charts"));

/**
 * A child's analytics, or, when they cannot be loaded, "Failed to load
 * analytics data" in place of the page (docs/product/gameplay.md#analytics),
 * whatever the server or the connection said.
 */
export function ChildAnalytics({ childId }: { childId: string }) {
  const analytics = useChildAnalytics(childId);
  if (analytics.isPending) return <Spinner label="Loading analytics" />;
  if (analytics.isError) return <Alert tone="error">{messages.loadAnalyticsFailed}</Alert>;
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
