import { CheckCircle2, Circle } from "lucide-react";
import { productMessages } from "../../../shared/messages";
import { errorMessage } from "../../api";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { useResendConfirmation } from "../../queries/account";
import { useReferralStats } from "../../queries/referrals";

/** One of the two things a referral waits for, ticked when done. */
function Step({ done, text }: { done: boolean; text: string }) {
  const Icon = done ? CheckCircle2 : Circle;
  return (
    <li className="flex items-start gap-2">
      <Icon aria-hidden size={20} className={done ? "mt-0.5 shrink-0 text-mint-600" : "mt-0.5 shrink-0"} />
      <span>
        {text} <span className="font-semibold">{done ? "(done)" : "(still to do)"}</span>
      </span>
    </li>
  );
}

/**
 * A parent who joined through a friend's link, while their referral is
 * pending: what it waits for, each step ticked when done, and (unless the
 * page offers it already) a way to have the verification email sent again.
 */
export function OwnReferral({
  emailVerified,
  childHasPlayed,
  offerResend = true,
}: {
  emailVerified: boolean;
  childHasPlayed: boolean;
  offerResend?: boolean;
}) {
  const resend = useResendConfirmation();
  return (
    <div className="w-full max-w-prose" data-testid="own-referral">
      <Alert tone="info">
        <p>{productMessages.ownReferralIntro}</p>
        <ul className="mt-2 flex flex-col gap-1">
          <Step done={emailVerified} text={productMessages.ownReferralConfirmStep} />
          <Step done={childHasPlayed} text={productMessages.ownReferralGameStep} />
        </ul>
      </Alert>
      {offerResend && !emailVerified && (
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

/**
 * The dashboard's word to a parent who joined through a friend's link, while
 * their referral is pending: what is still needed for the week of Premium
 * (the dashboard's own notice already offers the confirmation link again).
 * Nothing otherwise, nor while loading or when the figures cannot be read.
 */
export function PendingOwnReferral() {
  const stats = useReferralStats();
  const own = stats.data?.ownReferral;
  if (!own || own.completed) return null;
  return <OwnReferral emailVerified={own.emailVerified} childHasPlayed={own.childHasPlayed} offerResend={false} />;
}
