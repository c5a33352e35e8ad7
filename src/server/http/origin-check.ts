import type { FastifyReply, FastifyRequest } from "fastify";
import { productMessages } from "../../shared/messages";
import { SESSION_COOKIE } from "../auth/cookies";
import { forbidden } from "../core/app-error";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * State-changing API requests must come from our own pages: a present Origin
 * must be one of the configured origins exactly (never one made from the
 * request's own Host header), and a request carrying the parent cookie must
 * carry an Origin. Registered on each API route by the router, so that it is
 * decided by the route the request matched, whatever form its URL took.
 */
export function originCheck(allowedOrigins: readonly string[]) {
  const allowed = new Set(allowedOrigins);
  const passes = (req: FastifyRequest): boolean => {
    if (SAFE.has(req.method)) return true;
    const origin = req.headers.origin;
    if (!origin) return !req.cookies[SESSION_COOKIE];
    return allowed.has(origin);
  };
  return (req: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) => {
    done(passes(req) ? undefined : forbidden("origin_mismatch", productMessages.originMismatch));
  };
}
