import { supportRequests } from "../db/schema/support";
import type { AppDeps } from "../deps";

interface SupportMessage {
  name: string;
  email: string;
  message: string;
}

/**
 * Keeps a Help Center message as an open support request (linked to the parent
 * when one is signed in) and emails it to the support team.
 */
export async function submitSupportMessage(
  deps: AppDeps,
  input: SupportMessage,
  userId: string | null,
): Promise<{ id: string }> {
  const now = deps.clock();
  const request = await deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(supportRequests)
      .values({
        userId,
        name: input.name,
        email: input.email,
        issueDescription: input.message,
        status: "open",
        createdAt: now,
      })
      .returning({ id: supportRequests.id });
    if (!row) throw new Error("The support request was not stored");
    return row;
  });
  await deps.mailer.send({
    to: deps.config.supportEmail,
    subject: `Help Center: message from ${input.name}`,
    text: [
      `From: ${input.name} <${input.email}>`,
      `Signed in: ${userId ? "yes, as a parent" : "no"}`,
      `Received: ${now.toISOString()}`,
      `Request: ${request.id}`,
      "",
      input.message,
      "",
      "Reply to the sender's address above within 24 hours.",
    ].join("\n"),
  });
  return request;
}
