import { awardReferralBadges } from "../badges/award-referral-badges";
import { completeReferral } from "../referrals/complete-referral";
import type { AfterSaveStep } from "./after-save-step";

/**
 * A referred family's first game: a child's saved game completes the family's
 * pending referral and gives the referrer their week. It changes a referral
 * once only, so it runs after every save; if it fails, the family's next game
 * completes the referral instead. The referring family's children then earn
 * their referral badges (the playing child earns theirs in the badge step).
 */
export const referralStep: AfterSaveStep = {
  name: "referral",
  async run(deps, { session }) {
    if (session.childId === null) return {};
    const completed = await completeReferral(deps, session.userId);
    if (completed) await awardReferralBadges(deps, completed.referrerParentId);
    return {};
  },
};
