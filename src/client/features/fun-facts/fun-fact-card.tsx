import { Hash, Landmark, Laugh, Leaf, Shapes, type LucideIcon } from "lucide-react";
import { useId } from "react";
import { funFactFor } from "../../../shared/fun-facts/fun-fact-for";
import type { FunFactCategory } from "../../../shared/fun-facts/fun-facts";

const looks: Record<FunFactCategory, { icon: LucideIcon; tint: string }> = {
  Joke: { icon: Laugh, tint: "bg-sun-300 text-ink" },
  "Number Fact": { icon: Hash, tint: "bg-brand-100 text-brand-900" },
  "Shape Fact": { icon: Shapes, tint: "bg-pink-100 text-pink-900" },
  "Nature Fact": { icon: Leaf, tint: "bg-emerald-100 text-emerald-900" },
  History: { icon: Landmark, tint: "bg-amber-100 text-amber-900" },
};

/** Today's entry of the daily fun facts, chosen by the UTC day of the year. */
export function FunFactCard({ date = new Date() }: { date?: Date }) {
  const headingId = useId();
  const fact = funFactFor(date);
  const { icon: Icon, tint } = looks[fact.category];
  return (
    <section
      aria-labelledby={headingId}
      className="flex gap-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
      data-testid="fun-fact-card"
    >
      <span className={`flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl ${tint}`} aria-hidden>
        <Icon size={26} />
      </span>
      <div className="flex min-w-0 flex-col gap-1">
        <h2 id={headingId} className="text-lg font-bold text-ink">
          Fun fact of the day
        </h2>
        <p className="w-fit rounded-full bg-slate-100 px-3 py-0.5 text-sm font-semibold text-ink-soft">
          {fact.category}
        </p>
        <p className="mt-1 max-w-prose text-lg leading-relaxed text-ink">{fact.text}</p>
      </div>
    </section>
  );
}
