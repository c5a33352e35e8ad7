import { completeReferral } from "../referrals/complete-referral";
import type { AfterSaveStep } from "./after-save-step";

/**
 * A referred family's first game: a child's saved game completes the family's
 * pending referral and gives the referrer their week. It changes a referral
 * once only, so it runs after every save; if it fails, the family's next game
 * completes the referral instead.
 */
export const referralStep: AfterSaveStep = {
  name: "referral",
  async run(deps, { session }) {
    if (session.childId !== null) await completeReferral(deps, session.userId);
    return {};
  },
};
