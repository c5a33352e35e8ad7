import { sql } from "drizzle-orm";
import { referrals } from "../db/schema/billing";
import { parents } from "../db/schema/users";
import { completeReferral } from "./complete-referral";
import type { FollowUpStep } from "../follow-ups/step";

/**
 * A referred family's child has saved a game: if the parent has already
 * proved their address, the family's pending referral completes (the weeks
 * of Premium, the referral badges); if not, the verification completes it
 * later (`completeReferral`). The save's probe asks whether the family has a
 * referral pending, so that the step runs only then; it does not ask whether
 * the address is proved, since a verification committing while the game is
 * written would then be missed by both. If the step fails, the family's next
 * game completes the referral instead. The playing child earns their
 * referral badge in the badge step.
 */
export const referralStep: FollowUpStep = {
  name: "referral",
  probe: ({ player }) =>
    player.childId === null
      ? undefined
      : sql`(select to_jsonb(true) from ${referrals} r join ${parents} p on p.id = r.referred_parent_id
          where p.user_id = ${player.userId} and r.status = 'pending' limit 1)`,
  async run(deps, { session }) {
    if (session.childId === null) return {};
    await completeReferral(deps, session.userId, session.childId);
    return {};
  },
};
