import { OK } from "../../shared/api/endpoint";
import * as api from "../../shared/api/referrals";
import { resendVerificationEmail, verifyEmail } from "../accounts/email-verification";
import type { Router } from "../http/router";
import { findReferrer } from "./check-referral-code";
import { referralStats } from "./referral-stats";

export function registerReferralRoutes(router: Router) {
  router.handle(api.checkReferralCode, async ({ params }, { deps }) => ({
    valid: (await findReferrer(deps.database.db, params.code)) !== undefined,
  }));

  router.handle(api.referralStats, async (_input, { deps, actor }) => referralStats(deps, actor, actor.parentId));
  router.handle(api.verifyEmail, async ({ body }, { deps }) => verifyEmail(deps, body.token));
  router.handle(api.resendVerificationEmail, async (_input, { deps, actor }) => {
    await resendVerificationEmail(deps, actor);
    return OK;
  });
}
