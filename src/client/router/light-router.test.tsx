import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState, type ReactNode } from "react";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { ManifestRoute } from "./match-routes";

/**
 * The production client's router (decision 0047) on a small app of its own: a root with a Layout, a
 * HydrateFallback and an ErrorBoundary, a layout route without a path, and pages that use what the app's
 * pages use. Each test goes on from where the last one left the page, as a child's session does.
 */
const router = await import("./light-router");
const { Link, Navigate, Outlet, RouterRoot, Meta, useBlocker, useLocation, useNavigate, useParams, useSearchParams } =
  router;

const route = (id: string, parentId: string | undefined, path: string | undefined, index = false): ManifestRoute => ({
  id,
  ...(parentId && { parentId }),
  ...(path !== undefined && { path }),
  ...(index && { index }),
  module: `/assets/${id}.js`,
});

const MANIFEST = {
  entry: { module: "/assets/entry.js", imports: [] },
  url: "/assets/manifest.js",
  version: "1",
  routes: Object.fromEntries(
    [
      route("root", undefined, ""),
      route("home", "root", undefined, true),
      route("guarded", "root", undefined),
      route("child", "guarded", "child/:childId"),
      route("game", "guarded", "play/game"),
      route("quiz", "root", "quiz"),
      route("old", "root", "old"),
      route("new", "root", "new"),
      route("broken", "root", "broken"),
      route("not-found", "root", "*"),
    ].map((r) => [r.id, r]),
  ),
};

function Where() {
  const location = useLocation();
  return (
    <p data-testid="where">
      {location.pathname}
      {location.search}
    </p>
  );
}

function Game() {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname);
  const [params] = useSearchParams();
  return (
    <section>
      <h1>Game {params.get("mode")}</h1>
      <Link to="/">Home</Link>
      {blocker.state === "blocked" && (
        <div role="dialog">
          <button onClick={() => blocker.reset?.()}>Keep playing</button>
          <button onClick={() => blocker.proceed?.()}>Leave game</button>
        </div>
      )}
    </section>
  );
}

/** A question that goes away while it asks, as a game's page does when its player is signed out. */
function Asker() {
  const blocker = useBlocker(true);
  return blocker.state === "blocked" ? <div role="dialog">Leave?</div> : null;
}

function Quiz() {
  const [asking, setAsking] = useState(true);
  return (
    <section>
      <h1>Quiz</h1>
      {asking && <Asker />}
      <button onClick={() => setAsking(false)}>Finish</button>
      <Link to="/">Home</Link>
    </section>
  );
}

function Child() {
  const { childId } = useParams();
  const navigate = useNavigate();
  return (
    <section>
      <h1>Child {childId}</h1>
      <button onClick={() => navigate("/play/game?mode=quick")}>Play</button>
    </section>
  );
}

const MODULES = {
  root: {
    default: () => (
      <>
        <Where />
        <Outlet />
      </>
    ),
    Layout: ({ children }: { children: ReactNode }) => (
      <div>
        <Meta />
        {children}
      </div>
    ),
    ErrorBoundary: () => <h1>Something went wrong</h1>,
    HydrateFallback: () => <p>Loading</p>,
    meta: () => [{ title: "Maths Sprint" }],
  },
  home: {
    default: () => (
      <section>
        <h1>Home</h1>
        <Link to="/child/ava%20b">Ava</Link>
        <Link to="/old">Old page</Link>
        <Link to="/broken">Broken</Link>
      </section>
    ),
    meta: () => [
      { title: "Home | Maths Sprint" },
      { name: "description", content: "The home page" },
      { "script:ld+json": { "@type": "WebPage", name: "Sums & <b>" } },
    ],
  },
  guarded: { default: () => <Outlet /> },
  child: { default: Child },
  game: { default: Game },
  quiz: { default: Quiz },
  old: { default: () => <Navigate to="/new" replace state={{ from: "old" }} /> },
  new: { default: () => <h1>New page</h1> },
  broken: {
    default: () => {
      throw new Error("broken page");
    },
  },
  "not-found": { default: () => <h1>Page Not Found</h1> },
};

const heading = () => screen.getByRole("heading", { level: 1 });

beforeAll(() => {
  window.history.replaceState(null, "", "/");
  window.__reactRouterManifest = MANIFEST;
  window.__reactRouterRouteModules = { ...MODULES };
});

/** The app as the page is now (each test's render is removed after it; the router stays). */
beforeEach(() => {
  render(<RouterRoot />);
});

