import { supportRequests } from "../db/schema/support";
import type { Actor } from "../auth/actor";
import { authorizeFamily } from "../auth/policies/family-policy";
import type { AppDeps } from "../deps";

interface SupportRequest {
  email: string;
  issue_description: string;
}

/**
 * Keeps a signed-in parent's request from the account page as an open support
 * request under their login, and emails it to the support team.
 */
export async function submitSupportRequest(deps: AppDeps, actor: Actor, parentId: string, input: SupportRequest) {
  const now = deps.clock();
  const request = await deps.database.db.transaction(async (tx) => {
    const { parent } = await authorizeFamily(tx, actor, parentId, "contactSupport");
    const [row] = await tx
      .insert(supportRequests)
      .values({
        userId: parent.userId,
        email: input.email,
        issueDescription: input.issue_description,
        status: "open",
        createdAt: now,
      })
      .returning({ id: supportRequests.id });
    if (!row) throw new Error("The support request was not stored");
    return row;
  });
  await deps.mailer.send({
    to: deps.config.supportEmail,
    subject: `Support request from ${input.email}`,
    text: [
      `From: ${input.email} (a signed-in parent)`,
      `Received: ${now.toISOString()}`,
      `Request: ${request.id}`,
      "",
      input.issue_description,
      "",
      "Reply to the sender's address above within 24 hours.",
    ].join("\n"),
  });
  return request;
}
