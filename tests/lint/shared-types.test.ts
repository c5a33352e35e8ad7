import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const PLANTED = path.join(ROOT, "src/shared/fence-fixture.ts");

const { config: raw } = ts.readConfigFile(path.join(ROOT, "tsconfig.shared.json"), (file) => ts.sys.readFile(file));
const config = ts.parseJsonConfigFileContent(raw, ts.sys, ROOT);
const declarations = config.fileNames.filter((file) => file.endsWith(".d.ts"));

/** The libraries' and declarations' parsed files, read once for every check below. */
const parsedFiles = new Map<string, ts.SourceFile | undefined>();

/** What the type check of src/shared (tsconfig.shared.json) says of one file of shared code that is not on disk. */
function typeErrorsOf(code: string): string[] {
  const host = ts.createCompilerHost(config.options);
  const getSourceFile = host.getSourceFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (file) => file === PLANTED || fileExists(file);
  host.getSourceFile = (file, language, ...rest) =>
    file === PLANTED
      ? ts.createSourceFile(file, code, language)
      : (parsedFiles.get(file) ?? parsedFiles.set(file, getSourceFile(file, language, ...rest)).get(file));
  const program = ts.createProgram([PLANTED, ...declarations], config.options, host);
  return ts
    .getPreEmitDiagnostics(program, program.getSourceFile(PLANTED))
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
}

describe("shared code is type-checked with neither the DOM's types nor Node's", () => {
  it.each([
    ["process.env", "export const mode = process.env.NODE_ENV;", "Cannot find name 'process'"],
    ["globalThis.process", "export const mode = globalThis.process;", "typeof globalThis' has no index signature"],
    ["window", "export const width = window.innerWidth;", "Cannot find name 'window'"],
    ["document", "export const title = document.title;", "Cannot find name 'document'"],
    ["self", "export const worker = self;", "Cannot find name 'self'"],
    ["history", "export const back = () => history.back();", "Cannot find name 'history'"],
    ["localStorage", 'export const kept = localStorage.getItem("x");', "Cannot find name 'localStorage'"],
    ["import.meta.env", "export const mode = import.meta.env.MODE;", "Property 'env' does not exist"],
    ["Buffer", 'export const bytes = Buffer.from("x");', "Cannot find name 'Buffer'"],
    ["node:os", 'import os from "node:os";\nexport const cores = os.cpus();', "Cannot find module 'node:os'"],
  ])("refuses %s", (_name, code, message) => {
    expect(typeErrorsOf(code)).toEqual([expect.stringContaining(message)]);
  });

  it("takes what every platform has: the language and the URL API", () => {
    expect(
      typeErrorsOf(
        [
          'const link = new URL("/play?mode=tower", "https://example.com");',
          'export const mode = new URLSearchParams(link.search).get("mode") ?? link.origin;',
          "export const pairs = Object.fromEntries(link.searchParams);",
          "export const rounded = Math.round(Number('2.5')) + [1, 2].at(-1)!;",
        ].join("\n"),
      ),
    ).toEqual([]);
  });
});
