import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import type { FastifyInstance } from "fastify";
import helmet from "helmet";
import type { Config } from "../core/config";
import { requestPath } from "../core/request-path";

/** The security headers every answer carries, names in lower case: one list, made once at start. */
export type SecurityHeaders = readonly (readonly [name: string, value: string])[];

/**
 * The content security policy and the other security headers (helmet's set); `scriptHashes`
 * allow the client's inline scripts. Nothing in them depends on the request, so they are
 * worked out once here, from helmet run against a response of its own, and then put on every
 * answer: by the server before Fastify sees a request (`putSecurityHeaders`, which covers the
 * answers Fastify makes before any hook, such as a malformed URL's), and on a broken request's
 * answer, written to its socket (`answerClientError`).
 */
export function securityHeaders(config: Config, scriptHashes: string[]): SecurityHeaders {
  const apply = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptHashes],
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
        upgradeInsecureRequests: config.secureCookies ? [] : null,
      },
    },
    hsts: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  apply(request, response, () => undefined);
  return Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)] as const);
}

/** Puts the security headers on a response (an answer made later may still replace one, as /files does its policy). */
export function putSecurityHeaders(response: ServerResponse, headers: SecurityHeaders) {
  for (const [name, value] of headers) response.setHeader(name, value);
}

/**
 * The security headers on every request that reaches Fastify. The server has already put them on
 * every answer (app.ts); this hook is for the requests that come without the server, through
 * `app.inject` (the tests' in-process requests).
 */
export function registerSecurityHeaders(app: FastifyInstance, headers: SecurityHeaders) {
  app.addHook("onRequest", (_req, reply, done) => {
    putSecurityHeaders(reply.raw, headers);
    done();
  });
}

/** Hashed, immutable scripts and styles go without the policy's long header (it governs documents and API answers). */
export function dropPolicyOnAssets(app: FastifyInstance) {
  app.addHook("onSend", async (req, reply, payload) => {
    if (requestPath(req.url).startsWith("/assets/")) reply.removeHeader("content-security-policy");
    return payload;
  });
}
