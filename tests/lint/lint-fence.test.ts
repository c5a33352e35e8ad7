import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");

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
