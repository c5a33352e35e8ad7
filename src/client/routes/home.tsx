import { Link } from "react-router";
import {
  BadgeCheck,
  Brain,
  CreditCard,
  Flame,
  Heart,
  LineChart,
  Lock,
  ShieldCheck,
  Sparkles,
  Timer,
  Trophy,
  Users,
} from "lucide-react";
import { ButtonLink } from "../components/ui/button";
import { FAQ } from "../components/marketing/faq-content";
import { FaqList } from "../components/marketing/faq-list";
import { GAME_MODE_INFO } from "../components/marketing/game-modes-content";
import { AiArt, CoachArt, HeroArt, RewardsArt, SecureArt } from "../components/marketing/illustrations";
import { CtaBand, Section } from "../components/marketing/page-parts";
import { HowItWorksSteps } from "../components/marketing/how-it-works-steps";
import { useAuth } from "../features/auth/auth-context";
import { SignedOutNotice } from "../features/auth/signed-out-notice";
import { premiumAddsSentence } from "../../shared/messages";
import { pageMeta } from "../seo";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: "/",
    title: "Maths Sprint: quick mental maths games for children aged 5-11",
    description:
      "90-second mental maths challenges for children aged 5 to 11 (KS1 and KS2). Up to 5 child profiles, missions and rewards set by you, and no adverts.",
  });

const BENEFITS = [
  {
    icon: Timer,
    title: "Short and snappy",
    text: "90-second daily challenges fit before school, after tea or in the car. Little and often beats a long weekly slog.",
  },
  {
    icon: Brain,
    title: "Builds real fluency",
    text: "Number bonds, times tables and missing numbers at the right level for ages 5 to 11, from Beginner to Expert.",
  },
  {
    icon: ShieldCheck,
    title: "Kind to privacy",
    text: "No adverts and no trackers. Children sign in with a PIN, never their own email, and you can delete everything.",
  },
] as const;

const REWARDS = [
  { icon: Trophy, title: "Badges", text: "Earned for milestones such as perfect scores and practice sessions." },
  { icon: Flame, title: "Daily streaks", text: "A streak for every day of practice, with a shield that protects it." },
  { icon: Sparkles, title: "Avatars", text: "Children design their own character: a robot, a dragon, a wizard..." },
] as const;

const AI_FEATURES = [
  {
    title: "Challenge suggestions",
    text: "Coach Mode suggests a mission for each child from their recent games, which you can edit before sending.",
  },
  {
    title: "Tutor feedback (Premium)",
    text: "After a session, a short write-up for you: what went well, tips to improve and a fun activity to try together.",
  },
  {
    title: "Avatar creator",
    text: "Children pick a character, colours and accessories, and a one-of-a-kind avatar is drawn for them.",
  },
] as const;

function HeroActions() {
  const { parent, state } = useAuth();
  if (state.status === "ready" && parent) {
    return (
      <ButtonLink to="/parent/dashboard" size="lg" variant="accent">
        Go to your dashboard
      </ButtonLink>
    );
  }
  return (
    <>
      <ButtonLink to="/parent/signup" size="lg" variant="accent">
        Start free
      </ButtonLink>
      <ButtonLink to="/child/login" size="lg" variant="secondary">
        Child Login
      </ButtonLink>
    </>
  );
}

