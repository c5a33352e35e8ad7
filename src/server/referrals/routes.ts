import * as api from "../../shared/api/referrals";
import type { Router } from "../http/router";
import { findReferrer } from "./check-referral-code";
import { referralStats } from "./referral-stats";

export function registerReferralRoutes(router: Router) {
  router.handle(api.checkReferralCode, async ({ params }, { deps }) => ({
    valid: (await findReferrer(deps.database.db, params.code)) !== undefined,
  }));

  router.handle(api.referralStats, async (_input, { deps, actor }) => referralStats(deps, actor, actor.parentId));
}
