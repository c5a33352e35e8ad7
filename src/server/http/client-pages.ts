import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { productMessages } from "../../shared/messages";
import { SPA_FALLBACK_URL } from "../../shared/public-pages";
import { isAppPath } from "../../shared/routing/app-routes";
import { type ClientFiles, compressedPage, pickEncoding } from "./client-files";
import { requestPath } from "../core/request-path";

/**
 * The built client: its files from `clientDir`, and its pages (the app's HTML) for every other GET:
 * 200 for a page of the app (a pre-rendered page, a path of the route table, the SPA fallback's own
 * URL that the service worker precaches), and 404 with the same HTML for any other path, so that the
 * app shows its 404 screen and search engines and monitors see a 404. Anything else unmatched, and
 * every unknown /api path, is a 404 in the API's shape.
 */
export async function registerClientPages(app: FastifyInstance, clientDir: string, client: ClientFiles) {
  if (client.fallback) {
    await app.register(fastifyStatic, {
      root: clientDir,
      index: false,
      wildcard: true,
      // The build writes .br and .gz copies of text assets; the best one the browser accepts is sent.
      preCompressed: true,
      // The cache-control header comes from setHeaders alone.
      cacheControl: false,
      // Files only (they have an extension); pages and folders go to the page handler below.
      allowedPath: (pathName) => /\.[a-z0-9]+$/i.test(pathName) && !pathName.endsWith(".html"),
      setHeaders: (res, filePath) => {
        res.setHeader(
          "cache-control",
          filePath.includes("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
        );
      },
    });
  }

  app.setNotFoundHandler((req, reply) => {
    const pathname = requestPath(req.url);
    if (pathname.startsWith("/api/") || pathname === "/api" || (req.method !== "GET" && req.method !== "HEAD")) {
      return reply.code(404).send({ error: { code: "not_found", message: productMessages.notFound } });
    }
    // A missing file (an old build's script, say) is a 404, never the app's HTML with a 200.
    if (/\.[a-z0-9]+$/i.test(pathname) && !pathname.endsWith(".html")) {
      return reply.code(404).type("text/plain; charset=utf-8").send("Not found");
    }
    const prerendered = client.pages.get(pathname.replace(/\/$/, "") || "/");
    const page = prerendered ?? client.fallback;
    if (!page) {
      return reply.code(404).type("text/plain").send("The app has not been built yet. Run `npm run build`.");
    }
    const encoding = pickEncoding(req.headers["accept-encoding"]);
    const known = prerendered !== undefined || pathname === SPA_FALLBACK_URL || isAppPath(pathname);
    void reply
      .code(known ? 200 : 404)
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .header("vary", "Accept-Encoding");
    if (!encoding) return reply.send(page);
    return reply.header("content-encoding", encoding).send(compressedPage(page, encoding));
  });
}
