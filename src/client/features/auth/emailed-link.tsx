import { AuthCard } from "../../components/layout/auth-card";
import { Alert } from "../../components/ui/alert";
import { ButtonLink } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";

/** The card shown while a link is checked. */
export function LinkChecking({ title, label }: { title: string; label: string }) {
  return (
    <AuthCard title={title}>
      <Spinner label={label} />
    </AuthCard>
  );
}

/** The card for a link that cannot be used: why, in words, and where to go instead. */
export function LinkProblem({ message, to, action }: { message: string; to: string; action: string }) {
  return (
    <AuthCard title="This link cannot be used">
      <div className="flex flex-col gap-4">
        <Alert tone="error">{message}</Alert>
        <ButtonLink to={to} size="lg">
          {action}
        </ButtonLink>
      </div>
    </AuthCard>
  );
}
