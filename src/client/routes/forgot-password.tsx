import { useState } from "react";
import { Link } from "react-router";
import { messages } from "../../shared/messages";
import { errorMessage } from "../api-error";
import { AuthCard } from "../components/layout/auth-card";
import { Alert } from "../components/ui/alert";
import { Button, ButtonLink } from "../components/ui/button";
import { TextField } from "../components/ui/text-field";
import { authCallsOrNull, loadAuthCalls } from "../features/auth/load-auth-calls";
import { pageMeta } from "../seo";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: "/forgot-password",
    title: "Forgot password | Maths Sprint",
    description: "Reset the password of your Maths Sprint parent account. We will email you a link.",
  });

export default function ForgotPassword() {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  async function submit() {
    const calls = await authCallsOrNull();
    if (!calls) return setError(messages.somethingWentWrong);
    const { api, accountsApi, accountForms } = calls;
    const problem = accountForms.checkForgotPasswordForm({ email });
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await api(accountsApi.forgotPassword, { body: { email: email.trim() } });
      setSent(true);
    } catch (e) {
      setError(errorMessage(e, messages.unexpectedError));
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <AuthCard title={messages.checkYourEmail}>
        <div className="flex flex-col gap-4" role="status">
          <p className="text-ink-soft">
            If there is a Maths Sprint account for that email, we have sent it a link to choose a new password. The link
            works for 60 minutes.
          </p>
          <ButtonLink to="/parent/login" size="lg">
            Back to login
          </ButtonLink>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Forgot your password?" intro="Enter your email and we'll send you a link to choose a new one.">
      <form
        onFocus={() => void loadAuthCalls()}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        noValidate
        className="flex flex-col gap-4"
      >
        {error && <Alert tone="error">{error}</Alert>}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Button type="submit" size="lg" busy={busy}>
          {busy ? "Sending..." : "Send reset link"}
        </Button>
        <p className="text-center">
          <Link className="font-semibold text-brand-700 underline" to="/parent/login">
            Back to login
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
