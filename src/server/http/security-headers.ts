import fastifyHelmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config";
import { requestPath } from "./request-path";

/** The content security policy and the other security headers; `scriptHashes` allow the client's inline scripts. */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config, scriptHashes: string[]) {
  await app.register(fastifyHelmet, {
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
}

/** Hashed, immutable scripts and styles go without the policy's long header (it governs documents and API answers). */
export function dropPolicyOnAssets(app: FastifyInstance) {
  app.addHook("onSend", async (req, reply, payload) => {
    if (requestPath(req.url).startsWith("/assets/")) reply.removeHeader("content-security-policy");
    return payload;
  });
}
