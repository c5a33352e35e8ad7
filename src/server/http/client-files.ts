import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export interface ClientFiles {
  /** Pre-rendered pages by URL path, e.g. "/game-modes" → its HTML. */
  pages: Map<string, string>;
  /** The SPA fallback HTML for every other path. */
  fallback: string | null;
  /** CSP hashes of the inline scripts React Router writes into the HTML. */
  scriptHashes: string[];
}

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    if (entry === "assets") continue;
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (entry.endsWith(".html")) out.push(full);
  }
  return out;
}

/** Reads the built client once at start-up. */
export function loadClientFiles(clientDir: string): ClientFiles {
  const pages = new Map<string, string>();
  const hashes = new Set<string>();
  let fallback: string | null = null;
  if (!existsSync(clientDir)) return { pages, fallback, scriptHashes: [] };
  for (const file of walk(clientDir)) {
    const html = readFileSync(file, "utf8");
    for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
      const body = match[1] ?? "";
      if (body.trim()) hashes.add(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
    }
    const rel = path.relative(clientDir, file).split(path.sep).join("/");
    if (rel === "__spa-fallback.html") fallback = html;
    else if (rel === "index.html") pages.set("/", html);
    else if (rel.endsWith("/index.html")) pages.set(`/${rel.slice(0, -"/index.html".length)}`, html);
  }
  fallback ??= pages.get("/") ?? null;
  return { pages, fallback, scriptHashes: [...hashes] };
}

type Encoding = "br" | "gzip";

/** The best encoding the browser accepts for a page, if any. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = (acceptEncoding ?? "").toLowerCase();
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return null;
}

const compressedPages = new Map<string, Buffer>();

/** A page compressed once and kept: pages are few and never change while the server runs. */
export function compressedPage(html: string, encoding: Encoding): Buffer {
  const key = `${encoding}:${html}`;
  let body = compressedPages.get(key);
  if (!body) {
    body =
      encoding === "br"
        ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        : gzipSync(html, { level: 9 });
    compressedPages.set(key, body);
  }
  return body;
}
