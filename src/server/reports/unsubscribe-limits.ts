import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  UNSUBSCRIBE_FORGED_LINKS_PER_ADDRESS,
  UNSUBSCRIBE_LIMIT_WINDOW_MS,
  UNSUBSCRIBE_TURN_OFFS_PER_LINK,
} from "../../shared/constants";
import type { AppDeps } from "../core/deps";

/**
 * What the unsubscribe link counts, each a check and its count in one step
 * (the API's rate-limit store: in memory, or shared through Redis and in
 * memory while Redis is away, `redisOrMemoryStore`). A false
 * answer means the allowance is used up.
 */
export interface UnsubscribeLimits {
  /** A link that is not ours, against the client's address. */
  notOurs(): Promise<boolean>;
  /** One turn-off of the weekly report by this link, whoever posts it. */
  turnOff(): Promise<boolean>;
}

type Limiter = ReturnType<FastifyInstance["createRateLimit"]>;

const tokenOf = (req: FastifyRequest) => {
  const token = (req.query as Record<string, unknown> | undefined)?.token;
  return typeof token === "string" ? token : "";
};

/** One server's limiters, made once (each has a store of its own); none when the API's limits are off. */
const limitersByServer = new WeakMap<AppDeps, { notOurs: Limiter; turnOff: Limiter } | null>();

function limitersFor(deps: AppDeps, server: FastifyInstance) {
  if (!limitersByServer.has(deps)) {
    limitersByServer.set(
      deps,
      server.hasDecorator("createRateLimit")
        ? {
            notOurs: server.createRateLimit({
              max: UNSUBSCRIBE_FORGED_LINKS_PER_ADDRESS,
              timeWindow: UNSUBSCRIBE_LIMIT_WINDOW_MS,
              keyGenerator: (req) => `unsubscribe-not-ours:${req.ip}`,
            }),
            turnOff: server.createRateLimit({
              max: UNSUBSCRIBE_TURN_OFFS_PER_LINK,
              timeWindow: UNSUBSCRIBE_LIMIT_WINDOW_MS,
              keyGenerator: (req) =>
                `unsubscribe-turn-off:${createHash("sha256").update(tokenOf(req)).digest("base64url")}`,
            }),
          }
        : null,
    );
  }
  return limitersByServer.get(deps) ?? null;
}

const allowed = async (limiter: Limiter | undefined, req: FastifyRequest) => {
  if (!limiter) return true;
  const result = await limiter(req);
  return result.isAllowed || !result.isExceeded;
};

/** The limits of one request to the unsubscribe link (nothing is counted until a limit is asked). */
export function unsubscribeLimits(deps: AppDeps, req: FastifyRequest): UnsubscribeLimits {
  const limiters = limitersFor(deps, req.server);
  return {
    notOurs: () => allowed(limiters?.notOurs, req),
    turnOff: () => allowed(limiters?.turnOff, req),
  };
}
