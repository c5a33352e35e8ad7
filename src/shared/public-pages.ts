/**
 * Pre-rendered pages that are plain documents for a visitor nobody is signed in
 * as: the app is only started on them for a signed-in child or parent.
 */
export const STATIC_DOCUMENT_PATHS = [
  "/",
  "/game-modes",
  "/FAQ",
  "/best-maths-app",
  "/best-free-maths-app",
  "/how-it-works",
  "/privacy-policy",
  "/terms",
  "/cookie-policy",
  "/accessibility",
] as const;

/** Public pages rendered to HTML at build time: the static documents and the forms the app hydrates. */
export const PRERENDERED_PATHS = [
  ...STATIC_DOCUMENT_PATHS,
  "/parent/signup",
  "/parent/login",
  "/child/login",
  "/forgot-password",
  "/support",
] as const;

/** The SPA fallback's own URL, which the service worker precaches to answer every navigation offline. */
export const SPA_FALLBACK_URL = "/__spa-fallback.html";

/** Pages listed in sitemap.xml: the public pages worth finding from a search engine. */
export const SITEMAP_PATHS = [
  "/",
  "/game-modes",
  "/how-it-works",
  "/FAQ",
  "/best-maths-app",
  "/best-free-maths-app",
  "/parent/signup",
  "/support",
  "/privacy-policy",
  "/terms",
  "/cookie-policy",
  "/accessibility",
] as const;

/** Paths that search engines are asked not to crawl: personal, guarded and play pages, and the API. */
export const ROBOTS_DISALLOWED = [
  "/api/",
  "/parent/dashboard",
  "/parent/account",
  "/parent/coach-mode",
  "/parent/analytics/",
  "/parent/avatar-builder/",
  "/parent/challenges",
  "/parent/reset-password",
  "/parent/verify-email",
  "/child/dashboard",
  "/child/avatar-builder/",
  "/play/",
] as const;

/** The date shown on the privacy policy, terms and cookie policy. */
export const LEGAL_LAST_UPDATED = "16 June 2025";

/** When the accessibility statement was prepared and last reviewed (docs/product/accessibility-statement.md). */
export const ACCESSIBILITY_STATEMENT_REVIEWED = "30 November 2026";

/**
 * The site's public origin for canonical links and the sitemap, fixed at build
 * time: PUBLIC_SITE_URL, else PUBLIC_URL, else the local default.
 */
export function siteOrigin(env: Record<string, string | undefined>): string {
  const value = env.PUBLIC_SITE_URL || env.PUBLIC_URL || "http://localhost:3000";
  return new URL(value).origin;
}

export function robotsTxt(origin: string): string {
  const lines = ["User-agent: *", "Allow: /", ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`)];
  return `${lines.join("\n")}\n\nSitemap: ${origin}/sitemap.xml\n`;
}

export function sitemapXml(origin: string): string {
  const urls = SITEMAP_PATHS.map((path) => `  <url><loc>${origin}${path === "/" ? "/" : path}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
