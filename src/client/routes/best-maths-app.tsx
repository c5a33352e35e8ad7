import { CheckCircle2 } from "lucide-react";
import { Link } from "react-router";
import { CtaBand, PageHeader, Section } from "../components/marketing/page-parts";
import { premiumAddsSentence } from "../../shared/messages";
import { pageMeta } from "../seo";
import type { Route } from "./+types/best-maths-app";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: "/best-maths-app",
    title: "The best maths app for children aged 5-11? What to look for | Maths Sprint",
    description:
      "How to choose a maths app for a primary school child: short daily practice, the right level, honest progress for parents, no adverts. Here is how Maths Sprint measures up.",
  });

const CRITERIA = [
  {
    title: "Short, focused practice",
    text: "Children build recall through little and often. A good app gets them practising within seconds and finishes before attention drifts. Maths Sprint's core game lasts 90 seconds.",
  },
  {
    title: "The right level for each child",
    text: "A Year 1 child and a Year 6 child need different questions. Every Maths Sprint mode has Beginner, Intermediate and Expert levels, set per child by you.",
  },
  {
    title: "Real maths, not just the game around it",
    text: "Some apps spend most of the time on animations and shops. In Maths Sprint almost every second is spent answering a question: addition, subtraction, times tables, division and missing numbers.",
  },
  {
    title: "Progress parents can see",
    text: "You should know what your child practised and how it went. Every game has a results page, your dashboard shows each child's recent work, and Premium adds full analytics and history.",
  },
  {
    title: "Motivation without manipulation",
    text: "Badges, streaks and missions with rewards you choose keep children coming back, without adverts, loot boxes or pressure to buy.",
  },
  {
    title: "Respect for privacy",
    text: "Children sign in with a PIN under your account, not with their own email. We collect only what the games need, use no trackers, and you can delete everything.",
  },
] as const;

export default function BestMathsApp() {
  return (
    <div className="flex flex-col gap-12 sm:gap-16">
      <PageHeader eyebrow="Choosing a maths app" title="What makes the best maths app for a 5 to 11-year-old?">
        <p>
          There is no single best app for every child, but the good ones share six habits. Here they are, and how Maths
          Sprint tries to live up to each.
        </p>
      </PageHeader>

      <Section id="criteria" title="Six things to look for">
        <ol className="grid gap-4 md:grid-cols-2">
          {CRITERIA.map((item, index) => (
            <li key={item.title} className="flex gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <span
                className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-600 font-extrabold text-white"
                aria-hidden
              >
                {index + 1}
              </span>
              <div>
                <h3 className="text-lg font-bold text-ink">{item.title}</h3>
                <p className="mt-1 text-ink-soft">{item.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="at-a-glance" title="Maths Sprint at a glance">
        <ul className="grid gap-3 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2 sm:p-8">
          {[
            "For children aged 5 to 11 (KS1 and KS2)",
            "Up to 5 child profiles on one parent account",
            "90-second daily challenges and four more game modes",
            "Beginner, Intermediate and Expert levels",
            "Badges, daily streaks and streak shields",
            "Missions with rewards set in Parent Coach Mode",
            "Works in the browser on phones, tablets and computers",
            "Free to start, with every game; Premium £4.99 a month, cancel anytime",
          ].map((text) => (
            <li key={text} className="flex gap-3 text-ink">
              <CheckCircle2 aria-hidden size={22} className="mt-0.5 shrink-0 text-mint-600" />
              {text}
            </li>
          ))}
        </ul>
        <p className="text-ink-soft">{premiumAddsSentence}</p>
        <p className="text-ink-soft">
          Looking for something free?{" "}
          <Link to="/best-free-maths-app" className="font-bold text-brand-700 underline underline-offset-4">
            See how our free tier compares
          </Link>
          , or read{" "}
          <Link to="/how-it-works" className="font-bold text-brand-700 underline underline-offset-4">
            how Maths Sprint works
          </Link>
          .
        </p>
      </Section>

      <CtaBand title="See if it suits your family" />
    </div>
  );
}
