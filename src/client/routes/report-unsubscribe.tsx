import { useSearchParams } from "react-router";
import { productMessages } from "../../shared/messages";
import { ApiError, errorMessage } from "../api";
import { AuthCard } from "../components/layout/auth-card";
import { Alert } from "../components/ui/alert";
import { Button, ButtonLink } from "../components/ui/button";
import { useUnsubscribeFromWeeklyReport } from "../queries/weekly-report";
import type { Route } from "./+types/report-unsubscribe";

export const meta: Route.MetaFunction = () => [
  { title: "Unsubscribe from the weekly report | Maths Sprint" },
  { name: "robots", content: "noindex" },
];

const problemOf = (e: unknown) =>
  e instanceof ApiError && e.status === 400 ? productMessages.unsubscribeLinkInvalid : errorMessage(e);

/**
 * The weekly report's unsubscribe link: no sign-in needed, the link's signed
 * token is enough. Opening the page changes nothing (a mail scanner that
 * follows links must not unsubscribe anyone); its button does.
 */
export default function ReportUnsubscribe() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const unsubscribe = useUnsubscribeFromWeeklyReport(token);

  if (unsubscribe.isSuccess) {
    return (
      <AuthCard title="You're unsubscribed">
        <div className="flex flex-col gap-4">
          <Alert tone="success">
            You won&apos;t get the weekly report any more. You can turn it back on at any time in Account Settings.
          </Alert>
          <ButtonLink to="/parent/account" variant="secondary">
            Go to Account Settings
          </ButtonLink>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Unsubscribe from the weekly report"
      intro="You'll stop getting the Sunday evening email about your children's week. Nothing else changes."
    >
      <div className="flex flex-col gap-4">
        {token === "" && <Alert tone="error">{productMessages.unsubscribeLinkInvalid}</Alert>}
        {unsubscribe.isError && <Alert tone="error">{problemOf(unsubscribe.error)}</Alert>}
        <Button size="lg" busy={unsubscribe.isPending} disabled={token === ""} onClick={() => unsubscribe.mutate()}>
          {unsubscribe.isPending ? "Unsubscribing..." : "Unsubscribe"}
        </Button>
      </div>
    </AuthCard>
  );
}