export default function Home() {
  return (
    <>
      <SignedOutNotice />
      <div className="flex flex-col gap-16 sm:gap-24">
        <section className="relative overflow-hidden rounded-3xl bg-brand-700 text-white">
          <div className="grid items-center gap-6 p-6 sm:p-12 md:grid-cols-[1.2fr_1fr]">
            <div>
              <p className="inline-flex rounded-full bg-brand-900 px-3 py-1 text-sm font-bold text-sun-300">
                Mental maths for ages 5-11 · KS1 and KS2
              </p>
              <h1 className="mt-4 text-4xl font-extrabold leading-tight sm:text-6xl">
                Quick maths games your children will ask to play
              </h1>
              <p className="mt-4 text-lg text-brand-50 sm:text-xl">
                90-second challenges, times table towers and daily streaks, with a parent account to follow progress and
                set missions with real rewards. Up to 5 children on one account.
              </p>
              <div className="mt-6 flex flex-col gap-3 sm:flex-row">
                <HeroActions />
              </div>
              <ul className="mt-6 flex flex-wrap gap-x-5 gap-y-2 text-sm font-semibold text-brand-50">
                <li className="flex items-center gap-1.5">
                  <BadgeCheck aria-hidden size={18} className="text-sun-300" /> Free to start
                </li>
                <li className="flex items-center gap-1.5">
                  <BadgeCheck aria-hidden size={18} className="text-sun-300" /> No adverts
                </li>
                <li className="flex items-center gap-1.5">
                  <BadgeCheck aria-hidden size={18} className="text-sun-300" /> Phones, tablets and computers
                </li>
              </ul>
            </div>
            <HeroArt className="mx-auto w-full max-w-60 sm:max-w-xs md:max-w-sm" />
          </div>
        </section>

        <Section
          id="coach-mode"
          eyebrow="Parent Coach Mode"
          title="You set the mission. They earn the reward."
          intro="Coach Mode turns practice into a shared goal. Choose a child, pick a game and a target, and add a reward that means something at home."
        >
          <div className="grid items-center gap-8 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10 md:grid-cols-[1fr_1.3fr]">
            <CoachArt className="mx-auto w-full max-w-64" />
            <ul className="flex flex-col gap-4">
              {[
                [
                  "One clear mission per child",
                  "Such as 25 correct answers in the 90 Second Challenge, or a Times Table Tower of 10.",
                ],
                [
                  "Your own rewards",
                  "A trip to the park, choosing Friday's film, or a digital sticker when they get there.",
                ],
                ["This week's wins", "See every child's sessions, scores and completed missions at a glance."],
              ].map(([title, text]) => (
                <li key={title} className="flex gap-3">
                  <BadgeCheck aria-hidden className="mt-1 shrink-0 text-mint-600" size={22} />
                  <div>
                    <h3 className="font-bold text-ink">{title}</h3>
                    <p className="text-ink-soft">{text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </Section>

        <Section
          id="game-modes"
          eyebrow="Game modes"
          title="Five ways to play, three levels each"
          intro="Every mode has Beginner, Intermediate and Expert levels, so a five-year-old and an eleven-year-old can both be stretched."
        >
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {GAME_MODE_INFO.map((mode) => (
              <li key={mode.id} className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
                <span className={`flex h-12 w-12 shrink-0 items-center justify-center rounded-xl ${mode.tint}`}>
                  <mode.icon aria-hidden size={26} />
                </span>
                <div>
                  <h3 className="font-bold text-ink">{mode.name}</h3>
                  <p className="mt-1 text-ink-soft">{mode.tagline}</p>
                  {mode.bonus && <p className="mt-2 text-sm font-semibold text-brand-700">{mode.bonus}</p>}
                </div>
              </li>
            ))}
            <li className="flex items-center justify-center rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-200">
              <Link to="/game-modes" className="text-lg font-bold text-brand-700 underline underline-offset-4">
                See every mode and level
              </Link>
            </li>
          </ul>
        </Section>

        <Section
          id="rewards"
          eyebrow="Rewards and avatars"
          title="Reasons to come back tomorrow"
          intro="Children collect badges, keep a daily streak going and build an avatar that is all theirs."
        >
          <div className="grid items-center gap-8 md:grid-cols-[1.3fr_1fr]">
            <ul className="grid gap-4 sm:grid-cols-3 md:grid-cols-1">
              {REWARDS.map(({ icon: Icon, title, text }) => (
                <li key={title} className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
                  <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-sun-100 text-[#8a5a00]">
                    <Icon aria-hidden size={24} />
                  </span>
                  <div>
                    <h3 className="font-bold text-ink">{title}</h3>
                    <p className="mt-1 text-ink-soft">{text}</p>
                  </div>
                </li>
              ))}
            </ul>
            <RewardsArt className="mx-auto w-full max-w-80" />
          </div>
        </Section>

        <Section id="benefits" eyebrow="Why families choose Maths Sprint" title="Made for busy family life">
          <div className="grid gap-4 md:grid-cols-3">
            {BENEFITS.map(({ icon: Icon, title, text }) => (
              <div key={title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon aria-hidden size={28} />
                </span>
                <h3 className="mt-4 text-lg font-bold text-ink">{title}</h3>
                <p className="mt-1 text-ink-soft">{text}</p>
              </div>
            ))}
          </div>
        </Section>

        <Section
          id="ai-features"
          eyebrow="Built-in helpers"
          title="A helping hand for parents, not a replacement for them"
          intro="Maths Sprint's built-in coach and tutor write for you, the parent, from your children's own games, so you can spend your time encouraging rather than planning."
        >
          <div className="grid items-center gap-8 rounded-3xl bg-brand-900 p-6 text-white sm:p-10 md:grid-cols-[1fr_1.6fr]">
            <AiArt className="mx-auto w-full max-w-60" />
            <ul className="grid gap-5">
              {AI_FEATURES.map(({ title, text }) => (
                <li key={title}>
                  <h3 className="flex items-center gap-2 text-lg font-bold text-sun-300">
                    <Sparkles aria-hidden size={20} /> {title}
                  </h3>
                  <p className="mt-1 text-brand-50">{text}</p>
                </li>
              ))}
            </ul>
          </div>
        </Section>

        <Section id="payment-security" eyebrow="Payment security" title="We never store your payment details">
          <div className="grid items-center gap-8 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10 md:grid-cols-[1.6fr_1fr]">
            <div className="flex flex-col gap-4 text-ink-soft">
              <p className="text-lg">
                Maths Sprint is free to start, with every game. {premiumAddsSentence} If you choose Premium (£4.99 a
                month, cancel anytime), card payments are taken by our payment provider on its own secure checkout page.
                Your card number never reaches our servers, and we never store it.
              </p>
              <ul className="grid gap-3 sm:grid-cols-3">
                <li className="flex items-center gap-2 font-semibold text-ink">
                  <Lock aria-hidden size={20} className="text-mint-600" /> Encrypted checkout
                </li>
                <li className="flex items-center gap-2 font-semibold text-ink">
                  <CreditCard aria-hidden size={20} className="text-mint-600" /> No card details kept
                </li>
                <li className="flex items-center gap-2 font-semibold text-ink">
                  <Heart aria-hidden size={20} className="text-mint-600" /> Cancel anytime
                </li>
              </ul>
            </div>
            <SecureArt className="mx-auto w-full max-w-56" />
          </div>
        </Section>

        <Section id="how-it-works" eyebrow="How it works" title="Playing in three minutes">
          <HowItWorksSteps />
          <p>
            <Link
              to="/how-it-works"
              className="inline-flex min-h-11 items-center font-bold text-brand-700 underline underline-offset-4"
            >
              More about how Maths Sprint works
            </Link>
          </p>
        </Section>

        <Section id="faq" eyebrow="FAQ" title="Questions parents ask">
          <FaqList entries={FAQ} />
          <p className="text-ink-soft">
            Something else?{" "}
            <Link to="/FAQ" className="font-bold text-brand-700 underline underline-offset-4">
              Read the full FAQ
            </Link>{" "}
            or{" "}
            <Link to="/support" className="font-bold text-brand-700 underline underline-offset-4">
              contact support
            </Link>
            . We reply within 24 hours.
          </p>
        </Section>

        <Section
          id="best-maths-app"
          eyebrow="The best maths app for your family?"
          title="Why parents pick Maths Sprint"
          intro="There are lots of maths apps. We think the best one for ages 5 to 11 is short, focused, honest with parents and free of adverts."
        >
          <div className="grid gap-4 sm:grid-cols-3">
            {[
              { icon: Users, text: "Up to 5 child profiles on one family account" },
              { icon: LineChart, text: "Progress you can see, game by game" },
              { icon: ShieldCheck, text: "No adverts, no trackers, no selling data" },
            ].map(({ icon: Icon, text }) => (
              <p
                key={text}
                className="flex items-center gap-3 rounded-2xl bg-mint-50 p-5 font-semibold text-ink ring-1 ring-mint-100"
              >
                <Icon aria-hidden size={26} className="shrink-0 text-mint-600" />
                {text}
              </p>
            ))}
          </div>
          <p className="flex flex-wrap gap-x-6 gap-y-2">
            <Link to="/best-maths-app" className="font-bold text-brand-700 underline underline-offset-4">
              What makes a great maths app
            </Link>
            <Link to="/best-free-maths-app" className="font-bold text-brand-700 underline underline-offset-4">
              Compare free maths apps
            </Link>
          </p>
        </Section>

        <CtaBand />
      </div>
    </>
  );
}
