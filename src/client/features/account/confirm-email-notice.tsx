import { productMessages } from "../../../shared/messages";
import { fillIn } from "../../../shared/words";
import { errorMessage } from "../../api";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { useResendConfirmation, useAccountEmail } from "../../queries/account";

/**
 * While the parent's sign-in address is not confirmed: what that means (no
 * weekly report, no other email), and a way to have the link sent again (the
 * server sends one a minute, and says so). Nothing once it is confirmed.
 */
export function ConfirmEmailNotice() {
  const account = useAccountEmail();
  const resend = useResendConfirmation();
  if (!account.data || account.data.confirmed) return null;
  return (
    <div className="flex w-full max-w-prose flex-col items-start gap-2" data-testid="confirm-email">
      <Alert tone="info">
        {/* An address is one long word: it may break anywhere rather than widen a phone's page. */}
        <span className="wrap-anywhere">
          {fillIn(productMessages.confirmEmailPlease, { email: account.data.email })}
        </span>
      </Alert>
      <Button variant="secondary" busy={resend.isPending} onClick={() => resend.mutate()}>
        {resend.isPending ? "Sending..." : "Send the link again"}
      </Button>
      {resend.isSuccess && <Alert tone="success">{productMessages.verificationEmailSent}</Alert>}
      {resend.isError && <Alert tone="error">{errorMessage(resend.error)}</Alert>}
    </div>
  );
}
