import type { ReactNode } from "react";
import { ButtonLink } from "../ui/button";

/** The heading block at the top of a public page. */
export function PageHeader({ eyebrow, title, children }: { eyebrow: string; title: string; children?: ReactNode }) {
  return (
    <header className="mx-auto max-w-3xl text-center">
      <p className="text-sm font-bold uppercase tracking-wider text-brand-700">{eyebrow}</p>
      <h1 className="mt-2 text-3xl font-extrabold leading-tight text-ink sm:text-5xl">{title}</h1>
      {children && <div className="mt-4 text-lg text-ink-soft sm:text-xl">{children}</div>}
    </header>
  );
}

/** A titled section of a public page; its heading labels it for assistive technology. */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  children,
  className = "",
}: {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={`flex flex-col gap-6 ${className}`}>
      <div className="max-w-3xl">
        {eyebrow && <p className="text-sm font-bold uppercase tracking-wider text-brand-700">{eyebrow}</p>}
        <h2 id={id} className="mt-1 text-2xl font-extrabold text-ink sm:text-4xl">
          {title}
        </h2>
        {intro && <div className="mt-3 text-lg text-ink-soft">{intro}</div>}
      </div>
      {children}
    </section>
  );
}

/** The closing call to action of a public page. */
export function CtaBand({
  title = "Ready for the first sprint?",
  text = "Create a free parent account in under a minute, add your children and let them play. No card needed.",
}: {
  title?: string;
  text?: string;
}) {
  return (
    <section
      aria-labelledby="cta-title"
      className="relative overflow-hidden rounded-3xl bg-brand-700 px-6 py-10 text-center text-white sm:px-12 sm:py-14"
    >
      <svg
        viewBox="0 0 400 120"
        className="pointer-events-none absolute inset-x-0 top-0 h-full w-full opacity-20"
        preserveAspectRatio="none"
        aria-hidden
        focusable="false"
      >
        <circle cx="30" cy="20" r="40" fill="#ffc21a" />
        <circle cx="380" cy="110" r="55" fill="#bfd3ff" />
      </svg>
      <div className="relative mx-auto max-w-2xl">
        <h2 id="cta-title" className="text-2xl font-extrabold sm:text-4xl">
          {title}
        </h2>
        <p className="mt-3 text-lg text-brand-50">{text}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to="/parent/signup" size="lg" variant="accent">
            Create a free account
          </ButtonLink>
          <ButtonLink to="/game-modes" size="lg" variant="secondary">
            Explore the games
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
