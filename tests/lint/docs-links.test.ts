import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/*
 * The docs and the code's comments name files, folders and symbols: each name must still be there.
 *
 * What is read:
 * - every Markdown file under docs/, and README.md and SECURITY.md at the root;
 * - every comment of the .ts, .tsx, .mjs and .cjs files under src/, tests/ and scripts/, found by
 *   TypeScript's parser (so a string or a regular expression is never taken for one).
 *
 * What is checked:
 * - a path in backticks: letters, digits and `._@-` with a `/` in it, ending in a known extension or
 *   beginning with the name of one of the repository's folders (so `text/plain` or `Europe/London` is
 *   not taken for one); or a file's name with a known extension. In a comment, such a path is checked
 *   when written bare too. It must exist relative to the repository's root, to the folder of the file
 *   that names it, or as the end of a path in the repository, whole names only (`play/write-game.ts`
 *   stands for `src/server/play/write-game.ts`). Without an extension it may name a module.
 * - a symbol in backticks, in the Markdown: an identifier (`AppDeps`, `planPractice`,
 *   `deps.background`, `name()`), each of whose dotted parts must occur as a word in the code: src/,
 *   tests/, scripts/, types/, public/ and the files at the root (package.json, the configurations).
 * - a link: a Markdown link's relative target and its section (the anchor GitHub gives a heading), and
 *   in a comment a `docs/….md#section`.
 * - a folder tree in the Markdown: a fenced block whose first line is a folder written with its `/`,
 *   then `├──`/`└──` entries, four characters a level; each entry must exist.
 *
 * Not references, and not checked (each for its reason):
 * - a span with anything but letters, digits and `._@/-` in it (a space, `<`, `*`, `:`, `=`, `#`…):
 *   a command, a placeholder, a glob, a setting's value, a route with parameters, a section;
 * - a span beginning with `/`: a route or a URL (`/api/games`);
 * - a package or its subpath: a span beginning with `@`, or with a name package.json depends on
 *   (`react-dom/server`, `preact/compat`);
 * - what the build, the server and the tests write, which the repository does not hold: GENERATED and
 *   BUILT_FILES below;
 * - fenced code in the Markdown (code, not references), but for the trees above;
 * - the words of NOT_CODE below: backticked in the docs, but not the code's (SQL, a library's metrics).
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
/** This file, whose words are not the code's: it names what does not exist, to plant it. */
const SELF = path
  .relative(ROOT, import.meta.filename)
  .split(path.sep)
  .join("/");

/** Extensions a named file may have. */
const EXTENSIONS = ["ts", "tsx", "mjs", "cjs", "js", "json", "md", "sql", "css", "svg", "png", "html", "webmanifest"];
const HAS_EXTENSION = new RegExp(`\\.(${EXTENSIONS.join("|")})$`);
/** What a module named without its extension may be. */
const MODULE_EXTENSIONS = [".ts", ".tsx", ".mjs", ".cjs", ".js", ".d.ts"];

/** Folders the build, the server and the tests write. */
const GENERATED = ["build/", "test-results/", "playwright-report/", "data/", ".react-router/", "node_modules/"];
/** Files the build writes into build/client, named where the build is described. */
const BUILT_FILES = new Set(["index.html", "__spa-fallback.html", "robots.txt", "sitemap.xml", "sw.js"]);

/** Words the docs backtick that are not the code's own. */
const NOT_CODE = new Set([
  // SQL and PostgreSQL: statements, the extensions a measurement used, and server settings.
  "BEGIN",
  "COMMIT",
  "LISTEN",
  "pg_stat_statements",
  "auto_explain",
  // PostgreSQL's settings an operator or a measurement sets on the server (README, decision 0062).
  "max_connections",
  "log_connections",
  "log_disconnections",
  // The system call a profile named.
  "writev",
  // prom-client's default metrics, which the library names (README, "Watching a server").
  "process_resident_memory_bytes",
  "nodejs_heap_size_used_bytes",
  "nodejs_eventloop_lag_p99_seconds",
]);

type Kind = "path" | "symbol" | "link" | "tree";

interface Reference {
  file: string;
  line: number;
  kind: Kind;
  text: string;
  holds: boolean;
}

/** A file to read references from: its text, and whether it is Markdown (or a source file's comments). */
interface Source {
  file: string;
  text: string;
  markdown: boolean;
}

const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

/** Every file of the repository (tracked, or new and not ignored) that is on disk. */
const FILES = new Set(
  execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], {
    cwd: ROOT,
    encoding: "utf8",
    maxBuffer: 1 << 26,
  })
    .split("\0")
    .filter((file) => file !== "" && existsSync(path.join(ROOT, file))),
);

