import type { FastifyReply, FastifyRequest } from "fastify";
import { productMessages } from "../../shared/messages";
import { SESSION_COOKIE } from "../auth/cookies";
import { forbidden } from "./app-error";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * State-changing API requests must come from our own pages: a present Origin
 * must be ours, and a request carrying the parent cookie must carry an Origin.
 */
export function originCheck(publicUrl: string) {
  const configured = new URL(publicUrl).origin;
  const allowed = (req: FastifyRequest): boolean => {
    if (SAFE.has(req.method) || !req.url.startsWith("/api/")) return true;
    const origin = req.headers.origin;
    if (!origin) return !req.cookies[SESSION_COOKIE];
    return origin === configured || origin === `${req.protocol}://${req.host}`;
  };
  return (req: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) => {
    done(allowed(req) ? undefined : forbidden("origin_mismatch", productMessages.originMismatch));
  };
}
