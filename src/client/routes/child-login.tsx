import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { childLoginForm } from "../../shared/forms/child-login-form";
import { digitsOnly } from "../../shared/forms/digits";
import { messages } from "../../shared/messages";
import { ApiError } from "../api";
import { AuthCard } from "../components/layout/auth-card";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";
import { TextField } from "../components/ui/text-field";
import { useAuth } from "../features/auth/auth-context";
import { SignedOutNotice } from "../features/auth/signed-out-notice";
import { useApiForm } from "../forms/use-api-form";
import { rememberedEmail } from "../features/auth/local-prefs";
import { sendChildLogin } from "../queries/session";
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
  const [remember, setRemember] = useState(false);
  const form = useApiForm({
    initial: { email: "", pin: "" },
    definition: childLoginForm,
    send: sendChildLogin,
    onSent: (session, values) => {
      rememberedEmail.set(remember ? values.email.trim() : null);
      childSignedIn(session);
      void navigate("/child/dashboard", { replace: true });
    },
    failure: (e, setValue) => {
      // A refused sign-in empties the PIN; a mistyped email keeps it.
      if (!(e instanceof ApiError && e.code === "validation_failed" && !e.fields.child_pin)) setValue("pin", "");
      return e instanceof ApiError ? e.message || messages.loginFailed : messages.somethingWentWrong;
    },
  });
  const { setValue } = form;
  const error = form.message;

  useEffect(() => {
    const saved = rememberedEmail.get();
    if (saved) {
      // Read after hydration so that the pre-rendered form matches the first render.
      setValue("email", saved);
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setRemember(true);
    }
  }, [setValue]);

  const signingIn = form.busy || form.sent;
  useEffect(() => {
    if (child && !signingIn) void navigate("/child/dashboard", { replace: true });
  }, [child, signingIn, navigate]);

  return (
    <AuthCard title="Ready to play?" intro="Ask your grown-up for their email, then type your own secret PIN.">
      {/* Why the child is here again: their hour of play ended. */}
      <SignedOutNotice />
      <form {...form.formProps} className="flex flex-col gap-4">
        {error && <Alert tone="error">{error}</Alert>}
        <TextField label="Parent's email" type="email" autoComplete="email" {...form.field("email")} />
        <TextField
          label="Your PIN"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          hint="4 numbers"
          {...form.field("pin", digitsOnly)}
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
        <Button type="submit" size="lg" busy={form.busy}>
          {form.busy ? "Signing in..." : "Let's go!"}
        </Button>
      </form>
    </AuthCard>
  );
}
