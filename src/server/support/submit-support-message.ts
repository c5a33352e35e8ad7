import { sameEmail } from "../../shared/account/email-address";
import type { AppDeps } from "../core/deps";
import { openSupportRequest } from "./open-support-request";

interface SupportMessage {
  name: string;
  email: string;
  message: string;
}

/**
 * Keeps a Help Center message as an open support request and emails it to the
 * support team. It is linked to the signed-in parent only when it is from
 * their own address: a message giving another address is anybody's, not the
 * parent's (nor the other address's family's account).
 */
export function submitSupportMessage(
  deps: AppDeps,
  input: SupportMessage,
  parent: { userId: string; email: string } | null,
) {
  const userId = parent && sameEmail(parent.email, input.email) ? parent.userId : null;
  return openSupportRequest(deps, {
    sender: { userId, named: { kind: "help_center", name: input.name, email: input.email, signedIn: userId !== null } },
    description: input.message,
  });
}
