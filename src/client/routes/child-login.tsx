import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { digitsOnly } from "../../shared/forms/digits";
import { messages } from "../../shared/messages";
import { api, ApiError } from "../api";
import { childrenRoutes } from "../api-routes";
import { AuthCard } from "../components/layout/auth-card";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";
import { TextField } from "../components/ui/text-field";
import { useAuth } from "../features/auth/auth-context";
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

  // The form is checked by the sign-in's own body schema, on the server, which answers with the
  // spec's message for the first field at fault; only "all fields required" is decided here,
  // so that it comes first. The child's device then loads no validation code to sign in.
  async function submit() {
    const values = { email: email.trim(), pin: pin.trim() };
    if (values.email === "" || values.pin === "") return setError(messages.allFieldsRequired);
    setError(null);
    setBusy(true);
    try {
      const session = await api(childrenRoutes.childLogin, {
        body: { parent_email: values.email, child_pin: values.pin },
      });
      rememberedEmail.set(remember ? values.email : null);
      childSignedIn(session);
      void navigate("/child/dashboard", { replace: true });
    } catch (e) {
      setError(e instanceof ApiError ? e.message || messages.loginFailed : messages.somethingWentWrong);
      // A form the server found malformed keeps its PIN to correct; a refused one starts again.
      if (!(e instanceof ApiError && e.code === "validation_failed")) setPin("");
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Ready to play?" intro="Ask your grown-up for their email, then type your own secret PIN.">
      <form
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
