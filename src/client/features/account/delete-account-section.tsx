import { useState } from "react";
import { deleteAccountForm } from "../../../shared/forms/account-forms";
import { messages, productMessages } from "../../../shared/messages";
import { ApiError } from "../../api-error";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { TextField } from "../../components/ui/text-field";
import { useApiForm } from "../../forms/use-api-form";
import { sendAccountDeletion, useDeletionStatus } from "../../queries/account";
import { useAccountClock } from "./use-account-clock";
import { useClearAfter } from "../../hooks/use-clear-after";

/**
 * Deleting the account (docs/product/accounts.md#account-deletion): blocked while a subscription is active, or
 * set to cancel with its period not yet over (the date is shown, and the block
 * lifts on screen when it passes); otherwise the parent types "delete". After
 * the call the parent is signed out whatever its result.
 */
type SignOut = (redirectTo: string, notice?: { error: string } | { message: string }) => Promise<unknown>;

export function DeleteAccountSection({ signOut }: { signOut: SignOut }) {
  const status = useDeletionStatus();
  const now = useAccountClock();
  const [open, setOpen] = useState(false);
  const form = useApiForm({
    initial: { confirmation: "" },
    definition: deleteAccountForm,
    send: sendAccountDeletion,
    onSent: () => void signOut("/", { message: productMessages.accountDeleted }),
    failure: (error) => {
      // A subscription that blocks it is not a failed deletion: the parent stays and cancels first.
      if (error instanceof ApiError && error.code === "account_deletion_blocked") {
        void status.refetch();
        return error.message;
      }
      // Signed out all the same; the login page says why, so that the parent can sign in and ask for help.
      void signOut("/parent/login", { error: messages.deactivateFailed });
      return messages.deactivateFailed;
    },
  });
  const { clearMessage } = form;
  useClearAfter(form.message, clearMessage);

  const block = status.data?.blocked ?? null;
  // A scheduled cancellation's period may end while the page is open.
  const blocked = block !== null && (block.until === null || Date.parse(block.until) > now.getTime());

  return (
    <Card className="ring-berry-200">
      <h2 className="text-xl font-bold">Delete account</h2>
      <p className="mt-2 max-w-prose text-ink-soft">
        This deletes your account, your children's profiles, every game and everything else we store about your family,
        and signs you out everywhere. It cannot be undone. You may want to download your family's data first.
      </p>
      <div className="mt-4 flex max-w-md flex-col gap-4">
        {form.sent && <Alert tone="success">{productMessages.accountDeleted}</Alert>}
        {blocked ? (
          <Alert tone="info">{block.message}</Alert>
        ) : !open ? (
          <Button
            variant="danger"
            className="self-start"
            onClick={() => setOpen(true)}
            disabled={status.isPending || form.sent}
          >
            Delete account
          </Button>
        ) : (
          <form {...form.formProps} className="flex flex-col gap-4" aria-label="Delete account">
            {form.banner && <Alert tone="error">{form.banner}</Alert>}
            <TextField
              label='Type "delete" to confirm'
              autoComplete="off"
              {...form.field("confirmation")}
              error={form.fields.confirmation}
            />
            <div className="flex flex-wrap gap-3">
              <Button type="submit" variant="danger" busy={form.busy}>
                {form.busy ? "Deleting..." : "Delete my account"}
              </Button>
              <Button type="button" variant="ghost" onClick={() => setOpen(false)} disabled={form.busy}>
                Cancel
              </Button>
            </div>
          </form>
        )}
      </div>
    </Card>
  );
}
