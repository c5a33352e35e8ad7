import { Link } from "react-router";
import { messages } from "../../shared/messages";
import { AuthCard } from "../components/layout/auth-card";
import { Alert } from "../components/ui/alert";
import { Button, ButtonLink } from "../components/ui/button";
import { TextField } from "../components/ui/text-field";
import { loadAuthCalls } from "../features/auth/load-auth-calls";
import { useApiForm } from "../forms/use-api-form";
import { pageMeta } from "../seo";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: "/forgot-password",
    title: "Forgot password | Maths Sprint",
    description: "Reset the password of your Maths Sprint parent account. We will email you a link.",
  });

export default function ForgotPassword() {
  const form = useApiForm({
    initial: { email: "" },
    definition: async () => (await loadAuthCalls()).accountForms.forgotPasswordForm,
    send: async (body) => {
      const { askPasswordReset } = await loadAuthCalls();
      return askPasswordReset(body);
    },
    fallback: messages.unexpectedError,
  });
  const error = form.message;

  if (form.sent) {
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
      <form {...form.formProps} className="flex flex-col gap-4">
        {error && <Alert tone="error">{error}</Alert>}
        <TextField label="Email" type="email" autoComplete="email" {...form.field("email")} />
        <Button type="submit" size="lg" busy={form.busy}>
          {form.busy ? "Sending..." : "Send reset link"}
        </Button>
        <p className="text-center">
          <Link className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline" to="/parent/login">
            Back to login
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
