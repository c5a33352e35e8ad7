import { Link, useLocation } from "react-router";
import { Logo } from "../ui/logo";

const COLUMNS = [
  {
    title: "Maths Sprint",
    links: [
      ["/game-modes", "Game modes"],
      ["/how-it-works", "How it works"],
      ["/best-maths-app", "Best maths app"],
      ["/best-free-maths-app", "Best free maths app"],
    ],
  },
  {
    title: "Help",
    links: [
      ["/FAQ", "FAQ"],
      ["/support", "Support"],
    ],
  },
  {
    title: "Legal",
    links: [
      ["/privacy-policy", "Privacy policy"],
      ["/terms", "Terms of use"],
      ["/cookie-policy", "Cookie policy"],
      ["/accessibility", "Accessibility"],
    ],
  },
] as const;

/** The site footer: public and legal pages, support and the copyright line. Hidden during play. */
export function SiteFooter() {
  const { pathname } = useLocation();
  if (pathname.startsWith("/play/")) return null;
  return (
    <footer className="mt-8 border-t border-slate-200 bg-white">
      <div className="mx-auto grid w-full max-w-5xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[1fr_2fr]">
        <div className="flex flex-col gap-3">
          <p className="flex items-center gap-2 text-lg font-extrabold text-brand-900">
            <Logo size={28} />
            Maths Sprint
          </p>
          <p className="text-sm text-ink-soft">
            Quick mental maths games for children aged 5 to 11. Questions? Our support team replies within 24 hours.
          </p>
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-3">
          {COLUMNS.map((column) => (
            <div key={column.title}>
              <h2 className="text-sm font-bold uppercase tracking-wider text-ink">{column.title}</h2>
              <ul className="mt-3 flex flex-col gap-1">
                {column.links.map(([to, label]) => (
                  <li key={to}>
                    <Link
                      to={to}
                      className="inline-flex min-h-10 items-center text-ink-soft underline-offset-4 hover:text-brand-700 hover:underline"
                    >
                      {label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-slate-100">
        <p className="mx-auto w-full max-w-5xl px-4 py-4 text-sm text-ink-soft sm:px-6">
          © Maths Sprint. No adverts, no trackers.
        </p>
      </div>
    </footer>
  );
}
