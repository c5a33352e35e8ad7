import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { digitsOnly } from "../../shared/forms/digits";
import { messages } from "../../shared/messages";
import { ApiError } from "../api-error";
import { AuthCard } from "../components/layout/auth-card";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";
import { TextField } from "../components/ui/text-field";
import { useAuth } from "../features/auth/auth-context";
import { authCallsOrNull, loadAuthCalls } from "../features/auth/load-auth-calls";
import { rememberedEmail } from "../features/auth/local-prefs";
import { pageMeta } from "../seo";
import type { Route } from "./+types/child-login";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: "/child/login",
    title: "Child login | Maths Sprint",
    description: "Children sign in to Maths Sprint with their grown-up's email and their own PIN.",
  });

export default function ChildLogin() {
  const { child, childSignedIn } = useAuth();
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [pin, setPin] = useState("");
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const saved = rememberedEmail.get();
    if (saved) {
      // Read after hydration so that the pre-rendered form matches the first render.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setEmail(saved);
      setRemember(true);
    }
  }, []);

  useEffect(() => {
    if (child && !busy) void navigate("/child/dashboard", { replace: true });
  }, [child, busy, navigate]);

  async function submit() {
    const calls = await authCallsOrNull();
    if (!calls) return setError(messages.somethingWentWrong);
    const { api, childrenApi, accountForms } = calls;
    const values = { email: email.trim(), pin: pin.trim() };
    const problem = accountForms.checkChildLoginForm(values);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const session = await api(childrenApi.childLogin, {
        body: { parent_email: values.email, child_pin: values.pin },
      });
      rememberedEmail.set(remember ? values.email : null);
      childSignedIn(session);
      void navigate("/child/dashboard", { replace: true });
    } catch (e) {
      setError(e instanceof ApiError ? e.message || messages.loginFailed : messages.somethingWentWrong);
      setPin("");
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Ready to play?" intro="Ask your grown-up for their email, then type your own secret PIN.">
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
          label="Parent's email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField
          label="Your PIN"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          hint="4 numbers"
          value={pin}
          onChange={(e) => setPin(digitsOnly(e.target.value))}
        />
        <label className="flex min-h-11 items-center gap-3 font-medium text-ink">
          <input
            type="checkbox"
            className="h-5 w-5 accent-brand-600"
            checked={remember}
            onChange={(e) => setRemember(e.target.checked)}
          />
          Remember my parent email
        </label>
        <Button type="submit" size="lg" busy={busy}>
          {busy ? "Signing in..." : "Let's go!"}
        </Button>
      </form>
    </AuthCard>
  );
}
