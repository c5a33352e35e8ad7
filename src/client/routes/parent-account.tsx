import { useCallback, useEffect, useState } from "react";
import { BackLink } from "../components/ui/back-link";
import { useClearAfter } from "../hooks/use-clear-after";
import { changePasswordForm } from "../../shared/forms/account-forms";
import { messages } from "../../shared/messages";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { TextField } from "../components/ui/text-field";
import { useApiForm } from "../forms/use-api-form";
import { changePassword } from "../queries/sign-in";
import { DeleteAccountSection } from "../features/account/delete-account-section";
import { EmailSection } from "../features/account/email-section";
import { ExportSection } from "../features/account/export-section";
import { WeeklyReportSection } from "../features/account/weekly-report-section";
import { SupportSection } from "../features/account/support-section";
import { useAuth } from "../features/auth/auth-context";
import { ParentOnly } from "../features/auth/parent-only";
import { ReviewSection } from "../features/feedback/review-section";
import { SubscriptionSection } from "../features/billing/subscription-section";
import { ReferralsSection } from "../features/referrals/referrals-section";
import type { Route } from "./+types/parent-account";

export const meta: Route.MetaFunction = () => [{ title: "Account Settings | Maths Sprint" }];

export default function ParentAccount() {
  return (
    <ParentOnly>
      <AccountSettings />
    </ParentOnly>
  );
}

function AccountSettings() {
  const { parent, signOut } = useAuth();
  return (
    <div className="flex flex-col gap-6">
      <BackLink to="/parent/dashboard">Back to dashboard</BackLink>
      <div>
        <h1 className="text-3xl font-extrabold">Account Settings</h1>
        <p className="text-ink-soft">{parent?.user.email}</p>
      </div>
      {/* One column on a phone; on a desktop two, the forms beside the family's plan and data. */}
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <div className="flex flex-col gap-6">
          <EmailSection />
          <ChangePassword />
          {parent && <SupportSection email={parent.user.email} />}
          <ReviewSection />
        </div>
        <div className="flex flex-col gap-6">
          <SubscriptionSection />
          <WeeklyReportSection />
          <ReferralsSection code={parent?.parentData.referral_code} />
          <ExportSection />
          <DeleteAccountSection signOut={signOut} />
        </div>
      </div>
    </div>
  );
}

function ChangePassword() {
  const [success, setSuccess] = useState<string | null>(null);
  const form = useApiForm({
    initial: { currentPassword: "", newPassword: "", confirmPassword: "" },
    definition: changePasswordForm,
    send: changePassword,
    onSent: () => setSuccess("Your password has been changed. Other devices have been signed out."),
    fallback: messages.updatePasswordFailed,
  });
  const { reset, sent, clearMessage } = form;
  const message = form.message
    ? { tone: "error" as const, text: form.message }
    : success
      ? { tone: "success" as const, text: success }
      : null;

  // A changed password empties the form; a message clears itself after a while.
  useEffect(() => {
    if (sent) reset();
  }, [sent, reset]);
  const clearBoth = useCallback(() => {
    setSuccess(null);
    clearMessage();
  }, [clearMessage]);
  useClearAfter(form.message ?? success, clearBoth);

  return (
    <Card>
      <h2 className="text-xl font-bold">Change password</h2>
      <form {...form.formProps} className="mt-4 flex max-w-md flex-col gap-4">
        {message && <Alert tone={message.tone}>{message.text}</Alert>}
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          revealable
          {...form.field("currentPassword")}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          revealable
          {...form.field("newPassword")}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          revealable
          {...form.field("confirmPassword")}
        />
        <Button type="submit" busy={form.busy} className="self-start">
          {form.busy ? "Saving..." : "Change password"}
        </Button>
      </form>
    </Card>
  );
}
