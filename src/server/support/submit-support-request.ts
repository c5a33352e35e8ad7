import type { Actor } from "../auth/actor";
import { authorizeFamily } from "../auth/policies/family-policy";
import type { AppDeps } from "../core/deps";
import { openSupportRequest } from "./open-support-request";

/**
 * Keeps a signed-in parent's request from the account page as an open support
 * request under their login, and emails it to the support team. It is from
 * the account's own address, read with the policy's check: whatever address
 * the form sent is not used, so that nobody files a request as
 * another family (it would reach the support team, and that family's export,
 * as theirs).
 */
export async function submitSupportRequest(deps: AppDeps, actor: Actor, parentId: string, description: string) {
  const { parent, user } = await authorizeFamily(deps.database.db, actor, parentId, "contactSupport");
  return openSupportRequest(deps, {
    sender: { userId: parent.userId, named: { kind: "account", email: user.email } },
    description,
  });
}
