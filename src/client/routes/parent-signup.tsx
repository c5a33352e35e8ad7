import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { messages } from "../../shared/messages";
import { AuthCard } from "../components/layout/auth-card";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";
import { TextField } from "../components/ui/text-field";
import { useAuth } from "../features/auth/auth-context";
import { loadAuthCalls } from "../features/auth/load-auth-calls";
import { ReferralNotice } from "../features/referrals/referral-notice";
import { useApiForm } from "../forms/use-api-form";
import { useHydrated } from "../hooks/use-hydrated";
import { pageMeta } from "../seo";
import type { Route } from "./+types/parent-signup";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: "/parent/signup",
    title: "Sign up | Maths Sprint",
    description:
      "Create a free Maths Sprint parent account and add up to 5 children aged 5 to 11. Free to start, no adverts.",
  });

export default function ParentSignup() {
  const { parent, parentSignedIn } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const ref = hydrated ? (params.get("ref")?.trim() ?? "") : "";
  const form = useApiForm({
    initial: { email: "", password: "", confirmPassword: "" },
    definition: async () => (await loadAuthCalls()).accountForms.signupForm,
    send: async (body) => {
      const { signUp } = await loadAuthCalls();
      return signUp({ ...body, ...(ref && { ref }) });
    },
    onSent: (session) => {
      parentSignedIn(session);
      void navigate("/parent/dashboard", { replace: true });
    },
    fallback: messages.signupFailed,
  });
  const error = form.message;

  if (parent && !form.busy && !form.sent) return <Navigate to="/parent/dashboard" replace />;

  return (
    <AuthCard title="Create your parent account" intro="Free to start. Add up to 5 children and follow their progress.">
      <ReferralNotice code={ref} />
      <form {...form.formProps} className="flex flex-col gap-4">
        {error && <Alert tone="error">{error}</Alert>}
        <TextField label="Email" type="email" autoComplete="email" {...form.field("email")} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 6 characters"
          revealable
          {...form.field("password")}
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          revealable
          {...form.field("confirmPassword")}
        />
        <p className="text-sm text-ink-soft">You must be 18 or older to hold a parent account.</p>
        <Button type="submit" size="lg" busy={form.busy}>
          {form.busy ? "Creating your account..." : "Sign Up"}
        </Button>
        <p className="text-center text-ink-soft">
          Already have an account?{" "}
          <Link className="font-semibold text-brand-700 underline" to="/parent/login">
            Log in
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
