import { Check, Minus } from "lucide-react";
import { Link } from "react-router";
import { CtaBand, PageHeader, Section } from "../components/marketing/page-parts";
import { premiumAddsList } from "../../shared/messages";
import { pageMeta } from "../seo";
import type { Route } from "./+types/best-free-maths-app";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: "/best-free-maths-app",
    title: "The best free maths app for kids? A fair comparison | Maths Sprint",
    description:
      "What you get with Maths Sprint's free account compared with typical free and paid maths apps for children aged 5-11: adverts, time limits, child profiles, progress and privacy.",
  });

type Cell = { yes: boolean; text: string };
const yes = (text: string): Cell => ({ yes: true, text });
const no = (text: string): Cell => ({ yes: false, text });

const ROWS: { feature: string; ours: Cell; freeWithAds: Cell; paidOnly: Cell }[] = [
  {
    feature: "Cost",
    ours: yes("Free; optional Premium £4.99 a month"),
    freeWithAds: yes("Free, paid for by adverts or in-app purchases"),
    paidOnly: no("Subscription needed after a trial"),
  },
  {
    feature: "Adverts",
    ours: yes("None, ever"),
    freeWithAds: no("Often shown between games"),
    paidOnly: yes("Usually none"),
  },
  {
    feature: "Child profiles",
    ours: yes("Up to 5 per parent account"),
    freeWithAds: no("Often one player per device"),
    paidOnly: yes("Usually several, sometimes at extra cost"),
  },
  {
    feature: "Levels for ages 5 to 11",
    ours: yes("Beginner, Intermediate and Expert in every mode"),
    freeWithAds: no("Often one level or a narrow age range"),
    paidOnly: yes("Usually a full curriculum"),
  },
  {
    feature: "Practice time",
    ours: yes("90-second daily challenges"),
    freeWithAds: no("Varies; time limits or lives can cut play short"),
    paidOnly: yes("Longer lessons, often 10 to 20 minutes"),
  },
  {
    feature: "Progress for parents",
    ours: yes("Results after every game and a parent dashboard"),
    freeWithAds: no("Rarely more than a score"),
    paidOnly: yes("Usually detailed reports"),
  },
  {
    feature: "Rewards set by parents",
    ours: yes("Missions with your own rewards"),
    freeWithAds: no("Rarely"),
    paidOnly: no("Sometimes"),
  },
  {
    feature: "Third-party trackers",
    ours: yes("None"),
    freeWithAds: no("Common, for advertising"),
    paidOnly: no("Varies; check the privacy policy"),
  },
];

function CellView({ cell }: { cell: Cell }) {
  return (
    <span className="flex items-start gap-2">
      {cell.yes ? (
        <Check aria-hidden size={20} className="mt-0.5 shrink-0 text-mint-600" />
      ) : (
        <Minus aria-hidden size={20} className="mt-0.5 shrink-0 text-slate-500" />
      )}
      {cell.text}
    </span>
  );
}

export default function BestFreeMathsApp() {
  return (
    <div className="flex flex-col gap-12 sm:gap-16">
      <PageHeader eyebrow="Free maths apps compared" title="Looking for the best free maths app?">
        <p>
          Free does not have to mean adverts and time limits. Here is an honest look at what Maths Sprint's free account
          includes, next to the two kinds of app most families try first.
        </p>
      </PageHeader>

      <Section
        id="comparison"
        title="Maths Sprint free compared"
        intro="The other columns describe typical apps in general, not any particular product. Every app is different, so check the details of any you are considering."
      >
        <ul className="flex flex-col gap-4 md:hidden">
          {ROWS.map((row) => (
            <li key={row.feature} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <h3 className="text-lg font-bold text-ink">{row.feature}</h3>
              <dl className="mt-3 flex flex-col gap-3">
                {(
                  [
                    ["Maths Sprint (free)", row.ours],
                    ["Typical advert-funded app", row.freeWithAds],
                    ["Typical subscription app", row.paidOnly],
                  ] as const
                ).map(([label, cell], index) => (
                  <div key={label} className={index === 0 ? "rounded-xl bg-brand-50 p-3" : "px-3"}>
                    <dt className={`text-sm font-bold ${index === 0 ? "text-brand-900" : "text-ink-soft"}`}>{label}</dt>
                    <dd className={`mt-1 ${index === 0 ? "font-medium text-ink" : "text-ink-soft"}`}>
                      <CellView cell={cell} />
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
        <div className="hidden overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-slate-200 md:block">
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">
              Maths Sprint's free account compared with typical advert-funded and subscription maths apps
            </caption>
            <thead>
              <tr className="bg-slate-50">
                <th scope="col" className="p-4 font-bold text-ink">
                  Feature
                </th>
                <th scope="col" className="bg-brand-50 p-4 font-bold text-brand-900">
                  Maths Sprint (free)
                </th>
                <th scope="col" className="p-4 font-bold text-ink">
                  Typical advert-funded app
                </th>
                <th scope="col" className="p-4 font-bold text-ink">
                  Typical subscription app
                </th>
              </tr>
            </thead>
            <tbody>
              {ROWS.map((row) => (
                <tr key={row.feature} className="border-t border-slate-200 align-top">
                  <th scope="row" className="p-4 font-semibold text-ink">
                    {row.feature}
                  </th>
                  <td className="bg-brand-50/60 p-4 font-medium text-ink">
                    <CellView cell={row.ours} />
                  </td>
                  <td className="p-4 text-ink-soft">
                    <CellView cell={row.freeWithAds} />
                  </td>
                  <td className="p-4 text-ink-soft">
                    <CellView cell={row.paidOnly} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <Section id="whats-free" title="What is free, and what is Premium">
        <div className="grid gap-4 md:grid-cols-2">
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <h3 className="text-xl font-bold text-ink">Free</h3>
            <ul className="mt-3 flex list-disc flex-col gap-2 pl-5 text-ink-soft">
              <li>Every game, at Beginner, Intermediate and Expert level</li>
              <li>Up to 5 child profiles, each with their own PIN</li>
              <li>Badges, daily streaks and streak shields</li>
              <li>Parent Coach Mode missions with your own rewards</li>
              <li>A results page after every game</li>
            </ul>
          </div>
          <div className="rounded-2xl bg-brand-900 p-6 text-white">
            <h3 className="text-xl font-bold text-sun-300">Premium, £4.99 a month</h3>
            <ul className="mt-3 flex list-disc flex-col gap-2 pl-5 text-brand-50">
              {premiumAddsList.map((item) => (
                <li key={item}>{item}</li>
              ))}
              <li>Monthly, and you can cancel anytime</li>
            </ul>
          </div>
        </div>
        <p className="text-ink-soft">
          Want the bigger picture? Read{" "}
          <Link to="/best-maths-app" className="font-bold text-brand-700 underline underline-offset-4">
            what makes a great maths app
          </Link>
          .
        </p>
      </Section>

      <CtaBand title="Start with the free account" />
    </div>
  );
}
