/** The link a parent shares: the sign-up page with their code. */
export const inviteLink = (origin: string, code: string) => `${origin}/parent/signup?ref=${encodeURIComponent(code)}`;

/** What Invite Friends shares with its link. */
export const INVITE_MESSAGE = {
  text: "I use Maths Sprint for quick mental maths games with my children (ages 5 to 11). Sign up with my link and you'll get 1 week of Premium:",
  subject: "A free week of Maths Sprint Premium",
} as const;
