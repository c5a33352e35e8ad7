import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it, vi } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");

// Each test builds the project's lint config afresh, which takes seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

/** The project's own lint config, asked about one rule for a file that is not on disk. */
async function messagesFor(filePath: string, code: string, rule: string) {
  const eslint = new ESLint({
    cwd: ROOT,
    // Without type information: the rule under test needs none, and the file does not exist.
    overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
    ruleFilter: ({ ruleId }) => ruleId === rule,
  });
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  return (result?.messages ?? []).map((m) => m.message);
}

describe("the lint fence around src/shared", () => {
  it("refuses Node's and a browser's globals in shared code", async () => {
    for (const global of ["process.env.X", "Buffer.from('x')", "window.innerWidth", "localStorage.getItem('x')"]) {
      const found = await messagesFor(
        "src/shared/fence-fixture.ts",
        `export const x = ${global};\n`,
        "no-restricted-globals",
      );
      expect(found, global).toEqual([expect.stringContaining("shared/ runs on the server and in the browser")]);
    }
  });

  it("lets the server and shared tests use them", async () => {
    expect(
      await messagesFor("src/server/fence-fixture.ts", "export const x = process.env.X;\n", "no-restricted-globals"),
    ).toEqual([]);
    expect(
      await messagesFor(
        "src/shared/fence-fixture.test.ts",
        "export const x = Buffer.from('x');\n",
        "no-restricted-globals",
      ),
    ).toEqual([]);
  });
});

describe("the lint fence around the client's layers", () => {
  const boundaries = "boundaries/dependencies";

  it("refuses a feature importing the app shell at the top of src/client", async () => {
    const found = await messagesFor(
      "src/client/features/play/fence-fixture.ts",
      'export { isStaticDocument } from "../../static-document";\n',
      boundaries,
    );
    expect(found).toEqual([expect.stringContaining("client-core")]);
  });

  it("refuses a file of the client library importing a feature, so no feature reaches another through it", async () => {
    // A top-level file a feature may use (here the API client's own place)...
    expect(
      await messagesFor("src/client/features/play/fence-fixture.ts", 'export { api } from "../../api";\n', boundaries),
    ).toEqual([]);
    // ...may not carry another feature to it.
    const found = await messagesFor(
      "src/client/api.ts",
      'export { parentHint } from "./features/auth/local-prefs";\n',
      boundaries,
    );
    expect(found).toEqual([expect.stringContaining("client-feature")]);
  });

  it("lets the app shell wire the features together", async () => {
    expect(
      await messagesFor("src/client/root.tsx", 'export { useAuth } from "./features/auth/auth-context";\n', boundaries),
    ).toEqual([]);
  });

  it("refuses a feature importing another feature", async () => {
    const found = await messagesFor(
      "src/client/features/play/fence-fixture.ts",
      'export { parentHint } from "../auth/local-prefs";\n',
      boundaries,
    );
    expect(found).toEqual([expect.stringContaining("client-feature")]);
  });
});

describe("the lint fence around query keys", () => {
  const rule = "no-restricted-syntax";
  const literalKeys = [
    'useQuery({ queryKey: ["children"], queryFn: () => 1 });',
    'useQuery({ queryKey: ["missions", id] as const, queryFn: () => 1 });',
    'client.invalidateQueries({ queryKey: ["children"] });',
    'client.setQueryData(["auth", "parent"], null);',
    'client.getQueryData(["play-summary", id]);',
    'const FAMILY_CHILDREN_KEY = ["children"] as const;',
    'const feedbackKey = (childId: string) => ["account", "feedback", childId];',
  ];

  it("refuses a literal query key outside the query layer", async () => {
    for (const line of literalKeys) {
      const found = await messagesFor("src/client/features/play/fence-fixture.ts", `${line}\n`, rule);
      expect(found, line).toEqual([expect.stringContaining("src/client/queries/keys.ts")]);
    }
  });

  it("lets the query layer write them, and others use its keys", async () => {
    expect(await messagesFor("src/client/queries/fence-fixture.ts", `${literalKeys[0]}\n`, rule)).toEqual([]);
    expect(
      await messagesFor(
        "src/client/features/play/fence-fixture.ts",
        "client.invalidateQueries({ queryKey: queryKeys.children.all });\n",
        rule,
      ),
    ).toEqual([]);
  });
});
