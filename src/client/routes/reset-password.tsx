import { useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { RESET_REDIRECT_MS } from "../../shared/constants";
import { newPasswordForm } from "../../shared/forms/account-forms";
import { messages } from "../../shared/messages";
import { ApiError } from "../api";
import { AuthCard } from "../components/layout/auth-card";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";
import { TextField } from "../components/ui/text-field";
import { LinkChecking, LinkProblem } from "../features/auth/emailed-link";
import { useEmailedLink } from "../queries/emailed-link";
import { checkResetLink, resetPassword } from "../queries/sign-in";
import { useApiForm } from "../forms/use-api-form";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = () => [
  { title: "Choose a new password | Maths Sprint" },
  { name: "robots", content: "noindex" },
];

/** What sending the new password ended in, once sent. */
type Outcome = "success" | "expired";

const SUCCESS_MESSAGE = "Your password has been updated. Please log in with your new password.";

/** Maps a failed link check to its message: expired, not valid, or not processed. */
function linkProblem(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === "invalid_token" || error.code === "session_not_found") return messages.resetLinkExpired;
    if (error.status === 400) return messages.resetLinkInvalid;
  }
  return messages.resetLinkProcessingError;
}

export default function ResetPassword() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const navigate = useNavigate();
  const link = useEmailedLink("reset-password", token, checkResetLink);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const form = useApiForm({
    initial: { password: "", confirmPassword: "" },
    definition: newPasswordForm,
    send: (body) => resetPassword({ ...body, token }),
    onSent: () => setOutcome("success"),
    failure: (e) => {
      if (e instanceof ApiError && e.code === "invalid_token") {
        setOutcome("expired");
        return null;
      }
      if (e instanceof ApiError) return e.status === 400 ? e.message : messages.updatePasswordFailed;
      return messages.unexpectedError;
    },
  });
  const error = form.message;

  useEffect(() => {
    if (outcome !== "success") return;
    const timer = setTimeout(
      () => void navigate("/parent/login", { replace: true, state: { message: SUCCESS_MESSAGE } }),
      RESET_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [outcome, navigate]);

  if (outcome === "success") {
    return (
      <AuthCard title="Password updated">
        <Alert tone="success">{SUCCESS_MESSAGE} Taking you to the login page...</Alert>
      </AuthCard>
    );
  }
  if (link.kind === "checking") return <LinkChecking title="Checking your link" label="Checking your reset link" />;
  if (link.kind !== "valid" || outcome === "expired") {
    const message =
      outcome === "expired"
        ? messages.resetLinkExpired
        : link.kind === "invalid"
          ? linkProblem(link.error)
          : messages.resetLinkInvalidOrExpired;
    return <LinkProblem message={message} to="/forgot-password" action="Request a new link" />;
  }
  return (
    <AuthCard title="Choose a new password">
      <form {...form.formProps} className="flex flex-col gap-4">
        {error && <Alert tone="error">{error}</Alert>}
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          revealable
          hint="At least 6 characters"
          {...form.field("password")}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          revealable
          {...form.field("confirmPassword")}
        />
        <Button type="submit" size="lg" busy={form.busy}>
          {form.busy ? "Saving..." : "Set new password"}
        </Button>
      </form>
    </AuthCard>
  );
}
