import { ChevronDown } from "lucide-react";
import type { FaqEntry } from "./faq-content";

/** Questions as disclosure widgets: they work before any script has loaded. */
export function FaqList({ entries, headingLevel = 3 }: { entries: readonly FaqEntry[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="flex flex-col gap-3">
      {entries.map((entry) => (
        <details
          key={entry.question}
          className="group rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 open:ring-brand-200"
        >
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 [&::-webkit-details-marker]:hidden">
            <Heading className="text-lg font-bold text-ink">{entry.question}</Heading>
            <ChevronDown
              aria-hidden
              size={22}
              className="shrink-0 text-brand-600 transition-transform group-open:rotate-180"
            />
          </summary>
          <div className="flex flex-col gap-3 px-5 pb-5 text-ink-soft">
            {entry.answer.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
