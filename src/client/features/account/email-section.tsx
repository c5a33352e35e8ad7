import { changeEmailForm } from "../../../shared/forms/account-forms";
import { productMessages } from "../../../shared/messages";
import { fillIn } from "../../../shared/words";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { TextField } from "../../components/ui/text-field";
import { useApiForm } from "../../forms/use-api-form";
import { ConfirmEmailNotice } from "./confirm-email-notice";
import { useAccountEmail, useChangeEmail } from "../../queries/account";
import { useClearAfter } from "../../hooks/use-clear-after";

/**
 * The address the parent signs in with: whether it is confirmed, and a form
 * to sign in with another. A new address is confirmed by a link sent to it
 * before it replaces the old one; until then the page says which address
 * waits for its link, as the server has it.
 */
export function EmailSection() {
  const account = useAccountEmail();
  const changeEmail = useChangeEmail();
  const form = useApiForm({
    initial: { newEmail: "", currentPassword: "" },
    definition: changeEmailForm,
    send: (body) => changeEmail(body),
    onSent: () => form.reset(),
    fallback: "Your email address could not be changed. Please try again.",
  });
  useClearAfter(form.message, form.clearMessage);
  const pending = account.data?.pending_email ?? null;

  return (
    <Card>
      <h2 className="text-xl font-bold">Email address</h2>
      {account.isPending ? (
        <div className="mt-3">
          <Spinner label="Loading your email address" />
        </div>
      ) : account.isError ? (
        <div className="mt-3">
          <Alert tone="error">Your email address could not be loaded. Please try again.</Alert>
        </div>
      ) : (
        <div className="mt-3 flex flex-col items-start gap-3">
          <p className="max-w-prose break-all text-ink-soft">
            You sign in with <strong className="text-ink">{account.data.email}</strong>
            {account.data.confirmed ? ", which you have confirmed." : "."}
          </p>
          <ConfirmEmailNotice />
          {pending && (
            <Alert tone="info">
              <span className="wrap-anywhere">{fillIn(productMessages.emailChangeSent, { email: pending })}</span>
            </Alert>
          )}
        </div>
      )}
      <form {...form.formProps} className="mt-4 flex max-w-md flex-col gap-4">
        {form.message && <Alert tone="error">{form.message}</Alert>}
        <TextField label="New email address" type="email" autoComplete="email" {...form.field("newEmail")} />
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          revealable
          {...form.field("currentPassword")}
        />
        <Button type="submit" busy={form.busy} className="self-start">
          {form.busy ? "Sending..." : "Change email address"}
        </Button>
      </form>
    </Card>
  );
}
