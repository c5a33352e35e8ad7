import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// The production build hydrates on the app's own router and Preact (src/client/router/light-router-dom.tsx,
// decisions 0011 and 0047), which has nothing to read before its first render; the development server on
// React Router's and React, which wait for the page's hydration data themselves.
// Hydrating is one task under Preact: it starts a task of its own, after the scripts' evaluation.
await new Promise((resolve) => setTimeout(resolve, 0));
// The page's <html> element is the container: the app renders its head and body (root.tsx).
hydrateRoot(document.documentElement, <HydratedRouter />);
