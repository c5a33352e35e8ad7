import { Hash, Landmark, Laugh, Leaf, Shapes, type LucideIcon } from "lucide-react";
import { Component, Suspense, use, useId, type ReactNode } from "react";
import type { FunFactCategory } from "../../../shared/fun-facts/fun-fact";
import { factOfDay } from "../../../shared/fun-facts/fun-fact-for";
import { halfMonthFacts } from "./half-month-facts";

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
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-h-28 gap-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
      data-testid="fun-fact-card"
    >
      <Unavailable fallback={<Fact headingId={headingId} />}>
        <Suspense fallback={<Fact headingId={headingId} />}>
          <TodaysFact headingId={headingId} date={date} />
        </Suspense>
      </Unavailable>
    </section>
  );
}

function TodaysFact({ headingId, date }: { headingId: string; date: Date }) {
  const fact = factOfDay(use(halfMonthFacts(date)), date);
  return <Fact headingId={headingId} category={fact.category} text={fact.text} />;
}

function Fact({ headingId, category, text }: { headingId: string; category?: FunFactCategory; text?: string }) {
  const look = category ? looks[category] : null;
  const Icon = look?.icon;
  return (
    <>
      <span
        className={`flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl ${look?.tint ?? "bg-slate-100"}`}
        aria-hidden
      >
        {Icon && <Icon size={26} />}
      </span>
      <div className="flex min-w-0 flex-col gap-1">
        <h2 id={headingId} className="text-lg font-bold text-ink">
          Fun fact of the day
        </h2>
        {category && (
          <p className="w-fit rounded-full bg-slate-100 px-3 py-0.5 text-sm font-semibold text-ink-soft">{category}</p>
        )}
        {text && <p className="mt-1 max-w-prose text-lg leading-relaxed text-ink">{text}</p>}
      </div>
    </>
  );
}

/** A half-month that cannot be loaded (offline, before the app was cached) leaves the card without its fact. */
class Unavailable extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
