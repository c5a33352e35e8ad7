/** The link a parent shares: the sign-up page with their code. */
export const inviteLink = (origin: string, code: string) => `${origin}/parent/signup?ref=${encodeURIComponent(code)}`;

const INVITE_TEXT =
  "I use Maths Sprint for quick mental maths games with my children (ages 5 to 11). Sign up with my link and you'll get 1 week of Premium:";
const EMAIL_SUBJECT = "A free week of Maths Sprint Premium";

export interface ShareTarget {
  name: "WhatsApp" | "Facebook" | "X" | "Bluesky" | "Email";
  href: string;
}

const enc = encodeURIComponent;

/** Where the link can be shared, each a plain link to the service's own share page (no script of theirs loads here). */
export function shareTargets(link: string): ShareTarget[] {
  const text = `${INVITE_TEXT} ${link}`;
  return [
    { name: "WhatsApp", href: `https://wa.me/?text=${enc(text)}` },
    { name: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${enc(link)}` },
    { name: "X", href: `https://x.com/intent/tweet?text=${enc(INVITE_TEXT)}&url=${enc(link)}` },
    { name: "Bluesky", href: `https://bsky.app/intent/compose?text=${enc(text)}` },
    { name: "Email", href: `mailto:?subject=${enc(EMAIL_SUBJECT)}&body=${enc(`Hello,\n\n${text}\n`)}` },
  ];
}
