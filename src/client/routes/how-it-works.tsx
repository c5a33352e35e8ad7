import { KeyRound, LineChart, Medal, ShieldCheck, Sparkles, Users } from "lucide-react";
import { Link } from "react-router";
import { HowItWorksSteps } from "../components/marketing/how-it-works-steps";
import { CtaBand, PageHeader, Section } from "../components/marketing/page-parts";
import { pageMeta } from "../seo";
import type { Route } from "./+types/how-it-works";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: "/how-it-works",
    title: "How it works: from sign-up to the first sprint | Maths Sprint",
    description:
      "Create a parent account, add up to 5 children with their own PINs, and let them play 90-second maths games. Follow progress and set missions with rewards.",
  });

const DETAILS = [
  {
    icon: Users,
    title: "One account for the whole family",
    text: "The account belongs to a parent or carer aged 18 or over. Add up to 5 children, each with a name, a level (Beginner, Intermediate or Expert) and a 4-digit PIN. You can change a child's level or PIN at any time.",
  },
  {
    icon: KeyRound,
    title: "Simple, safe sign-in for children",
    text: "Children sign in with your email address and their own PIN, so they never need an email or password of their own. A child session lasts up to 60 minutes, and repeated wrong PINs slow down and then pause PIN sign-in until you turn it back on.",
  },
  {
    icon: Medal,
    title: "Games that build a habit",
    text: "A daily streak grows with every day of practice. Three Times Table Tower wins in one day earn a streak shield that protects the streak for 7 days, and badges mark milestones along the way.",
  },
  {
    icon: LineChart,
    title: "Progress you can follow",
    text: "Every game ends with a results page: score, star rating and each question with its answer. Your dashboard shows each child's week; Premium adds analytics, trends and progress history.",
  },
  {
    icon: Sparkles,
    title: "Missions and rewards",
    text: "In Parent Coach Mode you set one mission per child, such as a target score in a chosen game, with a reward you decide. When they reach it, the reward unlocks for them.",
  },
  {
    icon: ShieldCheck,
    title: "Privacy by design",
    text: "We keep only what the games need, show no adverts and use no trackers. You can ask for a copy of your family's data or delete your account at any time. Our privacy policy has the details.",
  },
] as const;

export default function HowItWorks() {
  return (
    <div className="flex flex-col gap-12 sm:gap-16">
      <PageHeader eyebrow="How it works" title="From sign-up to the first sprint in three minutes">
        <p>Maths Sprint has two sides: a parent account to set things up, and quick games for children to play.</p>
      </PageHeader>

      <Section id="steps" title="Four steps">
        <HowItWorksSteps />
      </Section>

      <Section id="details" title="The details parents ask about">
        <div className="grid gap-4 md:grid-cols-2">
          {DETAILS.map(({ icon: Icon, title, text }) => (
            <div key={title} className="flex gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon aria-hidden size={26} />
              </span>
              <div>
                <h3 className="text-lg font-bold text-ink">{title}</h3>
                <p className="mt-1 text-ink-soft">{text}</p>
              </div>
            </div>
          ))}
        </div>
        <p className="text-ink-soft">
          See the{" "}
          <Link to="/game-modes" className="font-bold text-brand-700 underline underline-offset-4">
            five game modes
          </Link>
          , read the{" "}
          <Link to="/FAQ" className="font-bold text-brand-700 underline underline-offset-4">
            FAQ
          </Link>{" "}
          or{" "}
          <Link to="/privacy-policy" className="font-bold text-brand-700 underline underline-offset-4">
            our privacy policy
          </Link>
          .
        </p>
      </Section>

      <CtaBand />
    </div>
  );
}
