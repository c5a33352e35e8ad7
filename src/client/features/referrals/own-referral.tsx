import { useMutation } from "@tanstack/react-query";
import { productMessages } from "../../../shared/messages";
import { errorMessage } from "../../api";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { resendConfirmationMutation } from "../../queries/account";

/**
 * A parent who joined through a friend's link, while their referral is
 * pending: what it still waits for, and a way to have the verification email
 * sent again.
 */
export function OwnReferral({ emailVerified, childHasPlayed }: { emailVerified: boolean; childHasPlayed: boolean }) {
  const resend = useMutation(resendConfirmationMutation());
  return (
    <div className="w-full max-w-prose" data-testid="own-referral">
      <Alert tone="info">
        You joined through a friend&apos;s link. You and your friend each get 1 week of Premium once{" "}
        {emailVerified
          ? "one of your children has finished a first game."
          : childHasPlayed
            ? "you have confirmed your email address with the link we sent you."
            : "you have confirmed your email address with the link we sent you and one of your children has finished a first game."}
      </Alert>
      {!emailVerified && (
        <div className="mt-3 flex flex-col items-start gap-2">
          <Button variant="secondary" busy={resend.isPending} onClick={() => resend.mutate()}>
            {resend.isPending ? "Sending..." : "Send the email again"}
          </Button>
          {resend.isSuccess && <Alert tone="success">{productMessages.verificationEmailSent}</Alert>}
          {resend.isError && <Alert tone="error">{errorMessage(resend.error)}</Alert>}
        </div>
      )}
    </div>
  );
}
