import { Link } from "react-router";
import { Brain, ShieldCheck, Timer } from "lucide-react";
import { ButtonLink } from "../components/ui/button";
import { useAuth } from "../features/auth/auth-context";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [
  { title: "Maths Sprint: quick mental maths games for children aged 5-11" },
  {
    name: "description",
    content:
      "90-second mental maths challenges for children aged 5 to 11 (KS1 and KS2). Up to 5 child profiles, missions and rewards set by you, and no adverts.",
  },
];

const BENEFITS = [
  {
    icon: Timer,
    title: "Short and snappy",
    text: "90-second daily challenges fit before school, after tea or in the car.",
  },
  {
    icon: Brain,
    title: "Builds real fluency",
    text: "Number bonds, times tables and missing numbers at the right level for ages 5 to 11.",
  },
  {
    icon: ShieldCheck,
    title: "Kind to privacy",
    text: "No adverts, no trackers. Children sign in with a PIN, never an email.",
  },
];

export default function Home() {
  const { parent, state } = useAuth();
  return (
    <div className="flex flex-col gap-12">
      <section className="grid items-center gap-8 rounded-3xl bg-gradient-to-br from-brand-600 to-brand-900 p-6 text-white sm:p-12">
        <div className="max-w-2xl">
          <p className="font-semibold text-sun-300">Mental maths for ages 5-11</p>
          <h1 className="mt-2 text-4xl font-extrabold leading-tight sm:text-5xl">
            Quick maths games your children will ask to play
          </h1>
          <p className="mt-4 text-lg text-brand-100">
            Timed challenges, times table towers and daily streaks, with a parent account to follow progress and set
            missions with rewards. Up to 5 children on one account.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            {state.status === "ready" && parent ? (
              <ButtonLink to="/parent/dashboard" size="lg" className="bg-sun-400 text-ink hover:bg-sun-300">
                Go to your dashboard
              </ButtonLink>
            ) : (
              <>
                <ButtonLink to="/parent/signup" size="lg" className="bg-sun-400 text-ink hover:bg-sun-300">
                  Start free
                </ButtonLink>
                <ButtonLink to="/child/login" size="lg" variant="secondary">
                  Child Login
                </ButtonLink>
              </>
            )}
          </div>
        </div>
      </section>

      <section aria-labelledby="benefits" className="flex flex-col gap-4">
        <h2 id="benefits" className="text-2xl font-bold">
          Why families choose Maths Sprint
        </h2>
        <div className="grid gap-4 sm:grid-cols-3">
          {BENEFITS.map(({ icon: Icon, title, text }) => (
            <div key={title} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <Icon aria-hidden className="text-brand-600" size={32} />
              <h3 className="mt-3 text-lg font-bold">{title}</h3>
              <p className="mt-1 text-ink-soft">{text}</p>
            </div>
          ))}
        </div>
      </section>

      <section className="rounded-3xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 sm:p-10">
        <h2 className="text-2xl font-bold">Ready for the first sprint?</h2>
        <p className="mt-2 text-ink-soft">Create a free parent account, add your children, and let them play.</p>
        <p className="mt-4">
          <Link to="/parent/signup" className="font-bold text-brand-700 underline">
            Sign up in under a minute
          </Link>
        </p>
      </section>
    </div>
  );
}
