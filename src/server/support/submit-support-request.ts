import type { Actor } from "../auth/actor";
import { authorizeFamily } from "../auth/policies/family-policy";
import type { AppDeps } from "../deps";
import { openSupportRequest } from "./open-support-request";

interface SupportRequest {
  email: string;
  issue_description: string;
}

/**
 * Keeps a signed-in parent's request from the account page as an open support
 * request under their login, and emails it to the support team.
 */
export function submitSupportRequest(deps: AppDeps, actor: Actor, parentId: string, input: SupportRequest) {
  return openSupportRequest(deps, {
    sender: async (tx) => {
      const { parent } = await authorizeFamily(tx, actor, parentId, "contactSupport");
      return { userId: parent.userId };
    },
    email: input.email,
    description: input.issue_description,
    subject: `Support request from ${input.email}`,
    from: [`From: ${input.email} (a signed-in parent)`],
  });
}