describe("the production client's router", () => {
  it("shows the page the address opens, with its title", () => {
    expect(heading()).toHaveTextContent("Home");
    // React puts a title and a meta element in the document's head wherever they are rendered.
    expect(document.title).toBe("Home | Maths Sprint");
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute("content", "The home page");
  });

  it("follows a link within the app without loading the document, with the page's params and the root's title", async () => {
    const length = window.history.length;
    fireEvent.click(screen.getByRole("link", { name: "Ava" }));
    await waitFor(() => expect(heading()).toHaveTextContent("Child ava b"));
    expect(window.location.pathname).toBe("/child/ava%20b");
    expect(window.history.length).toBe(length + 1);
    expect(document.title).toBe("Maths Sprint");
  });

  it("leaves a click with a modifier key to the browser", () => {
    fireEvent.click(screen.getByRole("button", { name: "Play" }));
    return waitFor(() => expect(heading()).toHaveTextContent("Game quick")).then(() => {
      const link = screen.getByRole("link", { name: "Home" });
      const click = new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true });
      link.dispatchEvent(click);
      expect(click.defaultPrevented).toBe(false);
      expect(heading()).toHaveTextContent("Game quick");
    });
  });

  it("asks before a link leaves a page that blocks, and stays or goes as answered", async () => {
    fireEvent.click(screen.getByRole("link", { name: "Home" }));
    await screen.findByRole("dialog");
    fireEvent.click(screen.getByRole("button", { name: "Keep playing" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(window.location.pathname).toBe("/play/game");

    fireEvent.click(screen.getByRole("link", { name: "Home" }));
    fireEvent.click(await screen.findByRole("button", { name: "Leave game" }));
    await waitFor(() => expect(heading()).toHaveTextContent("Home"));
    expect(window.location.pathname).toBe("/");
  });

  it("asks before the browser's Back leaves a page that blocks, keeping the address until it is answered", async () => {
    fireEvent.click(screen.getByRole("link", { name: "Ava" }));
    fireEvent.click(await screen.findByRole("button", { name: "Play" }));
    await waitFor(() => expect(heading()).toHaveTextContent("Game quick"));

    act(() => window.history.back());
    await screen.findByRole("dialog");
    await waitFor(() => expect(window.location.pathname).toBe("/play/game"));
    fireEvent.click(screen.getByRole("button", { name: "Keep playing" }));
    expect(heading()).toHaveTextContent("Game quick");

    act(() => window.history.back());
    fireEvent.click(await screen.findByRole("button", { name: "Leave game" }));
    await waitFor(() => expect(heading()).toHaveTextContent("Child ava b"));
    expect(window.location.pathname).toBe("/child/ava%20b");
  });

  it("sends a redirect's page on with its state, in place of the page in the history", async () => {
    act(() => window.history.back());
    await waitFor(() => expect(heading()).toHaveTextContent("Home"));
    fireEvent.click(screen.getByRole("link", { name: "Old page" }));
    await waitFor(() => expect(heading()).toHaveTextContent("New page"));
    expect(window.location.pathname).toBe("/new");
    expect((window.history.state as { usr: unknown }).usr).toEqual({ from: "old" });
    // Back goes to the page before the redirect, not to the redirect again.
    act(() => window.history.back());
    await waitFor(() => expect(heading()).toHaveTextContent("Home"));
  });

  it("shows the root's error screen for a page that fails, and the next page again", async () => {
    // The page's error is reported on the console, as React reports it: here it is expected.
    const logged: unknown[] = [];
    vi.mocked(console.error).mockImplementation((...args: unknown[]) => void logged.push(...args));
    fireEvent.click(screen.getByRole("link", { name: "Broken" }));
    await waitFor(() => expect(heading()).toHaveTextContent("Something went wrong"));
    expect(logged.some((entry) => entry instanceof Error && entry.message === "broken page")).toBe(true);
    act(() => window.history.back());
    await waitFor(() => expect(heading()).toHaveTextContent("Home"));
  });

  it("shows the 404 page for an address no page has", async () => {
    act(() => {
      window.history.pushState(null, "", "/no/such/page");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await waitFor(() => expect(heading()).toHaveTextContent("Page Not Found"));
    expect(screen.getByTestId("where")).toHaveTextContent("/no/such/page");
  });

  it("blocks nothing more once the page that asked has gone", async () => {
    act(() => {
      window.history.pushState(null, "", "/quiz");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await waitFor(() => expect(heading()).toHaveTextContent("Quiz"));
    fireEvent.click(screen.getByRole("link", { name: "Home" }));
    await screen.findByRole("dialog");
    fireEvent.click(screen.getByRole("button", { name: "Finish" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    fireEvent.click(screen.getByRole("link", { name: "Home" }));
    await waitFor(() => expect(heading()).toHaveTextContent("Home"));
  });

  it("opens an address whose hash does not decode, as any other", async () => {
    act(() => {
      // An entry of its own, with no scroll position kept for it: the page opens at its hash.
      window.history.pushState({ usr: null, key: "odd-hash", idx: 0 }, "", "/quiz#%E0%A4%A");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await waitFor(() => expect(heading()).toHaveTextContent("Quiz"));
  });
});
