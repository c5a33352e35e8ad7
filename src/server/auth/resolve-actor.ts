import type { FastifyRequest } from "fastify";
import type { AppDeps } from "../core/deps";
import { SESSION_COOKIE, bearerToken, readCookie } from "./cookies";
import type { Caller } from "./policies/caller";
import { findChildSession, findParentSession } from "./sessions";

/** Looks up the parent (cookie) and child (bearer) sessions of a request, once per request. */
export function callerResolver(deps: AppDeps) {
  const resolved = new WeakMap<FastifyRequest, Promise<Caller>>();
  const resolve = async (req: FastifyRequest): Promise<Caller> => {
    const now = deps.clock();
    const db = deps.database.db;
    const cookie = readCookie(req, SESSION_COOKIE);
    const bearer = bearerToken(req);
    const [parent, child] = await Promise.all([
      cookie ? findParentSession(db, cookie, now) : null,
      bearer ? findChildSession(db, bearer, now) : null,
    ]);
    return { parent, child };
  };
  return (req: FastifyRequest): Promise<Caller> => {
    let caller = resolved.get(req);
    if (!caller) {
      caller = resolve(req);
      resolved.set(req, caller);
    }
    return caller;
  };
}