/** Every folder holding a file of the repository, and each one's own name. */
const FOLDERS = new Set(
  [...FILES].flatMap((file) => {
    const parts = file.split("/").slice(0, -1);
    return parts.map((_, i) => parts.slice(0, i + 1).join("/"));
  }),
);
const FOLDER_NAMES = new Set([...FOLDERS].map((folder) => folder.split("/").pop() ?? ""));

/** Every whole-name ending of a file's or folder's path: `write-game.ts`, `play/write-game.ts`, … */
const ENDINGS = new Set(
  [...FILES, ...FOLDERS].flatMap((entry) => {
    const parts = entry.split("/");
    return parts.map((_, i) => parts.slice(i).join("/"));
  }),
);

const PACKAGE_JSON = JSON.parse(read("package.json")) as {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};
const PACKAGES = new Set([
  ...Object.keys(PACKAGE_JSON.dependencies ?? {}),
  ...Object.keys(PACKAGE_JSON.devDependencies ?? {}),
]);

/** The words of the code, in which a symbol the docs name must occur. */
const CODE_WORDS = new Set(
  [...FILES]
    .filter(
      (file) =>
        file !== SELF &&
        file !== "package-lock.json" &&
        (/^(src|tests|scripts|types|public)\//.test(file) || !file.includes("/")) &&
        /\.(ts|tsx|mjs|cjs|js|json|sql|css|html|webmanifest)$/.test(file),
    )
    .flatMap((file) => read(file).match(/[A-Za-z_$][\w$]*/g) ?? []),
);

/** A heading's anchor, as GitHub makes it. */
const anchorOf = (heading: string) =>
  heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");

/** Each line of a Markdown text with whether it is inside a fenced block (the fences count as inside). */
function linesOf(text: string): { line: string; fenced: boolean }[] {
  let fenced = false;
  return text.split("\n").map((line) => {
    const fence = /^\s*```/.test(line);
    if (fence) fenced = !fenced;
    return { line, fenced: fenced || fence };
  });
}

const anchorsKnown = new Map<string, Set<string>>();
/** The anchors of a Markdown file's headings (a repeated heading's later ones end in -1, -2, …). */
function anchorsOf(file: string): Set<string> {
  const known = anchorsKnown.get(file);
  if (known) return known;
  const anchors = new Set<string>();
  for (const { line, fenced } of linesOf(read(file))) {
    const heading = fenced ? null : /^#{1,6}\s+(.*)$/.exec(line);
    if (!heading) continue;
    const anchor = anchorOf(heading[1] ?? "");
    let unique = anchor;
    for (let n = 1; anchors.has(unique); n++) unique = `${anchor}-${n}`;
    anchors.add(unique);
  }
  anchorsKnown.set(file, anchors);
  return anchors;
}

/** Whether a span (backticked, or bare in a comment) is a path to check, not something else with a `/` in it. */
function isPath(span: string): boolean {
  if (!/^[\w.@/-]+$/.test(span) || span.startsWith("/") || span.startsWith("@")) return false;
  const name = span.replace(/^\.\//, "");
  if (BUILT_FILES.has(name.split("/").pop() ?? "")) return false;
  if (!name.includes("/")) return HAS_EXTENSION.test(name) && !PACKAGES.has(name);
  const first = name.replace(/^(\.\.\/)+/, "").split("/")[0] ?? "";
  if (PACKAGES.has(first) || GENERATED.some((folder) => `${name}/`.startsWith(folder))) return false;
  return HAS_EXTENSION.test(name) || name.startsWith("../") || FOLDER_NAMES.has(first);
}

/** Whether a path named in `from` is in the repository. */
function pathHolds(name: string, from: string): boolean {
  const clean = name.replace(/^\.\//, "").replace(/\/$/, "");
  const candidates = HAS_EXTENSION.test(clean) ? [clean] : [clean, ...MODULE_EXTENSIONS.map((ext) => clean + ext)];
  return candidates.some((candidate) => {
    const local = path.posix.normalize(path.posix.join(path.posix.dirname(from), candidate));
    if (FILES.has(local) || FOLDERS.has(local)) return true;
    return !candidate.startsWith("../") && ENDINGS.has(candidate);
  });
}

const SYMBOL = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*(\(\))?$/;

/** A symbol the docs name: each of its dotted parts is a word of the code. */
const symbolHolds = (name: string) =>
  name
    .replace(/\(\)$/, "")
    .split(".")
    .every((word) => CODE_WORDS.has(word));

/** A link's target (relative to the Markdown file, or to the root from a comment) and its section. */
function linkHolds(target: string, from: string, markdown: boolean): boolean {
  const [name = "", anchor] = target.split("#");
  const here = path.posix.dirname(from);
  const file = name === "" ? from : markdown ? path.posix.normalize(path.posix.join(here, name)) : name;
  if (!FILES.has(file) && !FOLDERS.has(file.replace(/\/$/, ""))) return false;
  return anchor === undefined || (file.endsWith(".md") && anchorsOf(file).has(anchor));
}

/** A file's name or path written bare in a comment: a known extension says it is nothing else. */
const BARE_PATH = new RegExp(
  `(?<![\\w./@-])((?:\\.\\.?/)*[\\w@-][\\w.@-]*(?:/[\\w.@-]+)*\\.(?:${EXTENSIONS.join("|")}))(?![\\w/-])`,
  "g",
);
const BACKTICKED = /`([^`\n]+)`/g;
const DOCS_SECTION = /\bdocs\/[\w./-]+\.md#[\w-]+/g;

/** The text with each match of a pattern blanked out, so that offsets keep their lines. */
const blank = (text: string, pattern: RegExp) => text.replace(pattern, (match) => " ".repeat(match.length));

const commentsRead = new Map<string, { text: string; comments: { text: string; offset: number }[] }>();

/** The comments of a source file's text, each with its offset (read once for each text). */
function commentsOf(file: string, text: string): { text: string; offset: number }[] {
  const known = commentsRead.get(file);
  if (known?.text === text) return known.comments;
  const comments = parseComments(file, text);
  commentsRead.set(file, { text, comments });
  return comments;
}

function parseComments(file: string, text: string): { text: string; offset: number }[] {
  const kind = /\.tsx$/.test(file) ? ts.ScriptKind.TSX : /\.ts$/.test(file) ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found = new Map<number, string>();
  const collect = (ranges: readonly ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) found.set(range.pos, text.slice(range.pos, range.end));
  };
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.pos));
    collect(ts.getTrailingCommentRanges(text, node.end));
    // A page's own words (JSX text) are not code: a `//` in them is not a comment.
    if (node.kind !== ts.SyntaxKind.JsxText) for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...found].map(([offset, comment]) => ({ text: comment, offset }));
}

/** The folder trees' entries of a Markdown text: each entry's path and offset. */
function treeEntriesOf(text: string): { path: string; offset: number }[] {
  const entries: { path: string; offset: number }[] = [];
  const lines = text.split("\n");
  let offset = 0;
  let root: string | null = null;
  let fenced = false;
  const stack: string[] = [];
  for (const [i, line] of lines.entries()) {
    if (/^\s*```/.test(line)) {
      fenced = !fenced;
      root = fenced ? (/^([\w.-]+(?:\/[\w.-]+)*)\/\s*$/.exec(lines[i + 1] ?? "")?.[1] ?? null) : null;
      stack.length = 0;
    }
    const entry = root === null ? null : /^([│ ]*)[├└]── (\S+)/.exec(line);
    if (entry) {
      stack.length = Math.floor((entry[1] ?? "").length / 4);
      stack.push((entry[2] ?? "").replace(/\/$/, ""));
      entries.push({ path: `${root ?? ""}/${stack.join("/")}`, offset });
    }
    offset += line.length + 1;
  }
  return entries;
}

/** Every reference a file makes, each with whether it holds. */
function referencesIn({ file, text, markdown }: Source): Reference[] {
  const found: Reference[] = [];
  const lineStarts = [0, ...[...text.matchAll(/\n/g)].map((m) => m.index + 1)];
  const lineAt = (offset: number) => lineStarts.findLastIndex((start) => start <= offset) + 1;
  const add = (offset: number, kind: Kind, name: string, holds: boolean) =>
    found.push({ file, line: lineAt(offset), kind, text: name, holds });

  const prose = linesOf(text)
    .map(({ line, fenced }) => (fenced ? " ".repeat(line.length) : line))
    .join("\n");
  const parts = markdown ? [{ text: prose, offset: 0 }] : commentsOf(file, text);
  for (const part of parts) {
    for (const match of part.text.matchAll(BACKTICKED)) {
      const name = (match[1] ?? "").trim().replace(/:\d+$/, "");
      const at = part.offset + match.index;
      if (isPath(name)) add(at, "path", name, pathHolds(name, file));
      else if (markdown && SYMBOL.test(name) && !NOT_CODE.has(name)) add(at, "symbol", name, symbolHolds(name));
    }
    const outside = blank(part.text, BACKTICKED);
    if (markdown) {
      for (const match of outside.matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = match[1] ?? "";
        if (!/^[a-z]+:/.test(target)) add(part.offset + match.index, "link", target, linkHolds(target, file, true));
      }
    } else {
      for (const match of outside.matchAll(DOCS_SECTION))
        add(part.offset + match.index, "link", match[0], linkHolds(match[0], file, false));
      for (const match of blank(outside, DOCS_SECTION).matchAll(BARE_PATH)) {
        const name = match[1] ?? "";
        if (isPath(name)) add(part.offset + match.index, "path", name, pathHolds(name, file));
      }
    }
  }
  if (markdown)
    for (const entry of treeEntriesOf(text))
      add(entry.offset, "tree", entry.path, FILES.has(entry.path) || FOLDERS.has(entry.path));
  return found;
}

const SOURCES: Source[] = [...FILES].flatMap((file): Source[] => {
  if (file.startsWith("docs/") ? file.endsWith(".md") : ["README.md", "SECURITY.md"].includes(file))
    return [{ file, text: read(file), markdown: true }];
  if (/^(src|tests|scripts)\/.*\.(ts|tsx|mjs|cjs)$/.test(file)) return [{ file, text: read(file), markdown: false }];
  return [];
});

/** Where a comment calls the product rules by the name they had before docs/product held them. */
const OLD_NAME = /\bthe spec\b/i;

/** The comments of the code's files that use the old name, each with its file and line. */
function oldNamesIn({ file, text }: Source): string[] {
  const lineOf = (offset: number) => text.slice(0, offset).split("\n").length;
  return commentsOf(file, text).flatMap((comment) => {
    const at = OLD_NAME.exec(comment.text);
    return at ? [`${file}:${lineOf(comment.offset + at.index)} ${comment.text.split("\n")[0]?.trim() ?? ""}`] : [];
  });
}

const broken = (references: Reference[]) =>
  references.filter((r) => !r.holds).map((r) => `${r.file}:${r.line} ${r.kind} \`${r.text}\``);

describe("the docs and the comments name what is there", () => {
  const all = SOURCES.flatMap(referencesIn);

  it("reads the references of the docs and the comments", () => {
    const count = (kind: Kind) => all.filter((r) => r.kind === kind).length;
    console.info(
      `${all.length} references checked: ${count("path")} paths, ${count("symbol")} symbols, ${count("link")} links, ${count("tree")} tree entries`,
    );
    expect(count("path")).toBeGreaterThan(300);
    expect(count("symbol")).toBeGreaterThan(300);
    expect(count("link")).toBeGreaterThan(100);
    expect(count("tree")).toBeGreaterThan(40);
  });

  it("finds every path, symbol, link and tree entry they name", () => {
    const found = broken(all);
    expect(found, `Each of these names what is not there:\n${found.join("\n")}\n`).toEqual([]);
  });

  it("has no comment that cites the product rules by their old name, but states the rule or its docs/product section", () => {
    const found = SOURCES.filter((source) => !source.markdown).flatMap(oldNamesIn);
    expect(
      found,
      `Each of these should state the rule, or name its docs/product section:\n${found.join("\n")}\n`,
    ).toEqual([]);
  });

  it("names a comment that uses the old name, and not a string that does", () => {
    const planted = [
      'export const title = "the spec says so";',
      "/** The answer,",
      " * in The Spec's words. */",
      "export const answer = 42;",
    ].join("\n");
    expect(oldNamesIn({ file: "src/server/planted.ts", text: planted, markdown: false })).toEqual([
      "src/server/planted.ts:3 /** The answer,",
    ]);
  });

  it("names each thing that is not there, with its file and line", () => {
    const markdown = [
      "# Planted",
      "The save is `src/server/play/write-game.ts`, run by `runFollowUps`; [rules](product/gameplay.md#mode-rules).",
      "Once it was `db/prepared.ts`, called by `prepareTheWrite()`; see [nowhere](product/gameplay.md#no-such-rules).",
      "```",
      "src/server/",
      "├── play/",
      "└── nowhere/",
      "```",
    ].join("\n");
    const comment = [
      "/** Written by write-game.ts and `play/fact-stats.ts`, as docs/product/gameplay.md#saving-a-game says. */",
      "// Sent by play/no-such-file.ts, as docs/product/gameplay.md#no-such-section says.",
      "export const planted = 1;",
    ].join("\n");
    expect([
      ...broken(referencesIn({ file: "docs/planted.md", text: markdown, markdown: true })),
      ...broken(referencesIn({ file: "src/server/planted.ts", text: comment, markdown: false })),
    ]).toEqual([
      "docs/planted.md:3 path `db/prepared.ts`",
      "docs/planted.md:3 symbol `prepareTheWrite()`",
      "docs/planted.md:3 link `product/gameplay.md#no-such-rules`",
      "docs/planted.md:7 tree `src/server/nowhere`",
      "src/server/planted.ts:2 link `docs/product/gameplay.md#no-such-section`",
      "src/server/planted.ts:2 path `play/no-such-file.ts`",
    ]);
  });
});
