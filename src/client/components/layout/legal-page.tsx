import type { ReactNode } from "react";
import { LEGAL_LAST_UPDATED } from "../../../shared/public-pages";

export interface LegalSection {
  id: string;
  heading: string;
  body: ReactNode;
}

/** A legal document: title, date (the legal pages' own unless `updated` says), contents list and numbered sections, in a readable column. */
export function LegalPage({
  title,
  intro,
  sections,
  updated = LEGAL_LAST_UPDATED,
}: {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
  updated?: string;
}) {
  return (
    <article className="mx-auto w-full max-w-3xl rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10">
      <header className="border-b border-slate-200 pb-6">
        <h1 className="text-3xl font-extrabold text-ink sm:text-4xl">{title}</h1>
        <p className="mt-2 text-sm font-semibold text-ink-soft">{`Last updated ${updated}`}</p>
        <div className="legal mt-4">{intro}</div>
      </header>
      <nav aria-label="Contents" className="border-b border-slate-200 py-6">
        <h2 className="text-lg font-bold text-ink">Contents</h2>
        <ol className="mt-3 grid list-decimal pl-6 text-brand-700 sm:grid-cols-2">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="inline-flex min-h-8 items-center underline underline-offset-4 hover:text-brand-900"
              >
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-h`}
          className="legal scroll-mt-6 pt-8"
        >
          <h2 id={`${section.id}-h`}>
            {index + 1}. {section.heading}
          </h2>
          {section.body}
        </section>
      ))}
    </article>
  );
}
