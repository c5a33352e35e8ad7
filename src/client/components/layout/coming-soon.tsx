import type { ReactNode } from "react";
import { ArrowLeft, Hammer } from "lucide-react";
import { Link } from "react-router";

interface ComingSoonProps {
  title: string;
  /** What the page will do, in a sentence or two. */
  children: ReactNode;
  back: { to: string; label: string };
}

/**
 * The page of a feature still being built: it says plainly what is coming
 * and leads back, so that every link and bookmark lands somewhere sensible.
 */
export function ComingSoon({ title, children, back }: ComingSoonProps) {
  return (
    <div className="flex flex-col gap-6">
      <Link to={back.to} className="inline-flex items-center gap-1 font-semibold text-brand-700">
        <ArrowLeft aria-hidden size={18} /> {back.label}
      </Link>
      <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <span className="inline-flex items-center gap-1 rounded-full bg-brand-100 px-3 py-1 text-sm font-bold text-brand-700">
          <Hammer aria-hidden size={16} /> Coming soon
        </span>
        <h1 className="mt-3 text-3xl font-extrabold text-ink">{title}</h1>
        <div className="mt-2 max-w-prose text-ink-soft">{children}</div>
      </section>
    </div>
  );
}
