import { REFERRAL_MAX_WEEKS } from "../../../shared/constants";
import { productMessages } from "../../../shared/messages";
import { fillIn } from "../../../shared/words";
import { errorMessage } from "../../api";
import { Alert } from "../../components/ui/alert";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { InviteFriendsButton } from "./invite-friends-button";
import { OwnReferral } from "./own-referral";
import { useReferralStats } from "../../queries/referrals";

/**
 * Account Settings' referrals: when a referral counts, how many families the parent invited, how many
 * count, the weeks earned; and, for a parent who joined through a link, what their own referral waits for.
 */
export function ReferralsSection({ code }: { code: string | null | undefined }) {
  const stats = useReferralStats();
  return (
    <Card role="region" aria-labelledby="referrals-heading">
      <h2 id="referrals-heading" className="text-xl font-bold">
        Invite friends
      </h2>
      <p className="mt-2 max-w-prose text-ink-soft" data-testid="referral-counts-when">
        {fillIn(productMessages.referralInviteTerms, { max: REFERRAL_MAX_WEEKS })} Until then it is pending.
      </p>
      <div className="mt-4 flex flex-col items-start gap-4">
        {stats.isPending && <Spinner label="Loading your referrals" />}
        {stats.isError && <Alert tone="error">{errorMessage(stats.error)}</Alert>}
        {stats.data && (
          <dl className="grid w-full max-w-md grid-cols-[1fr_auto] gap-x-4 gap-y-1" data-testid="referral-stats">
            <dt>Families who signed up with your link</dt>
            <dd className="text-right font-bold" data-testid="referrals-total">
              {stats.data.totalReferrals}
            </dd>
            <dt>Completed (address confirmed and a child has played)</dt>
            <dd className="text-right font-bold" data-testid="referrals-completed">
              {stats.data.completedReferrals}
            </dd>
            <dt>Pending (address not confirmed or no game yet)</dt>
            <dd className="text-right font-bold" data-testid="referrals-pending">
              {stats.data.pendingReferrals}
            </dd>
            <dt>Premium weeks earned</dt>
            <dd className="text-right font-bold" data-testid="referrals-weeks">
              {stats.data.weeksEarned} of {REFERRAL_MAX_WEEKS}
            </dd>
          </dl>
        )}
        {stats.data?.ownReferral && !stats.data.ownReferral.completed && (
          <OwnReferral
            emailVerified={stats.data.ownReferral.emailVerified}
            childHasPlayed={stats.data.ownReferral.childHasPlayed}
          />
        )}
        <InviteFriendsButton code={code} />
      </div>
    </Card>
  );
}
