import fastifyCookie from "@fastify/cookie";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import { registerAccountRoutes } from "./accounts/routes";
import { registerAnalyticsRoutes } from "./analytics/routes";
import { registerAvatarRoutes } from "./avatars/routes";
import { registerBadgeRoutes } from "./badges/routes";
import { registerBillingRoutes, registerPaymentWebhook } from "./billing/routes";
import { callerResolver } from "./auth/resolve-actor";
import { registerCaptchaRoutes } from "./captcha/routes";
import { registerChallengeRoutes } from "./challenges/routes";
import { registerChildAuthRoutes } from "./child-auth/routes";
import { registerChildrenRoutes } from "./children/routes";
import type { AppDeps } from "./core/deps";
import { registerFamilyDataRoutes } from "./family-data/routes";
import { registerFileRoutes } from "./files/routes";
import { registerHealthRoutes } from "./health/routes";
import { loadClientFiles } from "./http/client-files";
import { registerClientPages } from "./http/client-pages";
import { answerClientError, handleError, handleFrameworkError } from "./http/error-handler";
import { EMBEDDED_MAX_ACTIVE_REQUESTS, registerLoadShedding } from "./http/load-shedding";
import { buildOpenApi } from "./http/openapi";
import { registerRateLimit } from "./http/rate-limit";
import { createRouter } from "./http/router";
import {
  dropPolicyOnAssets,
  putSecurityHeaders,
  registerSecurityHeaders,
  securityHeaders,
} from "./http/security-headers";
import { createHttpServer, HTTP_TIMEOUTS, registerBodyDeadline, type HttpTimeouts } from "./http/timeouts";
import { registerMetrics } from "./metrics/routes";
import { registerMissionRoutes } from "./missions/routes";
import { registerPlayRoutes } from "./play/routes";
import { followUpSteps } from "./follow-up-steps";
import { registerReferralRoutes } from "./referrals/routes";
import { registerUnsubscribeLink, registerWeeklyReportRoutes } from "./reports/routes";
import { registerSupportRoutes } from "./support/routes";
import { registerTestimonialRoutes } from "./testimonials/routes";
import { countInHand } from "./core/requests-in-hand";

export interface BuildAppOptions {
  /** Requests per minute per IP on the API; `false` turns the limit off (benchmarks). */
  rateLimitPerMinute?: number | false;
  /** API requests the embedded database serves at once before turning the next away (tests set it low, or off with Infinity). */
  embeddedMaxActive?: number;
  /** How long the server waits on clients (tests set them low); HTTP_TIMEOUTS for what is not given. */
  timeouts?: Partial<HttpTimeouts>;
  /** Routes outside the contract, registered before the client files (the browser tests' clock). */
  extraRoutes?: (app: FastifyInstance) => void;
}

const VERSION = "0.1.0";

/** Builds the HTTP app: the API under /api and the built client for every other path. */
export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const logger: FastifyBaseLogger = deps.log;
  const client = loadClientFiles(deps.config.clientDir);
  const headers = securityHeaders(deps.config, client.scriptHashes);
  const timeouts: HttpTimeouts = { ...HTTP_TIMEOUTS, ...options.timeouts };
  const app = Fastify({
    loggerInstance: logger,
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1_048_576,
    return503OnClosing: true,
    frameworkErrors: handleFrameworkError,
    clientErrorHandler: answerClientError(headers, logger),
    // Every answer starts with the security headers, put on before Fastify sees the request: its
    // own answers made before any hook runs (a malformed URL, the 503 while closing) carry them too.
    serverFactory: (handler) =>
      createHttpServer((req, res) => {
        countInHand(res);
        putSecurityHeaders(res, headers);
        handler(req, res);
      }, timeouts),
  });

  registerSecurityHeaders(app, headers);
  registerBodyDeadline(app, timeouts);
  await app.register(fastifyCookie);
  if (options.rateLimitPerMinute !== false) await registerRateLimit(app, deps, options.rateLimitPerMinute ?? 600);
  dropPolicyOnAssets(app);
  app.setErrorHandler(handleError);
  registerMetrics(app, deps);

  // Admission control on the embedded database, unless the limit is off (most tests).
  const embeddedMaxActive = options.embeddedMaxActive ?? EMBEDDED_MAX_ACTIVE_REQUESTS;
  const admission =
    deps.database.kind === "pglite" && Number.isFinite(embeddedMaxActive)
      ? registerLoadShedding(app, embeddedMaxActive)
      : null;
  if (admission) deps.metrics.watchAdmission(() => admission.snapshot());
  const router = createRouter(app, deps, callerResolver(deps));
  registerHealthRoutes(router, admission);
  registerAccountRoutes(router);
  registerChildAuthRoutes(router);
  registerChildrenRoutes(router);
  registerPlayRoutes(router, followUpSteps);
  registerCaptchaRoutes(router);
  registerSupportRoutes(router);
  registerTestimonialRoutes(router);
  registerBillingRoutes(router);
  registerPaymentWebhook(app, deps);
  registerFamilyDataRoutes(router);
  registerReferralRoutes(router);
  registerAnalyticsRoutes(router);
  registerBadgeRoutes(router);
  registerChallengeRoutes(router);
  registerMissionRoutes(router);
  registerAvatarRoutes(router);
  registerWeeklyReportRoutes(router);
  registerUnsubscribeLink(app, deps);
  registerFileRoutes(app, deps);

  options.extraRoutes?.(app);

  // Made at its first request, once: a start does not wait for a document few ask for.
  let openApi: ReturnType<typeof buildOpenApi> | null = null;
  app.get("/api/openapi.json", (_req, reply) => reply.send((openApi ??= buildOpenApi(router.endpoints, VERSION))));

  await registerClientPages(app, deps.config.clientDir, client);

  return app;
}
