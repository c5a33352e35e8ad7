import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { buildTimeModule } from "./scripts/build/build-time-module";
import * as apiRoutes from "./src/client/api-routes";
import { robotsTxt, siteOrigin, sitemapXml } from "./src/shared/public-pages";

const origin = siteOrigin(process.env);

/** What every page of the app uses once it starts: the shell, the sessions, the API client and the basic controls. */
const APP_SHELL = new RegExp(
  [
    String.raw`src/client/(api|api-error|api-routes|query-client|nav-state|seo|public-paths|static-document|local-store)\.tsx?$`,
    String.raw`src/client/(session|forms)/`,
    // Not the dialogs' hook of the visible area nor the account's cleared message: no page needs them as it starts.
    String.raw`src/client/hooks/(earned-badges|use-hydrated)\.ts$`,
    String.raw`src/client/queries/keys\.ts$`,
    String.raw`src/client/components/layout/(auth-card|site-footer)\.tsx$`,
    String.raw`src/client/features/auth/(auth-context|app-header|local-prefs)\.tsx?$`,
    String.raw`src/client/features/offline/`,
    String.raw`src/client/components/ui/(alert|avatar|button|form-fieldset|logo|spinner|text-field)\.tsx$`,
    String.raw`src/shared/(messages|constants|public-pages|api/route|forms/digits|forms/form-check)\.ts$`,
    // The query library without its mutation and infinite-query hooks, which the child's pages need only from
    // the game on (a save) or never (the parent's analytics).
    String.raw`node_modules/@tanstack/(?!react-query/build/modern/(useMutation|useInfiniteQuery)\.|query-core/build/modern/(mutationObserver|infiniteQueryObserver)\.)`,
    String.raw`node_modules/preact/`,
    String.raw`src/client/router/`,
    String.raw`^\0vite/preload-helper`,
    String.raw`node_modules/lucide-react/dist/esm/(Icon|createLucideIcon|defaultAttributes|context|shared/)`,
  ].join("|"),
);

/** What every game uses, from its screen to the rules all modes share (each mode's own rules stay with its page). */
const CHILD_PARTS = new RegExp(
  [
    String.raw`lucide-react/dist/esm/icons/(lock|flame|shield)\.js$`,
    String.raw`src/shared/engagement/streak\.ts$`,
    String.raw`src/client/features/challenges/challenge-game-path\.ts$`,
    String.raw`src/client/queries/(challenges|practice-plan)\.ts$`,
    String.raw`src/client/features/auth/signed-out-notice\.tsx$`,
  ].join("|"),
);

const GAME = new RegExp(
  [
    String.raw`src/client/games/(game-chrome|game-screen|play-page|sound|use-game-engine|use-player)\.tsx?$`,
    String.raw`src/client/components/ui/keypad\.tsx$`,
    String.raw`src/client/features/play/(use-save-game|play-paths|game-mode-param)\.ts$`,
    String.raw`src/shared/game/(create-game-state|finished-game|format-question|game-actions|game-state|mode-rules|pool-questions|question|random|ranged-question|reduce-game|scoring|time-allowance|unique-question)\.ts$`,
    // The modes' ids and each mode's limits and scoring, which finishing and scoring any game reads.
    String.raw`src/shared/game/modes/(index|rules|[a-z0-9-]+/rules)\.ts$`,
  ].join("|"),
);

/**
 * The browser's router: the part of React Router's API the app uses, on the build's manifest, in
 * place of React Router's framework runtime (decision 0047). The pre-rendering keeps React Router,
 * which renders the same pages; so do the development server and the component tests.
 */
function lightRouter(): Plugin {
  return {
    name: "maths-sprint:light-router",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId(id) {
      if (id === "react-router") return fileURLToPath(new URL("./src/client/router/light-router.tsx", import.meta.url));
      if (id === "react-router/dom")
        return fileURLToPath(new URL("./src/client/router/light-router-dom.tsx", import.meta.url));
      return null;
    },
  };
}

/** What the client takes in place of React: Preact's compatibility layer, for the same components. */
const PREACT: Record<string, string> = {
  react: "preact/compat",
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/compat/jsx-runtime",
  "react/jsx-dev-runtime": "preact/compat/jsx-dev-runtime",
};

/**
 * The production client runs on Preact (decision 0011), which hydrates the HTML that the
 * pre-rendering writes with React; the dev server keeps React.
 */
function preactClient(): Plugin {
  return {
    name: "maths-sprint:preact-client",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    async resolveId(id, importer) {
      const target = PREACT[id];
      if (!target) return null;
      return this.resolve(target, importer, { skipSelf: true });
    },
  };
}

/** robots.txt and sitemap.xml for the origin the site is built for. */
function searchFiles(): Plugin {
  return {
    name: "maths-sprint:search-files",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle() {
      this.emitFile({ type: "asset", fileName: "robots.txt", source: robotsTxt(origin) });
      this.emitFile({ type: "asset", fileName: "sitemap.xml", source: sitemapXml(origin) });
    },
  };
}

export default defineConfig({
  plugins: [
    // The routes the app calls the API with, without the schemas they are worked out from.
    buildTimeModule("src/client/api-routes.ts", apiRoutes),
    tailwindcss(),
    lightRouter(),
    preactClient(),
    reactRouter(),
    searchFiles(),
  ],
  resolve: {
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL("./src/client/zod-jitless.ts", import.meta.url)) }],
  },
  build: {
    // Dynamic imports load their chunks without Vite's preload helper: the chunks below are few.
    modulePreload: false,
    rolldownOptions: {
      // Every imported constant is written where it is read: a message (src/shared/messages/) goes
      // into the chunks that show it rather than into the one that first imports its group.
      optimization: { inlineConst: true },
      output: {
        // A few larger chunks instead of dozens of small ones: each file is compressed on its own,
        // and small files compress badly. The app shell (Preact, the router, the query library,
        // the sessions and the basic controls) is one file that every hydrated page loads.
        codeSplitting: {
          groups: [
            { name: "app", test: APP_SHELL },
            { name: "outbox", test: /src[\\/]client[\\/]features[\\/]play[\\/](game-outbox|outbox-sync)\.|idb-keyval/ },
            { name: "play", test: GAME },
            // The small pieces on a child's way from sign-in to a first game that pages share, one file rather than eight.
            { name: "child-parts", test: CHILD_PARTS },
          ],
        },
      },
    },
  },
  define: { "import.meta.env.PUBLIC_SITE_URL": JSON.stringify(origin) },
  server: { port: 5173, proxy: { "/api": "http://127.0.0.1:3000" } },
});
