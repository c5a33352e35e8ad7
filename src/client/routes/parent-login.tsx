import { useState } from "react";
import { Link, Navigate, useLocation, useNavigate } from "react-router";
import { z } from "zod";
import * as accountsApi from "../../shared/api/accounts";
import { checkLoginForm } from "../../shared/forms/account-forms";
import { messages } from "../../shared/messages";
import { api, errorMessage } from "../api";
import { AuthCard } from "../components/layout/auth-card";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";
import { TextField } from "../components/ui/text-field";
import { useAuth } from "../features/auth/auth-context";
import { useHydrated } from "../hooks/use-hydrated";
import { pageMeta } from "../seo";
import type { Route } from "./+types/parent-login";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: "/parent/login",
    title: "Parent login | Maths Sprint",
    description:
      "Log in to your Maths Sprint parent account to follow progress, set missions and manage your children.",
  });

/** Navigation state may carry a success message and the path to return to. */
const navState = z.object({ message: z.string().optional(), returnPath: z.string().optional() });

function safeReturnPath(path: string | undefined): string {
  return path?.startsWith("/") && !path.startsWith("//") ? path : "/parent/dashboard";
}

export default function ParentLogin() {
  const { parent, parentSignedIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const hydrated = useHydrated();
  const state = navState.safeParse(hydrated ? (location.state ?? {}) : {});
  const message = state.success ? state.data.message : undefined;
  const returnPath = safeReturnPath(state.success ? state.data.returnPath : undefined);
  const [values, setValues] = useState({ email: "", password: "" });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (parent && !busy) return <Navigate to={returnPath} replace />;

  async function submit() {
    const problem = checkLoginForm(values);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const session = await api(accountsApi.login, { body: { email: values.email.trim(), password: values.password } });
      parentSignedIn(session);
      void navigate(returnPath, { replace: true });
    } catch (e) {
      setError(errorMessage(e, messages.invalidEmailOrPassword));
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Parent login" intro="Welcome back! Log in to see how your children are getting on.">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        noValidate
        className="flex flex-col gap-4"
      >
        {message && !error && <Alert tone="success">{message}</Alert>}
        {error && <Alert tone="error">{error}</Alert>}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => setValues((v) => ({ ...v, email: e.target.value }))}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          revealable
          value={values.password}
          onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
        />
        <div className="text-right">
          <Link className="font-semibold text-brand-700 underline" to="/forgot-password">
            Forgot password?
          </Link>
        </div>
        <Button type="submit" size="lg" busy={busy}>
          {busy ? "Logging in..." : "Log in"}
        </Button>
        <p className="text-center text-ink-soft">
          New to Maths Sprint?{" "}
          <Link className="font-semibold text-brand-700 underline" to="/parent/signup">
            Sign up
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
