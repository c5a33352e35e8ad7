// `npm run referral:revoke -- EMAIL`: ends a parent's referral-based Premium now (premium_until becomes now).
import { revokeReferralPremium } from "../src/server/referrals/revoke-referral-premium";
import { ScriptError, describeDatabase, openScriptDeps, runScript } from "./script-deps";

runScript(async () => {
  const email = process.argv[2]?.trim().toLowerCase();
  if (!email) {
    throw new ScriptError("Usage: npm run referral:revoke -- EMAIL (the email of an existing parent account)");
  }
  const deps = await openScriptDeps();
  try {
    const result = await revokeReferralPremium(deps, email);
    if (result.outcome === "no_such_parent") {
      throw new ScriptError(`No parent account has the email ${email} in ${describeDatabase(deps)}.`);
    }
    if (result.outcome === "nothing_to_revoke") {
      console.log(
        `${email} has no referral Premium running; nothing changed. A subscription is cancelled by the parent.`,
      );
      return;
    }
    console.log(
      `Referral Premium of ${email} revoked: it ran until ${result.premiumUntil.toISOString()} and has ended now.`,
    );
  } finally {
    await deps.database.close();
  }
});
