import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { defineConfig } from "eslint/config";
import tseslint from "typescript-eslint";

/** The client library's files at the top of src/client (see "boundaries/files" below). */
const CLIENT_LIBRARY = [
  "src/client/{api,api-error,api-routes,query-client,local-store,nav-state,public-paths,seo,zod-jitless}.ts",
  "src/client/forms/*.ts",
];
const CLIENT_LIBRARY_FILE = { element: { type: "client-core" }, file: { categories: "client-library" } };

/**
 * The server in floors, bottom first (docs/ARCHITECTURE.md): the database's schema and client; the providers
 * (adapters to outside services); the core (settings, clock, logger, errors, metrics and the AppDeps every part is
 * given); the runner of a save's follow-ups; access (sessions, actors, policies); the HTTP layer (router, limits,
 * error answers). A floor uses only the floors below it. Above them the features, one folder each, and at the top the
 * app's assembly: the files directly in src/server (main.ts, serve.ts, app.ts, create-deps.ts, sweeps.ts, follow-up-steps.ts).
 */
const SERVER_FLOORS = [
  ["server-db", "src/server/db/**"],
  ["server-provider", "src/server/providers/**"],
  ["server-core", "src/server/core/**"],
  ["server-follow-ups", "src/server/follow-ups/**"],
  ["server-auth", "src/server/auth/**"],
  ["server-http", "src/server/http/**"],
];

/**
 * The ports between server features: which other features each may use. A feature not named here uses none, and
 * a new use is declared here first. The uses run one way only (tests/lint/server-fence.test.ts checks that they
 * have no cycle), so no two server folders import each other.
 */
export const SERVER_FEATURE_USES = {
  accounts: ["emails", "referrals"],
  analytics: ["feedback"],
  avatars: ["children", "files"],
  badges: ["files"],
  billing: ["emails"],
  "child-auth": ["children", "emails"],
  children: ["files", "reports"],
  "family-data": ["accounts", "children", "emails", "files", "play"],
  feedback: ["play"],
  missions: ["play"],
  play: ["challenges"],
  referrals: ["badges"],
  reports: ["emails", "missions", "play"],
  support: ["captcha", "emails"],
};

/** The server's policies: each floor uses those below it; a feature uses every floor, itself and its declared ports. */
function serverPolicies() {
  const floors = SERVER_FLOORS.map(([type]) => type);
  const below = floors.map((type, i) => ({
    from: { element: { type } },
    allow: [{ to: { element: { type: [...floors.slice(0, i + 1), "shared"] } } }],
  }));
  const sameFeature = {
    to: { element: { type: "server-feature", captured: { feature: "{{ from.element.captured.feature }}" } } },
  };
  const ports = Object.entries(SERVER_FEATURE_USES).map(([feature, uses]) => ({
    from: { element: { type: "server-feature", captured: { feature } } },
    allow: [
      {
        to: {
          element: {
            type: "server-feature",
            captured: { feature: uses.length === 1 ? uses[0] : `{${uses.join(",")}}` },
          },
        },
      },
    ],
  }));
  return [
    { from: { element: { type: "shared" } }, allow: [{ to: { element: { type: "shared" } } }] },
    ...below,
    {
      from: { element: { type: "server-feature" } },
      allow: [{ to: { element: { type: [...floors, "shared"] } } }, sameFeature],
    },
    ...ports,
    { from: { element: { type: "server-app" } }, allow: [{ to: { element: { type: ["server-*", "shared"] } } }] },
  ];
}

/** What only the query layer imports from the query library: a hook of its own wraps each use. */
const QUERY_LAYER_HOOKS = [
  "useQuery",
  "useQueries",
  "useInfiniteQuery",
  "useSuspenseQuery",
  "useSuspenseInfiniteQuery",
  "useMutation",
  "useQueryClient",
  "useIsFetching",
  "useIsMutating",
  "queryOptions",
  "infiniteQueryOptions",
];
const SERVER_CALLS_MESSAGE =
  "Server reads and writes live in src/client/queries/: use (or add) a hook there instead of calling the API or the query cache here.";
/** `api` from src/client/api.ts, however far up the importing file is. */
const API_CLIENT_IMPORT = { regex: "^(\\.\\./)+api$", importNames: ["api"], message: SERVER_CALLS_MESSAGE };
/** The auth feature's files that hold the sessions in the app's query client (see the fence below). */
const SESSION_OWNER = ["src/client/features/auth/{auth-context.tsx,session-queries.ts}"];

const QUERY_KEY_MESSAGE = "A query key is written once, in src/client/queries/keys.ts: use queryKeys.";

