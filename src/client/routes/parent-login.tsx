import { Link, Navigate, useLocation, useNavigate } from "react-router";
import { messages } from "../../shared/messages";
import { AuthCard } from "../components/layout/auth-card";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";
import { TextField } from "../components/ui/text-field";
import { useAuth } from "../features/auth/auth-context";
import { loadAuthCalls } from "../features/auth/load-auth-calls";
import { useApiForm } from "../forms/use-api-form";
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

/** Navigation state may carry a success message, an error (why the parent was signed out) and the path to return to. */
function navState(state: unknown): { message?: string; error?: string; returnPath?: string } {
  if (!state || typeof state !== "object") return {};
  const { message, error, returnPath } = state as Record<string, unknown>;
  return {
    message: typeof message === "string" ? message : undefined,
    error: typeof error === "string" ? error : undefined,
    returnPath: typeof returnPath === "string" ? returnPath : undefined,
  };
}

function safeReturnPath(path: string | undefined): string {
  return path?.startsWith("/") && !path.startsWith("//") ? path : "/parent/dashboard";
}

export default function ParentLogin() {
  const { parent, parentSignedIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const hydrated = useHydrated();
  const state = navState(hydrated ? location.state : null);
  const message = state.message;
  const returnPath = safeReturnPath(state.returnPath);
  const form = useApiForm({
    initial: { email: "", password: "" },
    definition: async () => (await loadAuthCalls()).accountForms.loginForm,

    send: async (body) => {
      const { logIn } = await loadAuthCalls();
      return logIn(body);
    },
    onSent: (session) => {
      parentSignedIn(session);
      void navigate(returnPath, { replace: true });
    },
    fallback: messages.invalidEmailOrPassword,
  });
  const error = form.message ?? state.error;

  if (parent && !form.busy && !form.sent) return <Navigate to={returnPath} replace />;

  return (
    <AuthCard title="Parent login" intro="Welcome back! Log in to see how your children are getting on.">
      <form {...form.formProps} className="flex flex-col gap-4">
        {message && !error && <Alert tone="success">{message}</Alert>}
        {error && <Alert tone="error">{error}</Alert>}
        <TextField label="Email" type="email" autoComplete="email" {...form.field("email")} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          revealable
          {...form.field("password")}
        />
        <div className="text-right">
          <Link
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
            to="/forgot-password"
          >
            Forgot password?
          </Link>
        </div>
        <Button type="submit" size="lg" busy={form.busy}>
          {form.busy ? "Logging in..." : "Log in"}
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
