import { useEarnedBadges } from "./hooks/earned-badges";
import { Fragment, lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { AppHeader } from "./features/auth/app-header";
import { SiteFooter } from "./components/layout/site-footer";
import { LiveRegions } from "./components/announcer";
import { LoadingScreen } from "./components/ui/spinner";
import { AuthProvider, useAuth } from "./features/auth/auth-context";
import { registerServiceWorker } from "./features/offline/service-worker";
import { outboxPlayerOf } from "./features/play/outbox-player";
import { isGamePath } from "../shared/routing/play-paths";
import { useHydrated } from "./hooks/use-hydrated";
import { isPublicPath } from "./public-paths";
import { APP_GATE_ID, APP_GATE_SCRIPT, isStaticDocument } from "./static-document";

export const meta: Route.MetaFunction = () => [
  { title: "Maths Sprint: quick mental maths games for children aged 5-11" },
  {
    name: "description",
    content:
      "Short, timed mental maths games for children aged 5 to 11, with a parent account to follow progress, set missions and cheer them on.",
  },
];

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/icons/icon-192.png" },
];

export function Layout({ children }: { children: ReactNode }) {
  const staticDocument = isStaticDocument(useMatches());
  const page = (
    <>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, interactive-widget=resizes-content" />
        <meta name="theme-color" content="#2450d8" />
        {import.meta.env.SSR && staticDocument && (
          // The same on every static document; the server allows it by its hash. Pre-rendered only:
          // it has done its work before the app starts, and the browser would run a copy the app
          // added (decision 0011).
          <script id={APP_GATE_ID} dangerouslySetInnerHTML={{ __html: APP_GATE_SCRIPT }} />
        )}
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </>
  );
  // The pre-rendering writes the whole document; in the browser the app hydrates into its <html>
  // element (entry.client.tsx), so it renders what the element holds.
  return import.meta.env.SSR ? <html lang="en-GB">{page}</html> : page;
}

// Loaded only where they are needed, so that the public pages stay light.
const InactivityGuard = lazy(() =>
  import("./features/auth/inactivity-guard").then((m) => ({ default: m.InactivityGuard })),
);
const FeedbackPrompt = lazy(() =>
  import("./features/feedback/feedback-prompt").then((m) => ({ default: m.FeedbackPrompt })),
);
const OutboxSync = lazy(() => import("./features/play/outbox-sync").then((m) => ({ default: m.OutboxSync })));
const BadgeToast = lazy(() => import("./features/badges/badge-toast").then((m) => ({ default: m.BadgeToast })));

/**
 * The session-timeout warning and the feedback prompt for a signed-in parent; the outbox of
 * finished games while someone is signed in.
 */
function BackgroundTasks() {
  const { parent, child, signingOut } = useAuth();
  const hydrated = useHydrated();
  const signedIn = Boolean(parent || child);
  const outboxPlayer = outboxPlayerOf({ parent, child });
  // The toast's code loads with the first badge to show, not on the way to a child's first question.
  const badgesToShow = useEarnedBadges().length > 0;
  useEffect(() => {
    if (signedIn) registerServiceWorker();
  }, [signedIn]);
  if (!hydrated) return null;
  // Waiting games are sent as whoever is signed in; with nobody signed in there is nothing to send them as.
  return (
    <Suspense fallback={null}>
      {parent && <InactivityGuard />}
      {parent && !signingOut && (
        <FeedbackPrompt key={parent.user.id} userId={parent.user.id} loginCount={parent.parentData.login_count} />
      )}
      {outboxPlayer && <OutboxSync family={outboxPlayer.family} childId={outboxPlayer.childId} />}
      {(parent || child) && badgesToShow && <BadgeToast />}
    </Suspense>
  );
}

/** A signed-in child's "less movement" setting, kept on the page's body for as long as they are signed in. */
function ChildMotion() {
  const { child } = useAuth();
  const still = child?.child_data.access_settings.reduce_motion === true;
  useEffect(() => {
    if (!still) return;
    document.body.dataset.reduceMotion = "";
    return () => {
      delete document.body.dataset.reduceMotion;
    };
  }, [still]);
  return null;
}

/** The page; a signed-in page starts afresh for each signed-in person (their cache is dropped too). */
function Page({ publicPage }: { publicPage: boolean }) {
  const { parent, child, signingOut, state } = useAuth();
  const person = parent ? `parent:${parent.user.id}` : child ? `child:${child.child_data.id}` : "nobody";
  // A child whose hour ends mid-game keeps the page: the game plays to its end and shows its results.
  const hourUp = state.status === "ready" && state.signedOutTo?.childSessionEnded === true;
  const [shown, setShown] = useState(person);
  if (person !== shown && !(person === "nobody" && hourUp)) setShown(person);
  if (publicPage) return <Outlet />;
  if (signingOut) return <LoadingScreen message="Logging out..." />;
  return (
    <Fragment key={person === "nobody" && hourUp ? shown : person}>
      <Outlet />
    </Fragment>
  );
}

export default function App() {
  const { pathname } = useLocation();
  const publicPage = isPublicPath(pathname);
  // A game has the whole screen: nothing to tap by mistake, the keypad in reach.
  const focused = isGamePath(pathname);
  return (
    <AuthProvider validateParent={!publicPage}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <LiveRegions />
      <ChildMotion />
      {!focused && <AppHeader />}
      <main id="main" className={focused ? "w-full flex-1" : "mx-auto w-full max-w-5xl flex-1 px-4 pb-16 pt-6 sm:px-6"}>
        <Page publicPage={publicPage} />
      </main>
      {!focused && <SiteFooter />}
      <BackgroundTasks />
    </AuthProvider>
  );
}

/** The app-level loading screen, shown until the app has started. */
export function HydrateFallback() {
  return <LoadingScreen />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const title = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "Something went wrong";
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-ink-soft">Something went wrong. Please try again.</p>
      <a href="/" className="mt-6 inline-block font-semibold text-brand-700 underline">
        Back to Home
      </a>
    </main>
  );
}
