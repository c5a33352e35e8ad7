import { Sparkles } from "lucide-react";
import { GAME_MODE_INFO } from "../components/marketing/game-modes-content";
import { CtaBand, PageHeader } from "../components/marketing/page-parts";
import { ButtonLink } from "../components/ui/button";
import { pageMeta } from "../seo";
import type { Route } from "./+types/game-modes";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: "/game-modes",
    title: "Game modes: five mental maths games for ages 5-11 | Maths Sprint",
    description:
      "The 90 Second Challenge, Get to 100, Missing Piece, Traffic Light and the bonus Times Table Tower, each at Beginner, Intermediate and Expert level.",
  });

const LEVELS = [
  ["beginner", "Beginner", "bg-mint-50 text-mint-700"],
  ["intermediate", "Intermediate", "bg-sun-100 text-[#7a4f00]"],
  ["expert", "Expert", "bg-berry-50 text-berry-600"],
] as const;

export default function GameModes() {
  return (
    <div className="flex flex-col gap-12 sm:gap-16">
      <PageHeader eyebrow="Game modes" title="Five games, three levels, one daily habit">
        <p>
          Every game is short, timed and built around the number facts children meet in Key Stage 1 and Key Stage 2. You
          choose each child's level; they choose the game.
        </p>
      </PageHeader>

      <nav aria-label="Game modes on this page" className="flex flex-wrap justify-center gap-2">
        {GAME_MODE_INFO.map((mode) => (
          <a
            key={mode.id}
            href={`#${mode.id}`}
            className="inline-flex min-h-11 items-center rounded-full bg-white px-4 font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
          >
            {mode.name}
          </a>
        ))}
      </nav>

      <div className="flex flex-col gap-8">
        {GAME_MODE_INFO.map((mode) => (
          <section
            key={mode.id}
            id={mode.id}
            aria-labelledby={`${mode.id}-title`}
            className="scroll-mt-6 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
          >
            <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
              <span className={`flex h-14 w-14 shrink-0 items-center justify-center rounded-2xl ${mode.tint}`}>
                <mode.icon aria-hidden size={30} />
              </span>
              <div>
                <h2 id={`${mode.id}-title`} className="text-2xl font-extrabold text-ink sm:text-3xl">
                  {mode.name}
                </h2>
                <p className="mt-1 text-lg font-semibold text-brand-700">{mode.tagline}</p>
                {mode.bonus && (
                  <p className="mt-2 inline-flex rounded-full bg-sun-100 px-3 py-1 text-sm font-bold text-ink">
                    Bonus mode · {mode.bonus}
                  </p>
                )}
                <p className="mt-3 text-ink-soft">{mode.howItWorks}</p>
              </div>
            </div>
            <dl className="mt-6 grid gap-3 md:grid-cols-3">
              {LEVELS.map(([key, label, tint]) => (
                <div key={key} className="rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200">
                  <dt>
                    <span className={`inline-flex rounded-full px-3 py-0.5 text-sm font-bold ${tint}`}>{label}</span>
                  </dt>
                  <dd className="mt-2 text-ink">{mode.levels[key]}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>

      <section
        aria-labelledby="premium-ai"
        className="grid items-center gap-6 rounded-3xl bg-brand-900 p-6 text-white sm:p-10 md:grid-cols-[1.6fr_1fr]"
      >
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-brand-900 px-3 py-1 text-sm font-bold text-sun-300">
            <Sparkles aria-hidden size={16} /> Premium
          </p>
          <h2 id="premium-ai" className="mt-3 text-2xl font-extrabold sm:text-3xl">
            Know exactly what to practise next with AI feedback
          </h2>
          <p className="mt-3 text-brand-50">
            Premium parents get AI tutor feedback after their children's sessions: a plain-English summary, how they are
            progressing, numbered tips to improve and a fun activity to try together. It comes with full analytics,
            progress history and Challenge Mode, for £4.99 a month. Cancel anytime.
          </p>
        </div>
        <div className="flex flex-col gap-3">
          <ButtonLink to="/parent/signup" size="lg" variant="accent">
            Start free, upgrade later
          </ButtonLink>
          <ButtonLink to="/FAQ" size="lg" variant="secondary">
            Questions about Premium
          </ButtonLink>
        </div>
      </section>

      <CtaBand title="Try every mode for free" />
    </div>
  );
}
