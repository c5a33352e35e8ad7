import { ExternalLink, Mail } from "lucide-react";
import type { ShareTarget } from "./share-links";

const shareClass =
  "inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-xl bg-white px-3 py-2 font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50";

/** The share targets as links: each service's share page in a new tab, email in the mail app. */
export function ShareTargetList({ targets }: { targets: ShareTarget[] }) {
  return (
    <ul className="grid grid-cols-2 gap-2">
      {targets.map((target) => (
        <li key={target.name}>
          {target.name === "Email" ? (
            // A mail app opens from this link; a new tab would stay empty.
            <a href={target.href} className={shareClass}>
              <Mail aria-hidden size={18} className="shrink-0" /> Email
            </a>
          ) : (
            <a
              href={target.href}
              target="_blank"
              rel="noopener noreferrer"
              className={shareClass}
              aria-label={`${target.name} (opens in a new tab)`}
            >
              {target.name} <ExternalLink aria-hidden size={16} className="shrink-0" />
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
