import { useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import * as accountsApi from "../../shared/api/accounts";
import { RESET_REDIRECT_MS } from "../../shared/constants";
import { newPasswordForm } from "../../shared/forms/account-forms";
import { messages } from "../../shared/messages";
import { api, ApiError } from "../api";
import { AuthCard } from "../components/layout/auth-card";
import { Alert } from "../components/ui/alert";
import { Button, ButtonLink } from "../components/ui/button";
import { Spinner } from "../components/ui/spinner";
import { TextField } from "../components/ui/text-field";
import { useApiForm } from "../forms/use-api-form";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = () => [
  { title: "Choose a new password | Maths Sprint" },
  { name: "robots", content: "noindex" },
];

type Phase = { kind: "verifying" } | { kind: "invalid"; message: string } | { kind: "form" } | { kind: "success" };

const SUCCESS_MESSAGE = "Your password has been updated. Please log in with your new password.";

/** Maps a failed link check to the spec's wording. */
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
  const [phase, setPhase] = useState<Phase>({ kind: "verifying" });
  const form = useApiForm({
    initial: { password: "", confirmPassword: "" },
    definition: newPasswordForm,
    send: (body) => api(accountsApi.resetPassword, { body: { ...body, token } }),
    onSent: () => setPhase({ kind: "success" }),
    failure: (e) => {
      if (e instanceof ApiError && e.code === "invalid_token") {
        setPhase({ kind: "invalid", message: messages.resetLinkExpired });
        return null;
      }
      if (e instanceof ApiError) return e.status === 400 ? e.message : messages.updatePasswordFailed;
      return messages.unexpectedError;
    },
  });
  const error = form.message;

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    api(accountsApi.verifyResetToken, { body: { token } })
      .then(() => !cancelled && setPhase({ kind: "form" }))
      .catch((e: unknown) => !cancelled && setPhase({ kind: "invalid", message: linkProblem(e) }));
    return () => {
      cancelled = true;
    };
  }, [token]);

  useEffect(() => {
    if (phase.kind !== "success") return;
    const timer = setTimeout(
      () => void navigate("/parent/login", { replace: true, state: { message: SUCCESS_MESSAGE } }),
      RESET_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [phase.kind, navigate]);

  const shown: Phase = token ? phase : { kind: "invalid", message: messages.resetLinkInvalidOrExpired };

  if (shown.kind === "verifying") {
    return (
      <AuthCard title="Checking your link">
        <Spinner label="Checking your reset link" />
      </AuthCard>
    );
  }
  if (shown.kind === "invalid") {
    return (
      <AuthCard title="This link cannot be used">
        <div className="flex flex-col gap-4">
          <Alert tone="error">{shown.message}</Alert>
          <ButtonLink to="/forgot-password" size="lg">
            Request a new link
          </ButtonLink>
        </div>
      </AuthCard>
    );
  }
  if (shown.kind === "success") {
    return (
      <AuthCard title="Password updated">
        <Alert tone="success">{SUCCESS_MESSAGE} Taking you to the login page...</Alert>
      </AuthCard>
    );
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
