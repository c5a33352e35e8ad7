import { sql } from "drizzle-orm";
import { awardReferralBadges } from "../badges/award-referral-badges";
import { referrals } from "../db/schema/billing";
import { parents } from "../db/schema/users";
import { completeReferral } from "../referrals/complete-referral";
import type { AfterSaveStep } from "./after-save-step";

/**
 * A referred family's first game: a child's saved game completes the family's
 * pending referral and gives the referrer their week. It changes a referral
 * once only; the save's probe asks whether the family has one pending, so
 * that the step runs only then. If it fails, the family's next game completes
 * the referral instead. The referring family's children then earn their
 * referral badges (the playing child earns theirs in the badge step).
 */
export const referralStep: AfterSaveStep = {
  name: "referral",
  probe: ({ player }) =>
    player.childId === null
      ? undefined
      : sql`(select to_jsonb(true) from ${referrals} r join ${parents} p on p.id = r.referred_parent_id
          where p.user_id = ${player.userId} and r.status = 'pending' limit 1)`,
  async run(deps, { session }) {
    if (session.childId === null) return {};
    const completed = await completeReferral(deps, session.userId);
    if (completed) await awardReferralBadges(deps, completed.referrerParentId);
    return {};
  },
};
