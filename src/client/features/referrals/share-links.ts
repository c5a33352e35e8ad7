import { productMessages } from "../../../shared/messages";

/** The link a parent shares: the sign-up page with their code. */
export const inviteLink = (origin: string, code: string) => `${origin}/parent/signup?ref=${encodeURIComponent(code)}`;

/** What Invite Friends shares with its link. */
export const INVITE_MESSAGE = {
  text: productMessages.referralShareText,
  subject: "A free week of Maths Sprint Premium",
} as const;
