import fastifyCookie from "@fastify/cookie";
import fastifyHelmet from "@fastify/helmet";
import fastifyRateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import { Redis } from "ioredis";
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance, type FastifyReply } from "fastify";
import { messages, productMessages } from "../shared/messages";
import { health } from "../shared/api/health";
import { registerAccountRoutes } from "./accounts/routes";
import { callerResolver } from "./auth/resolve-actor";
import { registerCaptchaRoutes } from "./captcha/routes";
import { registerChildAuthRoutes } from "./child-auth/routes";
import { registerChildrenRoutes } from "./children/routes";
import type { AppDeps } from "./deps";
import { AppError } from "./http/app-error";
import { compressedPage, loadClientFiles, pickEncoding } from "./http/client-files";
import { buildOpenApi } from "./http/openapi";
import { isDatabaseUnavailable } from "./db/unavailable";
import { EMBEDDED_MAX_ACTIVE_REQUESTS, registerLoadShedding, SHED_RETRY_AFTER_SECONDS } from "./http/load-shedding";
import { requestPath } from "./http/request-path";
import { createRouter } from "./http/router";
import { registerPlayRoutes } from "./play/routes";
import { registerSupportRoutes } from "./support/routes";

export interface BuildAppOptions {
  /** Requests per minute per IP on the API; `false` turns the limit off (benchmarks). */
  rateLimitPerMinute?: number | false;
  /** API requests the embedded database serves at once before turning the next away (tests set it low). */
  embeddedMaxActive?: number;
  /** Routes outside the contract, registered before the client files (the browser tests' clock). */
  extraRoutes?: (app: FastifyInstance) => void;
}

const VERSION = "0.1.0";

/** Builds the HTTP app: the API under /api and the built client for every other path. */
export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const logger: FastifyBaseLogger = deps.log;
  const app = Fastify({
    loggerInstance: logger,
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1_048_576,
    return503OnClosing: true,
    // A malformed or over-long path is answered in the API's error shape, never echoed back.
    frameworkErrors: (error, _req, reply: FastifyReply) => {
      const tooLong = error.code === "FST_ERR_MAX_PARAM_LENGTH";
      void reply.code(tooLong ? 414 : 400).send({
        error: { code: tooLong ? "uri_too_long" : "bad_request", message: productMessages.badRequest },
      });
    },
  });

  const client = loadClientFiles(deps.config.clientDir);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...client.scriptHashes],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        // The captcha's proof of work runs in a worker file of our own (no blob: workers).
        workerSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: deps.config.secureCookies ? [] : null,
      },
    },
    hsts: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCookie);
  if (options.rateLimitPerMinute !== false) {
    // In memory for one instance; in Redis when REDIS_URL is set, so that every instance shares the counts.
    const redis = deps.config.redisUrl
      ? new Redis(deps.config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true })
      : null;
    // Unreachable Redis must not stop the API: limits are skipped until it is back (skipOnError).
    await redis?.connect().catch((error: unknown) => deps.log.error({ err: error }, "Redis is unreachable"));
    if (redis) {
      app.addHook("onClose", async () => {
        await redis.quit();
      });
    }
    await app.register(fastifyRateLimit, {
      ...(redis && { redis, nameSpace: "maths-sprint:rate-limit:", skipOnError: true }),
      max: options.rateLimitPerMinute ?? 600,
      timeWindow: 60_000,
      // Decided by the matched route: a request line in absolute form (http://host/api/...) is counted too.
      allowList: (req) => req.routeOptions.config.api !== true,
      errorResponseBuilder: () => ({
        statusCode: 429,
        error: { code: "rate_limited", message: productMessages.tooManyAttempts },
      }),
    });
  }

  // Hashed, immutable scripts and styles go without the policy's long header (it governs documents and API answers).
  app.addHook("onSend", async (req, reply, payload) => {
    if (requestPath(req.url).startsWith("/assets/")) reply.removeHeader("content-security-policy");
    return payload;
  });

  app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.status).send({
        error: { code: error.code, message: error.message, ...(error.fields && { fields: error.fields }) },
      });
    }
    if (isDatabaseUnavailable(error)) {
      req.log.warn({ err: error }, "Database unavailable; answered 503");
      return reply
        .code(503)
        .header("retry-after", String(SHED_RETRY_AFTER_SECONDS))
        .send({ error: { code: "service_unavailable", message: productMessages.serviceBusy } });
    }
    const status = typeof error.statusCode === "number" ? error.statusCode : 500;
    if (status === 429) {
      return reply.code(429).send({ error: { code: "rate_limited", message: productMessages.tooManyAttempts } });
    }
    if (status >= 400 && status < 500) {
      return reply
        .code(status)
        .send({ error: { code: error.code ?? "bad_request", message: productMessages.badRequest } });
    }
    // Through the logger's error serializer: code and message, never the failed query's values.
    req.log.error({ err: error }, "Unhandled error");
    return reply.code(500).send({ error: { code: "internal_error", message: messages.unexpectedError } });
  });

  if (deps.database.kind === "pglite")
    registerLoadShedding(app, options.embeddedMaxActive ?? EMBEDDED_MAX_ACTIVE_REQUESTS);
  const router = createRouter(app, deps, callerResolver(deps));
  router.handle(health, async (_input, { deps: d, reply }) => {
    const ok = await d.database.ping();
    if (!ok) void reply.code(503);
    return { status: ok ? ("ok" as const) : ("unavailable" as const), database: d.database.kind };
  });
  registerAccountRoutes(router);
  registerChildAuthRoutes(router);
  registerChildrenRoutes(router);
  registerPlayRoutes(router);
  registerCaptchaRoutes(router);
  registerSupportRoutes(router);

  options.extraRoutes?.(app);

  const openApi = buildOpenApi(router.endpoints, VERSION);
  app.get("/api/openapi.json", (_req, reply) => reply.send(openApi));

  if (client.fallback) {
    await app.register(fastifyStatic, {
      root: deps.config.clientDir,
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
    const page = client.pages.get(pathname.replace(/\/$/, "") || "/") ?? client.fallback;
    if (!page) {
      return reply.code(404).type("text/plain").send("The app has not been built yet. Run `npm run build`.");
    }
    const encoding = pickEncoding(req.headers["accept-encoding"]);
    void reply
      .code(200)
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .header("vary", "Accept-Encoding");
    if (!encoding) return reply.send(page);
    return reply.header("content-encoding", encoding).send(compressedPage(page, encoding));
  });

  return app;
}
