import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";

/** The way back to a page above, a target 44 px tall and as wide as its words. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="inline-flex min-h-11 items-center gap-1 self-start pr-2 font-semibold text-brand-700">
      <ArrowLeft aria-hidden size={18} /> {children}
    </Link>
  );
}
