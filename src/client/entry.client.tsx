import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/**
 * React Router's HydratedRouter suspends on its first render until it has read the page's hydration
 * data. React keeps the page while its root waits; Preact, which the client runs on (decision 0011),
 * would not keep the whole document, so the data is read before hydrating: the component's first call
 * starts reading it and throws the promise of it, before it does anything else.
 */
async function readHydrationData(): Promise<void> {
  try {
    HydratedRouter({});
  } catch (thrown) {
    if (!(thrown instanceof Promise)) throw thrown;
    await thrown;
  }
}

await readHydrationData();
// Hydrating is one task under Preact: it starts a task of its own, after the scripts' evaluation.
await new Promise((resolve) => setTimeout(resolve, 0));
// The page's <html> element is the container: the app renders its head and body (root.tsx).
hydrateRoot(document.documentElement, <HydratedRouter />);
