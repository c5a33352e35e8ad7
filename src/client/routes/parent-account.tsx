import { useEffect, useState } from "react";
import { ArrowLeft } from "lucide-react";
import { Link, Navigate } from "react-router";
import * as accountsApi from "../../shared/api/accounts";
import { ACCOUNT_MESSAGE_CLEAR_MS } from "../../shared/constants";
import { checkChangePasswordForm } from "../../shared/forms/account-forms";
import { messages } from "../../shared/messages";
import { api, errorMessage } from "../api";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { TextField } from "../components/ui/text-field";
import { useAuth } from "../features/auth/auth-context";
import type { Route } from "./+types/parent-account";

export const meta: Route.MetaFunction = () => [{ title: "Account Settings | Maths Sprint" }];

export default function ParentAccount() {
  const { child, parent } = useAuth();
  if (child) return <Navigate to="/child/dashboard" replace />;
  return (
    <div className="flex flex-col gap-6">
      <Link to="/parent/dashboard" className="inline-flex items-center gap-1 font-semibold text-brand-700">
        <ArrowLeft aria-hidden size={18} /> Back to dashboard
      </Link>
      <div>
        <h1 className="text-3xl font-extrabold">Account Settings</h1>
        <p className="text-ink-soft">{parent?.user.email}</p>
      </div>
      <ChangePassword />
    </div>
  );
}

function ChangePassword() {
  const [values, setValues] = useState({ currentPassword: "", newPassword: "", confirmPassword: "" });
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), ACCOUNT_MESSAGE_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [message]);

  const set = (key: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  async function submit() {
    const problem = checkChangePasswordForm(values);
    if (problem) {
      setMessage({ tone: "error", text: problem });
      return;
    }
    setBusy(true);
    try {
      await api(accountsApi.changePassword, {
        body: { currentPassword: values.currentPassword, newPassword: values.newPassword },
      });
      setValues({ currentPassword: "", newPassword: "", confirmPassword: "" });
      setMessage({ tone: "success", text: "Your password has been changed. Other devices have been signed out." });
    } catch (e) {
      setMessage({ tone: "error", text: errorMessage(e, messages.updatePasswordFailed) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <h2 className="text-xl font-bold">Change password</h2>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        noValidate
        className="mt-4 flex max-w-md flex-col gap-4"
      >
        {message && <Alert tone={message.tone}>{message.text}</Alert>}
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          revealable
          value={values.currentPassword}
          onChange={set("currentPassword")}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          revealable
          value={values.newPassword}
          onChange={set("newPassword")}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          revealable
          value={values.confirmPassword}
          onChange={set("confirmPassword")}
        />
        <Button type="submit" busy={busy} className="self-start">
          {busy ? "Saving..." : "Change password"}
        </Button>
      </form>
    </Card>
  );
}
