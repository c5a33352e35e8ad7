import { Alert } from "../components/ui/alert";
import { BackLink } from "../components/ui/back-link";
import { Spinner } from "../components/ui/spinner";
import { ParentOnly } from "../features/auth/parent-only";
import { useLatestWeeklyReport } from "../queries/weekly-report";
import type { Route } from "./+types/parent-weekly-report";

export const meta: Route.MetaFunction = () => [{ title: "Last week's report | Maths Sprint" }];

export default function ParentWeeklyReport() {
  return (
    <ParentOnly>
      <div className="flex flex-col gap-6">
        <BackLink to="/parent/account">Back to Account Settings</BackLink>
        <h1 className="text-3xl font-extrabold">Last week&apos;s report</h1>
        <LatestReport />
      </div>
    </ParentOnly>
  );
}

/**
 * The latest report as its email showed it, in a sandboxed frame: no script
 * runs in it, and its links open in a new tab.
 */
function LatestReport() {
  const latest = useLatestWeeklyReport();
  if (latest.isPending) return <Spinner label="Loading last week's report" />;
  if (latest.isError) return <Alert tone="error">The report could not be loaded. Please try again.</Alert>;
  const { report } = latest.data;
  if (!report) {
    return (
      <Alert tone="info">No weekly report yet. The first comes on Sunday evening, once you have added a child.</Alert>
    );
  }
  const sent = new Date(report.sent_at).toLocaleString("en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Europe/London",
  });
  return (
    <div className="flex flex-col gap-3">
      <p className="text-ink-soft">
        <span className="font-semibold text-ink">{report.subject}</span>, sent on {sent}.
      </p>
      <iframe
        title={report.subject}
        sandbox="allow-popups allow-popups-to-escape-sandbox"
        srcDoc={report.html.replace("<head>", '<head><base target="_blank">')}
        className="h-[80vh] min-h-[32rem] w-full rounded-2xl border border-brand-100 bg-white"
      />
    </div>
  );
}
