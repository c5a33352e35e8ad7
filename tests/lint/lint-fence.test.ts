import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it, vi } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");

// Each test builds the project's lint config afresh, which takes seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

/** The project's own lint config, with one rule only. */
const linterFor = (rule: string) =>
  new ESLint({
    cwd: ROOT,
    // Without type information: the rules under test need none, and the files may not exist.
    overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
    ruleFilter: ({ ruleId }) => ruleId === rule,
  });

/** The project's own lint config, asked about one rule for a file that is not on disk. */
async function messagesFor(filePath: string, code: string, rule: string) {
  const [result] = await linterFor(rule).lintText(code, { filePath: path.join(ROOT, filePath) });
  return (result?.messages ?? []).map((m) => m.message);
}

const SHARED_GLOBALS = "no-restricted-globals";
const BOUNDARIES = "boundaries/dependencies";
const QUERY_KEYS = "no-restricted-syntax";
const SERVER_CALLS = "no-restricted-imports";
const FEATURE = "src/client/features/play/fence-fixture.ts";
const refused = (text: string): unknown[] => [expect.stringContaining(text) as unknown];

/** Literal query keys, each refused outside the query layer. */
const LITERAL_KEYS = [
  'useQuery({ queryKey: ["children"], queryFn: () => 1 });',
  'useQuery({ queryKey: ["missions", id] as const, queryFn: () => 1 });',
  'client.invalidateQueries({ queryKey: ["children"] });',
  'client.setQueryData(["auth", "parent"], null);',
  'client.getQueryData(["play-summary", id]);',
  'const FAMILY_CHILDREN_KEY = ["children"] as const;',
  'const feedbackKey = (childId: string) => ["account", "feedback", childId];',
];

/** Server calls and the query cache, each refused outside the query layer. */
const SERVER_CALLS_OUTSIDE = [
  { file: FEATURE, code: 'import { api } from "../../api";' },
  { file: FEATURE, code: 'export { api } from "../../api";' },
  { file: "src/client/routes/fence-fixture.tsx", code: 'import { api, ApiError } from "../api";' },
  { file: "src/client/components/ui/fence-fixture.tsx", code: 'import { api } from "../../api";' },
  { file: "src/client/games/fence-fixture.ts", code: 'import { api } from "../api";' },
  ...[
    "useQuery",
    "useMutation",
    "useQueryClient",
    "useSuspenseQuery",
    "queryOptions",
    "useInfiniteQuery",
    "useIsFetching",
  ].map((name) => ({ file: FEATURE, code: `import { ${name} } from "@tanstack/react-query";` })),
  { file: "src/client/routes/fence-fixture.tsx", code: 'import { useQueryClient } from "@tanstack/react-query";' },
  { file: "src/client/features/auth/session-queries.ts", code: 'import { api } from "../../api";' },
];

