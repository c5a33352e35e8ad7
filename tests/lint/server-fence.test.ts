import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it, vi } from "vitest";
import { SERVER_FEATURE_USES } from "../../eslint.config.js";
import { followUpSteps } from "../../src/server/follow-up-steps";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SERVER = path.join(ROOT, "src/server");

// Each lint case builds the project's lint config afresh, which takes seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

/** What the project's boundaries rule says of one import in a server file that is not on disk. */
async function fenceSays(filePath: string, importPath: string) {
  const eslint = new ESLint({
    cwd: ROOT,
    overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
    ruleFilter: ({ ruleId }) => ruleId === "boundaries/dependencies",
  });
  const code = `import * as imported from "${importPath}";\nexport const used = imported;\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  return (result?.messages ?? []).map((m) => m.message);
}

/** Each case: a file of the server importing another part of it, and whether the fence lets it. */
const CASES: { name: string; file: string; imports: string; allowed: boolean }[] = [
  // The floors, each using only those below it.
  { name: "the database uses no core", file: "src/server/db/fixture.ts", imports: "../core/deps", allowed: false },
  {
    name: "a provider uses the database",
    file: "src/server/providers/email/fixture.ts",
    imports: "../../db/client",
    allowed: true,
  },
  {
    name: "a provider uses no core",
    file: "src/server/providers/email/fixture.ts",
    imports: "../../core/config",
    allowed: false,
  },
  {
    name: "the core uses the providers",
    file: "src/server/core/fixture.ts",
    imports: "../providers/email/mailer",
    allowed: true,
  },
  {
    name: "the core uses no access rule",
    file: "src/server/core/fixture.ts",
    imports: "../auth/actor",
    allowed: false,
  },
  { name: "access uses the core", file: "src/server/auth/fixture.ts", imports: "../core/app-error", allowed: true },
  { name: "access uses no HTTP", file: "src/server/auth/fixture.ts", imports: "../http/router", allowed: false },
  { name: "HTTP uses access", file: "src/server/http/fixture.ts", imports: "../auth/policies/caller", allowed: true },
  { name: "HTTP uses no feature", file: "src/server/http/fixture.ts", imports: "../play/save-game", allowed: false },
  {
    name: "the follow-ups' runner uses no step",
    file: "src/server/follow-ups/fixture.ts",
    imports: "../badges/badge-step",
    allowed: false,
  },
  {
    name: "the follow-ups' runner uses no HTTP",
    file: "src/server/follow-ups/fixture.ts",
    imports: "../http/router",
    allowed: false,
  },
  // The features: every floor, themselves, and the ports they declare.
  {
    name: "a feature uses the floors",
    file: "src/server/missions/fixture.ts",
    imports: "../http/router",
    allowed: true,
  },
  {
    name: "a feature writes its follow-up step",
    file: "src/server/missions/fixture.ts",
    imports: "../follow-ups/step",
    allowed: true,
  },
  {
    name: "a feature uses itself",
    file: "src/server/missions/fixture.ts",
    imports: "./present-mission",
    allowed: true,
  },
  {
    name: "a feature uses a declared port",
    file: "src/server/missions/fixture.ts",
    imports: "../play/play-summary",
    allowed: true,
  },
  {
    name: "a feature uses no undeclared feature",
    file: "src/server/missions/fixture.ts",
    imports: "../badges/award-badges",
    allowed: false,
  },
  {
    name: "a port runs one way",
    file: "src/server/play/fixture.ts",
    imports: "../missions/present-mission",
    allowed: false,
  },
  {
    name: "a feature uses no assembly",
    file: "src/server/play/fixture.ts",
    imports: "../follow-up-steps",
    allowed: false,
  },
  { name: "a floor uses no assembly", file: "src/server/core/fixture.ts", imports: "../app", allowed: false },
  // The assembly at the top uses everything; a test may reach what it tests.
  { name: "the assembly uses a feature", file: "src/server/fixture.ts", imports: "./badges/badge-step", allowed: true },
  {
    name: "a feature's test uses another feature",
    file: "src/server/follow-ups/fixture.test.ts",
    imports: "../play/write-game",
    allowed: true,
  },
];

describe("the server's fence (eslint.config.js: SERVER_FLOORS, SERVER_FEATURE_USES)", () => {
  it.each(CASES)("$name", async ({ file, imports, allowed }) => {
    const messages = await fenceSays(file, imports);
    if (allowed) expect(messages).toEqual([]);
    else expect(messages).toEqual([expect.stringContaining("There is no policy allowing") as unknown]);
  });
});

/** Every non-test source file of the server. */
function serverFiles(dir = SERVER): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return serverFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The folder of src/server a file is in ("" for the assembly's files at its top). */
const folderOf = (file: string) => {
  const parts = path.relative(SERVER, file).split(path.sep);
  return parts.length > 1 ? (parts[0] ?? "") : "";
};

/** Which folder of src/server imports which, from the source itself. */
function folderImports(): Map<string, Set<string>> {
  const uses = new Map<string, Set<string>>();
  for (const file of serverFiles()) {
    for (const [, spec] of readFileSync(file, "utf8").matchAll(/from\s+["'](\.{1,2}\/[^"']+)["']/g)) {
      const target = path.resolve(path.dirname(file), spec ?? "");
      if (!target.startsWith(SERVER + path.sep)) continue;
      const [from, to] = [folderOf(file), folderOf(target)];
      if (from === "" || to === "" || from === to) continue;
      uses.set(from, (uses.get(from) ?? new Set()).add(to));
    }
  }
  return uses;
}

/** The cycles of a graph: each strongly connected set of two or more nodes (Tarjan). */
function cyclesOf(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(to) ?? 0));
      } else if (stack.includes(to)) low.set(node, Math.min(low.get(node) ?? 0, index.get(to) ?? 0));
    }
    if (low.get(node) === index.get(node)) {
      const set: string[] = [];
      let popped: string | undefined;
      do {
        popped = stack.pop();
        if (popped !== undefined) set.push(popped);
      } while (popped !== undefined && popped !== node);
      if (set.length > 1) cycles.push(set.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

describe("the server's rooms", () => {
  it("finds a cycle where there is one (the check itself)", () => {
    const planted = new Map([
      ["play", new Set(["badges"])],
      ["badges", new Set(["files", "play"])],
    ]);
    expect(cyclesOf(planted)).toEqual([["badges", "play"]]);
  });

  it("has no two folders that import each other, directly or round a loop", () => {
    expect(cyclesOf(folderImports())).toEqual([]);
  });

  it("declares ports that run one way, between folders that exist", () => {
    const declared = new Map(Object.entries(SERVER_FEATURE_USES).map(([from, to]) => [from, new Set(to)]));
    expect(cyclesOf(declared)).toEqual([]);
    const folders = new Set(
      readdirSync(SERVER, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name),
    );
    for (const [from, uses] of declared) for (const name of [from, ...uses]) expect(folders).toContain(name);
  });

  it("lists every follow-up step once, in follow-up-steps.ts, each written in its feature's folder", () => {
    const written = serverFiles().flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/export const (\w+): FollowUpStep = \{\s*name: "([^"]+)"/g)].map(
        ([, , name]) => ({ name, folder: folderOf(file) }),
      ),
    );
    expect(written.map((s) => s.name).sort()).toEqual(followUpSteps.map((s) => s.name).sort());
    for (const step of written) expect(["", "follow-ups"]).not.toContain(step.folder);
    expect(new Set(followUpSteps.map((s) => s.name)).size).toBe(followUpSteps.length);
  });
});
