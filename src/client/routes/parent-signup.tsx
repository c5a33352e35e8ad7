import { useState } from "react";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { messages } from "../../shared/messages";
import { errorMessage } from "../api-error";
import { AuthCard } from "../components/layout/auth-card";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";
import { TextField } from "../components/ui/text-field";
import { useAuth } from "../features/auth/auth-context";
import { authCallsOrNull, loadAuthCalls } from "../features/auth/load-auth-calls";
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
  const [values, setValues] = useState({ email: "", password: "", confirmPassword: "" });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (parent) return <Navigate to="/parent/dashboard" replace />;

  const set = (key: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  async function submit() {
    const calls = await authCallsOrNull();
    if (!calls) return setError(messages.somethingWentWrong);
    const { api, accountsApi, accountForms } = calls;
    const problem = accountForms.checkSignupForm(values);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const session = await api(accountsApi.signup, {
        body: { email: values.email.trim(), password: values.password, ...(ref && { ref }) },
      });
      parentSignedIn(session);
      void navigate("/parent/dashboard", { replace: true });
    } catch (e) {
      setError(errorMessage(e, messages.signupFailed));
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Create your parent account" intro="Free to start. Add up to 5 children and follow their progress.">
      {ref && (
        <div className="mb-4">
          <Alert tone="info">{messages.referralBanner}</Alert>
        </div>
      )}
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
        <TextField label="Email" type="email" autoComplete="email" value={values.email} onChange={set("email")} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 6 characters"
          revealable
          value={values.password}
          onChange={set("password")}
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          revealable
          value={values.confirmPassword}
          onChange={set("confirmPassword")}
        />
        <p className="text-sm text-ink-soft">You must be 18 or older to hold a parent account.</p>
        <Button type="submit" size="lg" busy={busy}>
          {busy ? "Creating your account..." : "Sign Up"}
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
