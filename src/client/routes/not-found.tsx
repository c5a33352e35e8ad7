import { ButtonLink } from "../components/ui/button";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () => [
  { title: "Page Not Found | Maths Sprint" },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <p className="text-7xl font-extrabold text-brand-600" aria-hidden>
        404
      </p>
      <h1 className="text-3xl font-extrabold">Page Not Found</h1>
      <p className="text-ink-soft">We could not find that page. It may have moved, or the link may be mistyped.</p>
      <ButtonLink to="/" size="lg">
        Back to Home
      </ButtonLink>
    </section>
  );
}
