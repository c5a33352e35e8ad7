/**
 * The app's route table (docs/product/gameplay.md#play-routes and the rest), declared once: each page's path
 * in React Router's pattern syntax (`:name` is one segment), and the route
 * module that renders it. `src/client/routes.ts` builds React Router's table
 * from these lists; the server answers 404 for a path that none of them
 * matches (`isAppPath`), with the app's HTML, which shows its 404 screen.
 */
export type AppRoute = readonly [path: `/${string}`, module: `routes/${string}.tsx`];

/** Pages anyone may open. */
export const OPEN_ROUTES = [
  ["/", "routes/home.tsx"],
  ["/game-modes", "routes/game-modes.tsx"],
  ["/FAQ", "routes/faq.tsx"],
  ["/best-maths-app", "routes/best-maths-app.tsx"],
  ["/best-free-maths-app", "routes/best-free-maths-app.tsx"],
  ["/how-it-works", "routes/how-it-works.tsx"],
  ["/privacy-policy", "routes/privacy-policy.tsx"],
  ["/terms", "routes/terms.tsx"],
  ["/cookie-policy", "routes/cookie-policy.tsx"],
  ["/accessibility", "routes/accessibility.tsx"],
  ["/parent/signup", "routes/parent-signup.tsx"],
  ["/parent/login", "routes/parent-login.tsx"],
  ["/forgot-password", "routes/forgot-password.tsx"],
  ["/parent/reset-password", "routes/reset-password.tsx"],
  ["/parent/verify-email", "routes/verify-email.tsx"],
  ["/reports/unsubscribe", "routes/report-unsubscribe.tsx"],
  ["/child/login", "routes/child-login.tsx"],
  ["/support", "routes/support.tsx"],
  ["/child/dashboard", "routes/child-dashboard.tsx"],
  ["/child/avatar-builder/:childId", "routes/child-avatar-builder.tsx"],
] as const satisfies readonly AppRoute[];

/** Pages behind the login guard (`routes/guarded.tsx`). */
export const GUARDED_ROUTES = [
  ["/parent/dashboard", "routes/parent-dashboard.tsx"],
  ["/parent/account", "routes/parent-account.tsx"],
  ["/parent/account/weekly-report", "routes/parent-weekly-report.tsx"],
  ["/parent/coach-mode", "routes/parent-coach-mode.tsx"],
  ["/parent/analytics/:childId", "routes/parent-analytics.tsx"],
  ["/parent/avatar-builder/:childId", "routes/parent-avatar-builder.tsx"],
  ["/parent/challenges", "routes/parent-challenges.tsx"],
  ["/checkout/local", "routes/local-checkout.tsx"],
  ["/play/results", "routes/play-results.tsx"],
  ["/play/game/:childId", "routes/play-game.tsx"],
  ["/play/missing-piece/:childId", "routes/play-missing-piece.tsx"],
  ["/play/traffic-light/:childId", "routes/play-traffic-light.tsx"],
  ["/play/times-table-tower/:childId", "routes/play-times-table-tower.tsx"],
  ["/play/smart-practice/:childId", "routes/play-smart-practice.tsx"],
  ["/play/times-tables-check/:childId", "routes/play-times-tables-check.tsx"],
  ["/play/challenge-summary/:childId/:challengeId", "routes/play-challenge-summary.tsx"],
] as const satisfies readonly AppRoute[];

const segmentsOf = (path: string) => path.split("/").slice(1);

const PATTERNS = [...OPEN_ROUTES, ...GUARDED_ROUTES].map(([path]) => segmentsOf(path === "/" ? "" : path));

/**
 * Whether a URL path (without its query) is one of the app's pages, as React
 * Router matches it: letters in any case, one trailing slash allowed, and a
 * `:param` standing for any one non-empty segment.
 */
export function isAppPath(pathname: string): boolean {
  const trimmed = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
  if (!trimmed.startsWith("/")) return false;
  const segments = segmentsOf(trimmed === "/" ? "" : trimmed);
  return PATTERNS.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, i) => {
        const segment = segments[i] ?? "";
        return part.startsWith(":") ? segment !== "" : part.toLowerCase() === segment.toLowerCase();
      }),
  );
}
