// Build step after `react-router build`, on the pre-rendered pages (their content is
// already in the HTML, so the page is painted before any script has to arrive):
//
// - every pre-rendered page: the module preloads React Router writes into the head are
//   dropped, so that on a slow connection the page's style sheet and first paint do not
//   share the line with the app's JavaScript; the boot script at the end of the body
//   then loads the app as before. The SPA fallback keeps its preloads (it has nothing to
//   show until the app has loaded), moved to the end of its head: the app hydrates the head
//   by giving each element it renders the first unclaimed one of the same tag (Preact,
//   decision 0011) and renders no preloads there, so none may come before the style sheet.
// - static documents (src/client/static-document.ts): the boot script becomes inert text,
//   with the preloads in its data-preload attribute, and the gate in the head runs it only
//   for a signed-in visitor.
//
// Fails the build when a page is not as expected.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { PRERENDERED_PATHS, STATIC_DOCUMENT_PATHS } from "../../src/shared/public-pages";
import { APP_BOOT_ID, APP_GATE_ID } from "../../src/client/static-document";

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]*)"\/>/g;
const BOOT_OPENING = '<script type="module" async="">';

/** One pre-rendered page, as it is served. */
export function finishPage(html: string, page: string, staticDocument: boolean): string {
  const boots = html.split(BOOT_OPENING).length - 1;
  if (boots !== 1) throw new Error(`${page}: expected one boot script, found ${boots}`);
  const gate = html.includes(`<script id="${APP_GATE_ID}">`);
  if (gate !== staticDocument) throw new Error(`${page}: the app gate is ${gate ? "present" : "missing"}`);
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1] ?? "");
  const result = html.replace(MODULE_PRELOAD, "");
  if (!staticDocument) return result;
  const inert = `<script type="text/plain" id="${APP_BOOT_ID}" data-preload="${preloads.join(" ")}">`;
  const document = result.replace(BOOT_OPENING, inert);
  if (/<script[^>]*type="module"|<script[^>]*\bsrc=/.test(document)) throw new Error(`${page}: a script would load`);
  return document;
}

/** The SPA fallback, as it is served: its module preloads last in its head. */
export function finishFallback(html: string): string {
  const preloads = html.match(MODULE_PRELOAD) ?? [];
  if (preloads.length === 0) throw new Error("SPA fallback: no module preloads");
  const result = html.replace(MODULE_PRELOAD, "").replace("</head>", `${preloads.join("")}</head>`);
  if (result.split("</head>").length !== 2) throw new Error("SPA fallback: expected one head");
  return result;
}

export function htmlFileFor(clientDir: string, page: string): string {
  return path.join(clientDir, page === "/" ? "index.html" : `${page.slice(1)}/index.html`);
}

function main(clientDir: string): void {
  const staticPages = new Set<string>(STATIC_DOCUMENT_PATHS);
  for (const page of PRERENDERED_PATHS) {
    const file = htmlFileFor(clientDir, page);
    writeFileSync(file, finishPage(readFileSync(file, "utf8"), page, staticPages.has(page)));
  }
  const fallback = path.join(clientDir, "__spa-fallback.html");
  writeFileSync(fallback, finishFallback(readFileSync(fallback, "utf8")));
  console.log(
    `Pre-rendered pages finished: ${PRERENDERED_PATHS.length}, of which ${staticPages.size} load no JavaScript for visitors`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) main(process.argv[2] ?? "build/client");
