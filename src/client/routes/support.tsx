import { CircleHelp, Clock, KeyRound, UsersRound } from "lucide-react";
import { Link } from "react-router";
import { FormFieldset } from "../components/ui/form-fieldset";
import { SupportForm } from "../features/support/support-form";
import { pageMeta } from "../seo";
import type { Route } from "./+types/support";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: "/support",
    title: "Help Center | Maths Sprint",
    description:
      "Questions about Maths Sprint? Send the support team a message and we'll reply within 24 hours. Help with accounts, child PINs, games and Premium.",
  });

const TIPS = [
  {
    icon: CircleHelp,
    title: "Looking for a quick answer?",
    body: (
      <>
        The{" "}
        <Link to="/FAQ" className="font-semibold text-brand-700 underline">
          frequently asked questions
        </Link>{" "}
        cover prices, ages and how the games work.
      </>
    ),
  },
  {
    icon: KeyRound,
    title: "Forgotten your password?",
    body: (
      <>
        You can{" "}
        <Link to="/forgot-password" className="font-semibold text-brand-700 underline">
          reset it yourself
        </Link>{" "}
        in a minute.
      </>
    ),
  },
  {
    icon: UsersRound,
    title: "A child has forgotten their PIN?",
    body: "Sign in as the parent and set a new PIN for them from your dashboard.",
  },
];

export default function Support() {
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_1.2fr] lg:items-start">
      <section aria-labelledby="help-title" className="flex flex-col gap-6">
        <div>
          <p className="font-semibold text-brand-700">Help Center</p>
          <h1 id="help-title" className="mt-1 text-3xl font-extrabold text-ink sm:text-4xl">
            How can we help?
          </h1>
          <p className="mt-3 max-w-prose text-lg text-ink-soft">
            Questions about your account, your children's profiles, the games or Premium? Send us a message and a real
            person will get back to you.
          </p>
        </div>
        <p className="flex items-center gap-3 rounded-2xl bg-brand-50 p-4 font-semibold text-brand-900 ring-1 ring-brand-200">
          <Clock aria-hidden size={24} className="shrink-0" />
          We reply to every message within 24 hours.
        </p>
        <ul className="flex flex-col gap-4">
          {TIPS.map(({ icon: Icon, title, body }) => (
            <li key={title} className="flex gap-3">
              <span
                className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-sun-300 text-ink"
                aria-hidden
              >
                <Icon size={20} />
              </span>
              <div>
                <h2 className="font-bold text-ink">{title}</h2>
                <p className="text-ink-soft">{body}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section
        aria-labelledby="contact-title"
        className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
      >
        <h2 id="contact-title" className="mb-4 text-2xl font-bold text-ink">
          Send us a message
        </h2>
        <FormFieldset>
          <SupportForm />
        </FormFieldset>
      </section>
    </div>
  );
}
