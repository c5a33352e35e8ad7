import { useContext, useEffect } from "react";
import { UNSAFE_FrameworkContext } from "react-router";
import { loadConfetti } from "./celebrate";

/** The results page's path in the route table (src/client/routes.ts). */
const RESULTS_ROUTE_PATH = "play/results";

let loading: Promise<unknown> | null = null;
/** The results page's route module, once a game has found it in the framework's manifest. */
let resultsModule: string | null = null;
let loaded = false;

/**
 * Imports the results page's route module (with every chunk it imports) and
 * the confetti. Once imported, React Router's own import of the module is
 * answered from the browser's module map, with no request. Offline, it tries
 * again when the browser is back online.
 */
function preload(module: string): void {
  loadConfetti().catch(() => undefined);
  loading ??= import(/* @vite-ignore */ module).then(
    () => {
      loaded = true;
    },
    () => {
      loading = null;
      window.addEventListener("online", () => preload(module), { once: true });
    },
  );
}

/**
 * Whether the results page can open now: its code is loaded, or loads now. False when
 * it cannot be had (offline before it was ever loaded): React Router would then reload
 * the whole page for it, which offline is the browser's own error page, so the game
 * shows its results itself (`HeldResults`).
 */
export async function resultsPageReady(): Promise<boolean> {
  // Outside the framework's router (component tests) there is nothing to load.
  if (loaded || !resultsModule) return true;
  preload(resultsModule);
  await loading;
  return loaded;
}

/**
 * Loads what the end of a game and its results need while the game is played,
 * once `playing` (from the first question: nothing is fetched before it, which
 * keeps the child's first question light), in the browser's idle time. A game
 * finished offline then shows its results from this device even before the
 * service worker has cached the app (a first sign-in on a new device).
 *
 * Not React Router's `PrefetchPageLinks`: to find the page's links it loads the
 * route module itself, and a failed load reloads the whole page, which offline
 * is the browser's "No internet" page in the middle of the game.
 */
export function usePreloadResults(playing: boolean): void {
  // Absent outside the framework's router (component tests): nothing to load.
  const framework = useContext(UNSAFE_FrameworkContext);
  useEffect(() => {
    if (!playing || !framework) return;
    const route = Object.values(framework.manifest.routes).find((r) => r?.path === RESULTS_ROUTE_PATH);
    if (!route) return;
    resultsModule = route.module;
    const load = () => preload(route.module);
    if (typeof window.requestIdleCallback === "function") {
      const idle = window.requestIdleCallback(load, { timeout: 2_000 });
      return () => window.cancelIdleCallback(idle);
    }
    const timer = setTimeout(load, 500);
    return () => clearTimeout(timer);
  }, [playing, framework]);
}
