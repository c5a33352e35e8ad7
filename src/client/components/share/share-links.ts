export interface ShareTarget {
  name: "WhatsApp" | "Facebook" | "X" | "Bluesky" | "Email";
  href: string;
}

const enc = encodeURIComponent;

/**
 * Where a message and its link can be shared (Invite Friends, Share Your Win),
 * each a plain link to the service's own share page (no script of theirs loads here).
 */
export function shareTargets(link: string, message: { text: string; subject: string }): ShareTarget[] {
  const text = `${message.text} ${link}`;
  return [
    { name: "WhatsApp", href: `https://wa.me/?text=${enc(text)}` },
    { name: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${enc(link)}` },
    { name: "X", href: `https://x.com/intent/tweet?text=${enc(message.text)}&url=${enc(link)}` },
    { name: "Bluesky", href: `https://bsky.app/intent/compose?text=${enc(text)}` },
    { name: "Email", href: `mailto:?subject=${enc(message.subject)}&body=${enc(`Hello,\n\n${text}\n`)}` },
  ];
}
