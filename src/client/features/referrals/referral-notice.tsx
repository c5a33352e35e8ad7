import { messages, productMessages } from "../../../shared/messages";
import { Alert } from "../../components/ui/alert";
import { useReferralCheck } from "../../queries/referrals";

/**
 * The sign-up page's word on its referral link: the referral banner when the
 * code belongs to a parent (it promises a week of Premium), with when that
 * week starts (the address proved, a child's first game), a plain note when
 * it does not, and nothing while checking or when the check could not be made.
 */
export function ReferralNotice({ code }: { code: string }) {
  const referral = useReferralCheck(code);
  if (referral === "valid") {
    return (
      <div className="mb-4">
        <Alert tone="info">
          <p>{messages.referralBanner}</p>
          <p className="mt-1">{productMessages.referralCountsWhen}</p>
        </Alert>
      </div>
    );
  }
  if (referral === "invalid") return <p className="mb-4 text-ink-soft">{productMessages.referralLinkNotValid}</p>;
  return null;
}
