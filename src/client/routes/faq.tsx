import { Link } from "react-router";
import { FAQ } from "../components/marketing/faq-content";
import { FaqList } from "../components/marketing/faq-list";
import { CtaBand, PageHeader } from "../components/marketing/page-parts";
import { pageMeta } from "../seo";
import type { Route } from "./+types/faq";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: "/FAQ",
    title: "Frequently asked questions | Maths Sprint",
    description:
      "What Maths Sprint is, how children play, what is free, how it helps with maths, which devices it runs on and how to upgrade to Premium.",
  });

/** FAQPage structured data; `<` is escaped so that no answer can close the script element. */
const structuredData = JSON.stringify({
  "@context": "https://schema.org",
  "@type": "FAQPage",
  mainEntity: FAQ.map((entry) => ({
    "@type": "Question",
    name: entry.question,
    acceptedAnswer: { "@type": "Answer", text: entry.answer.join(" ") },
  })),
}).replace(/</g, "\\u003c");

export default function FaqPage() {
  return (
    <div className="flex flex-col gap-12">
      <PageHeader eyebrow="Help" title="Frequently asked questions">
        <p>The six things parents most often ask us. Tap a question to see the answer.</p>
      </PageHeader>
      <div className="mx-auto w-full max-w-3xl">
        <FaqList entries={FAQ} headingLevel={2} />
        <div className="mt-8 rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-200">
          <h2 className="text-xl font-bold text-ink">Still need help?</h2>
          <p className="mt-2 text-ink-soft">
            Send us a message from the{" "}
            <Link to="/support" className="font-bold text-brand-700 underline underline-offset-4">
              Help Center
            </Link>{" "}
            and we will reply within 24 hours.
          </p>
        </div>
      </div>
      <CtaBand />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: structuredData }} />
    </div>
  );
}
