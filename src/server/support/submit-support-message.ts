import type { AppDeps } from "../deps";
import { openSupportRequest } from "./open-support-request";

interface SupportMessage {
  name: string;
  email: string;
  message: string;
}

/**
 * Keeps a Help Center message as an open support request (linked to the parent
 * when one is signed in) and emails it to the support team.
 */
export function submitSupportMessage(deps: AppDeps, input: SupportMessage, userId: string | null) {
  return openSupportRequest(deps, {
    sender: () => Promise.resolve({ userId, name: input.name }),
    email: input.email,
    description: input.message,
    subject: `Help Center: message from ${input.name}`,
    from: [`From: ${input.name} <${input.email}>`, `Signed in: ${userId ? "yes, as a parent" : "no"}`],
  });
}