/** What the fence says of one line in one file, for one rule: nothing, or the messages expected. */
const CASES: { name: string; file: string; code: string; rule: string; expected: unknown[] }[] = [
  ...["process.env.X", "Buffer.from('x')", "window.innerWidth", "localStorage.getItem('x')"].map((global) => ({
    name: `refuses ${global} in shared code`,
    file: "src/shared/fence-fixture.ts",
    code: `export const x = ${global};`,
    rule: SHARED_GLOBALS,
    expected: refused("shared/ runs on the server and in the browser"),
  })),
  {
    name: "lets the server use Node's globals",
    file: "src/server/fence-fixture.ts",
    code: "export const x = process.env.X;",
    rule: SHARED_GLOBALS,
    expected: [],
  },
  {
    name: "lets shared tests use Node's globals",
    file: "src/shared/fence-fixture.test.ts",
    code: "export const x = Buffer.from('x');",
    rule: SHARED_GLOBALS,
    expected: [],
  },
  {
    name: "refuses a feature importing the app shell at the top of src/client",
    file: FEATURE,
    code: 'export { isStaticDocument } from "../../static-document";',
    rule: BOUNDARIES,
    expected: refused("client-core"),
  },
  {
    name: "lets a feature use the client library (the API client)",
    file: FEATURE,
    code: 'export { api } from "../../api";',
    rule: BOUNDARIES,
    expected: [],
  },
  {
    name: "refuses a file of the client library importing a feature, so no feature reaches another through it",
    file: "src/client/api.ts",
    code: 'export { parentHint } from "./features/auth/local-prefs";',
    rule: BOUNDARIES,
    expected: refused("client-feature"),
  },
  {
    name: "lets the app shell wire the features together",
    file: "src/client/root.tsx",
    code: 'export { useAuth } from "./features/auth/auth-context";',
    rule: BOUNDARIES,
    expected: [],
  },
  {
    name: "refuses a feature importing another feature",
    file: FEATURE,
    code: 'export { parentHint } from "../auth/local-prefs";',
    rule: BOUNDARIES,
    expected: refused("client-feature"),
  },
  {
    name: "lets a feature read through the query layer's factories",
    file: FEATURE,
    code: 'export { childrenQuery } from "../../queries/children";',
    rule: BOUNDARIES,
    expected: [],
  },
  {
    name: "refuses the query layer importing a feature",
    file: "src/client/queries/fence-fixture.ts",
    code: 'export { parentHint } from "../features/auth/local-prefs";',
    rule: BOUNDARIES,
    expected: refused("client-feature"),
  },
  {
    name: "lets a feature read the modes' table",
    file: FEATURE,
    code: 'export { CLIENT_MODES } from "../../modes/modes";',
    rule: BOUNDARIES,
    expected: [],
  },
  {
    name: "refuses the modes' table importing a feature, so every feature may read it",
    file: "src/client/modes/fence-fixture.ts",
    code: 'export { celebrate } from "../features/play/celebrate";',
    rule: BOUNDARIES,
    expected: refused("client-feature"),
  },
  ...LITERAL_KEYS.map((code) => ({
    name: `refuses a literal query key outside the query layer: ${code}`,
    file: FEATURE,
    code,
    rule: QUERY_KEYS,
    expected: refused("src/client/queries/keys.ts"),
  })),
  {
    name: "lets the query layer write a literal key",
    file: "src/client/queries/fence-fixture.ts",
    code: LITERAL_KEYS[0] ?? "",
    rule: QUERY_KEYS,
    expected: [],
  },
  ...SERVER_CALLS_OUTSIDE.map(({ file, code }) => ({
    name: `refuses a server call or the query cache outside the query layer: ${file}: ${code}`,
    file,
    code,
    rule: SERVER_CALLS,
    expected: refused("src/client/queries/"),
  })),
  {
    name: "lets the query layer call the API and the query cache",
    file: "src/client/queries/fence-fixture.ts",
    code: 'import { useMutation, useQuery } from "@tanstack/react-query";\nimport { api } from "../api";',
    rule: SERVER_CALLS,
    expected: [],
  },
  {
    name: "lets a feature use the API client's errors and the query client's provider and types",
    file: FEATURE,
    code: 'import { ApiError, errorMessage } from "../../api";\nimport { QueryClientProvider, type QueryClient } from "@tanstack/react-query";',
    rule: SERVER_CALLS,
    expected: [],
  },
  {
    name: "lets a test build its own query client",
    file: "src/client/features/play/fence-fixture.test.tsx",
    code: 'import { useQuery, useQueryClient } from "@tanstack/react-query";',
    rule: SERVER_CALLS,
    expected: [],
  },
  {
    name: "lets the sessions' owner hold the sessions in the query client",
    file: "src/client/features/auth/session-queries.ts",
    code: 'import { useQuery, useQueryClient } from "@tanstack/react-query";',
    rule: SERVER_CALLS,
    expected: [],
  },
  {
    name: "refuses a journey that installs the fake clock by itself, which the play helpers could not see",
    file: "tests/e2e/fence-fixture.spec.ts",
    code: "await page.clock.install();",
    rule: "no-restricted-syntax",
    expected: refused("installFakeClock"),
  },
  {
    name: "lets the journeys' clock helper install the fake clock",
    file: "tests/e2e/fake-clock.ts",
    code: "await target.clock.install();",
    rule: "no-restricted-syntax",
    expected: [],
  },
  {
    name: "lets others use the query layer's keys",
    file: FEATURE,
    code: "client.invalidateQueries({ queryKey: queryKeys.children.all });",
    rule: QUERY_KEYS,
    expected: [],
  },
];

describe("the lint fences around src/shared, the client's layers, server calls, query keys and the journeys' clock", () => {
  it.each(CASES)("$name", async ({ file, code, rule, expected }) => {
    expect(await messagesFor(file, `${code}\n`, rule)).toEqual(expected);
  });
});

describe("server calls in the client as it is", () => {
  it("are all in the query layer", { timeout: 120_000 }, async () => {
    const results = await linterFor(SERVER_CALLS).lintFiles(["src/client/**/*.{ts,tsx}"]);
    const found = results.flatMap((r) => r.messages.map((m) => `${path.relative(ROOT, r.filePath)}:${m.line}`));
    expect(results.length).toBeGreaterThan(100);
    expect(found).toEqual([]);
  });
});
