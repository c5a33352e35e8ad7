import type { FastifyRequest } from "fastify";
import type { AppDeps } from "../deps";
import type { ChildActor, ParentActor } from "./actor";
import { SESSION_COOKIE, bearerToken, readCookie } from "./cookies";
import { findChildSession, findParentSession } from "./sessions";

declare module "fastify" {
  interface FastifyRequest {
    resolvedActors?: { parent: ParentActor | null; child: ChildActor | null };
  }
}

/** Looks up the parent (cookie) and child (bearer) sessions of a request, once per request. */
export function actorResolver(deps: AppDeps) {
  return async (req: FastifyRequest) => {
    if (req.resolvedActors) return req.resolvedActors;
    const now = deps.clock();
    const db = deps.database.db;
    const cookie = readCookie(req, SESSION_COOKIE);
    const bearer = bearerToken(req);
    const [parent, child] = await Promise.all([
      cookie ? findParentSession(db, cookie, now) : null,
      bearer ? findChildSession(db, bearer, now) : null,
    ]);
    req.resolvedActors = { parent, child };
    return req.resolvedActors;
  };
}