export default defineConfig(
  {
    // types/: the declarations of tsconfig.shared.json alone, checked by its type check (no project of ESLint holds them).
    ignores: [
      "build/**",
      "node_modules/**",
      ".react-router/**",
      "test-results/**",
      "playwright-report/**",
      "data/**",
      "types/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: {
        projectService: { allowDefaultProject: ["*.js", "*.mjs", "scripts/*.mjs", "scripts/bench/*.cjs"] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/restrict-template-expressions": ["error", { allowNumber: true }],
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/no-unnecessary-condition": "off",
      "@typescript-eslint/no-confusing-void-expression": "off",
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["src/client/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { boundaries },
    settings: {
      // The client in layers. The app shell wires everything; a route composes features;
      // a feature uses only itself, the modes' table and what is shared; shared components,
      // the modes' table and the client library know no feature.
      "boundaries/elements": [
        { type: "shared", pattern: "src/shared/**" },
        ...SERVER_FLOORS.map(([type, pattern]) => ({ type, pattern })),
        { type: "server-feature", pattern: "src/server/*/**", capture: ["feature"] },
        // What is left of src/server: the files at its top, the app's assembly.
        { type: "server-app", pattern: "src/server" },
        { type: "client-feature", pattern: "src/client/features/*", capture: ["feature"] },
        { type: "client-component", pattern: "src/client/components/**" },
        { type: "client-game", pattern: "src/client/games/**" },
        // Each game mode's entry in the client's table, with its mode's own panels: read by features, games and routes.
        { type: "client-modes", pattern: "src/client/modes/**" },
        { type: "client-route", pattern: "src/client/routes/**" },
        { type: "client-lib", pattern: "src/client/{session,hooks}/**" },
        // The query layer: every query key, and the queries' options any feature may use.
        { type: "client-queries", pattern: "src/client/queries/**" },
        // The rest of src/client: the app shell and, by the files below, the client library.
        { type: "client-core", pattern: "src/client/**" },
      ],
      // The client library at the top of src/client (the API client, the query client, the form
      // hook, the small helpers): below every feature, usable by all of them. Every other file
      // there is the app shell (root.tsx, static-document.ts, routes.ts, entry.client.tsx), which
      // wires the features together and which no feature may import, so that nothing at the top
      // carries one feature into another.
      "boundaries/files": [
        { category: "client-library", pattern: CLIENT_LIBRARY, exclusive: true },
        { category: "app-shell", pattern: "src/client/**" },
      ],
      "import/resolver": { typescript: { alwaysTryTypes: true } },
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "disallow",
          policies: [
            { from: { element: { type: "shared" } }, allow: [{ to: { element: { type: "shared" } } }] },
            // A server test may reach any part of the server it tests (the fence below is for the server's own files).
            {
              from: { element: { type: "server-*" } },
              allow: [{ to: { element: { type: ["server-*", "shared"] } } }],
            },
            {
              from: { element: { type: "client-lib" } },
              allow: [{ to: { element: { type: ["client-lib", "shared"] } } }],
            },
            {
              from: CLIENT_LIBRARY_FILE,
              allow: [{ to: { element: { type: ["client-lib", "shared"] } } }, { to: CLIENT_LIBRARY_FILE }],
            },
            {
              from: { element: { type: "client-queries" } },
              allow: [
                { to: { element: { type: ["client-queries", "client-lib", "shared"] } } },
                { to: CLIENT_LIBRARY_FILE },
              ],
            },
            {
              from: { element: { type: "client-component" } },
              allow: [
                { to: { element: { type: ["client-component", "client-lib", "shared"] } } },
                { to: CLIENT_LIBRARY_FILE },
              ],
            },
            {
              from: { element: { type: "client-modes" } },
              allow: [
                {
                  to: {
                    element: { type: ["client-modes", "client-component", "client-lib", "client-queries", "shared"] },
                  },
                },
                { to: CLIENT_LIBRARY_FILE },
              ],
            },
            {
              from: { element: { type: "client-feature" } },
              allow: [
                {
                  to: {
                    element: {
                      type: ["client-modes", "client-component", "client-lib", "client-queries", "shared"],
                    },
                  },
                },
                { to: CLIENT_LIBRARY_FILE },
                {
                  to: {
                    element: { type: "client-feature", captured: { feature: "{{ from.element.captured.feature }}" } },
                  },
                },
              ],
            },
            {
              from: { element: { type: "client-game" } },
              allow: [
                {
                  to: {
                    element: {
                      type: [
                        "client-game",
                        "client-feature",
                        "client-modes",
                        "client-component",
                        "client-lib",
                        "client-queries",
                        "shared",
                      ],
                    },
                  },
                },
                { to: CLIENT_LIBRARY_FILE },
              ],
            },
            {
              from: { element: { type: "client-route" } },
              allow: [
                {
                  to: {
                    element: {
                      type: [
                        "client-route",
                        "client-game",
                        "client-feature",
                        "client-modes",
                        "client-component",
                        "client-lib",
                        "client-queries",
                        "shared",
                      ],
                    },
                  },
                },
                { to: CLIENT_LIBRARY_FILE },
              ],
            },
            {
              from: { element: { type: "client-core" }, file: { categories: "app-shell" } },
              allow: [{ to: { element: { type: ["client-*", "shared"] } } }],
            },
          ],
        },
      ],
    },
  },
  {
    // The server's fence: its own files (not its tests) keep to their floors and declared ports.
    files: ["src/server/**/*.ts"],
    ignores: ["src/server/**/*.test.ts"],
    rules: { "boundaries/dependencies": ["error", { default: "disallow", policies: serverPolicies() }] },
  },
  {
    // The API client is used by every feature, so it reaches into none of them.
    files: ["src/client/{api,api-error,seo,zod-jitless}.ts", "src/client/forms/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["./features/*", "./components/*", "./games/*", "./routes/*"].flatMap((p) => [p, `.${p}`]),
              message: "The API client stays below features, components, games and routes.",
            },
          ],
        },
      ],
    },
  },
  {
    // Every query key is written in the query layer (src/client/queries/keys.ts), never as a literal
    // elsewhere: one place shows what the cache holds and what each invalidation refreshes.
    files: ["src/client/**/*.{ts,tsx}"],
    ignores: ["src/client/queries/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...[
          "Property[key.name='queryKey'] > ArrayExpression.value",
          "Property[key.name='queryKey'] > :matches(TSAsExpression, TSSatisfiesExpression).value > ArrayExpression",
          "CallExpression[callee.property.name=/^(getQueryData|setQueryData|getQueryState)$/] > ArrayExpression.arguments",
          "VariableDeclarator[id.name=/(Key|KEY|Keys|KEYS)$/] ArrayExpression",
        ].map((selector) => ({ selector, message: QUERY_KEY_MESSAGE })),
      ],
    },
  },
  {
    // Server reads and writes live in the query layer (src/client/queries/): its hooks call the API
    // and the query cache, and a feature, route or component uses those hooks. One room shows every
    // call the client makes and what each one refreshes. Tests build their own query client.
    files: ["src/client/{features,routes,components,games}/**/*.{ts,tsx}"],
    ignores: ["src/client/**/*.test.{ts,tsx}", ...SESSION_OWNER],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "@tanstack/react-query", importNames: QUERY_LAYER_HOOKS, message: SERVER_CALLS_MESSAGE }],
          patterns: [API_CLIENT_IMPORT],
        },
      ],
    },
  },
  {
    // The sessions' owner makes the app's query client, holds the signed-in parent and child as its
    // first queries and empties the cache when the person changes, tied to the router and to this
    // device's storage: it uses the query client, but its server calls are in the query layer too.
    files: SESSION_OWNER,
    rules: { "no-restricted-imports": ["error", { patterns: [API_CLIENT_IMPORT] }] },
  },
  {
    // No import cycles anywhere in the application.
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createTypeScriptImportResolver()],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    files: ["src/shared/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["node:*", "fs", "path", "crypto"], message: "shared/ is isomorphic: no Node APIs" }] },
      ],
    },
  },
  {
    // Nor a browser's or Node's globals (its tests run in Node): what shared/ needs from either is passed in.
    files: ["src/shared/**/*.ts"],
    ignores: ["src/shared/**/*.test.ts"],
    rules: {
      "no-restricted-globals": [
        "error",
        ...[
          "process",
          "Buffer",
          "global",
          "require",
          "__dirname",
          "__filename",
          "window",
          "document",
          "navigator",
          "location",
          "localStorage",
          "sessionStorage",
          "indexedDB",
        ].map((name) => ({
          name,
          message: "shared/ runs on the server and in the browser: no Node or browser globals",
        })),
      ],
    },
  },
  {
    // A journey puts the fake clock on through installFakeClock, which remembers it, so that the play
    // helpers move that clock on instead of waiting in real time (tests/e2e/fake-clock.ts).
    files: ["tests/e2e/**/*.ts"],
    ignores: ["tests/e2e/fake-clock.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name='install'][callee.object.property.name='clock']",
          message: "Install the fake clock with installFakeClock (tests/e2e/fake-clock.ts).",
        },
      ],
    },
  },
  { files: ["**/*.js", "**/*.mjs", "**/*.cjs"], extends: [tseslint.configs.disableTypeChecked] },
  {
    files: ["**/*.test.{ts,tsx}", "tests/**/*.ts"],
    rules: {
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
);
