import type { FastifyInstance, FastifyRequest } from "fastify";
import { productMessages } from "../../shared/messages";
import { markTurnedAway } from "../core/metrics";

/**
 * How many API requests the embedded database serves at once; the next ones
 * are turned away at once with 503 and Retry-After instead of queueing.
 *
 * PGlite has one connection and runs one statement at a time. A save takes a
 * few milliseconds of its time, so 16 requests in hand drain in a fraction of
 * a second; real play (200 children each saving every 4 s, `npm run bench`)
 * keeps one or two in hand. Measured flat out on 200 connections: at 64 in
 * hand some admitted saves waited past 10 s while the loop also turned away
 * thousands of resent requests; at 16 none waited past about 5 s. The game
 * outbox sends a refused save again after Retry-After.
 */
export const EMBEDDED_MAX_ACTIVE_REQUESTS = 16;
/** Seconds a turned-away client is asked to wait before trying again. */
export const SHED_RETRY_AFTER_SECONDS = 2;

/**
 * Admission control for the API routes (decided by route) on the embedded
 * database. Health checks always pass, so that an operator sees a busy server
 * as up.
 *
 * A place is taken once the request's body is in (preValidation), not when its
 * headers are: a client that sends headers and then its body slowly, or never,
 * waits on its own socket (and is let go at the body's deadline, timeouts.ts)
 * without holding a place the database's work needs. Fifty such sockets once
 * turned every other API request away for as long as they stayed open.
 */
export function registerLoadShedding(
  app: FastifyInstance,
  maxActive: number,
  now: () => number = () => performance.now(),
): Admission {
  let active = 0;
  const shed = perSecondCounts(now);
  // A place is given back once the request's work is done (its answer made) AND its connection is
  // through with it (the response's "close", which comes once whatever happens). Fastify's
  // onResponse and onRequestAbort miss a client that sent its whole request and left before the
  // answer (a phone losing its signal), whose place would be kept for ever; and "close" alone comes
  // while such a request's save still runs, which would let a 17th in beside it.
  const held = new WeakMap<FastifyRequest, { answered: boolean; closed: boolean }>();
  const settle = (req: FastifyRequest, end: "answered" | "closed") => {
    const place = held.get(req);
    if (!place) return;
    place[end] = true;
    if (place.answered && place.closed) {
      held.delete(req);
      active--;
    }
  };
  app.addHook("preValidation", async (req, reply) => {
    if (req.routeOptions.config.api !== true || req.routeOptions.url === "/api/health") return;
    if (active >= maxActive) {
      shed.add();
      markTurnedAway(reply, "shed");
      return reply
        .code(503)
        .header("retry-after", String(SHED_RETRY_AFTER_SECONDS))
        .send({ error: { code: "service_busy", message: productMessages.serviceBusy } });
    }
    active++;
    // A client may have gone already, its whole request sent: its work still runs, and its place
    // is given back when that is done.
    held.set(req, { answered: false, closed: reply.raw.destroyed });
    if (!reply.raw.destroyed) reply.raw.once("close", () => settle(req, "closed"));
  });
  app.addHook("onSend", (req, _reply, payload, done) => {
    settle(req, "answered");
    done(null, payload);
  });
  return { snapshot: () => ({ limit: maxActive, inUse: active, shedLastMinute: shed.lastMinute() }) };
}

/** The admission control's state, for the health check and the metrics. */
export interface AdmissionSnapshot {
  /** Requests served at once at most. */
  limit: number;
  /** Places taken now. */
  inUse: number;
  /** Requests turned away in the last 60 seconds. */
  shedLastMinute: number;
}

export interface Admission {
  snapshot(): AdmissionSnapshot;
}

/** Events counted by the second over the last minute (`now` in milliseconds, monotonic). */
function perSecondCounts(now: () => number) {
  const counts = new Array<number>(60).fill(0);
  // The second each slot counts; a slot is reused, emptied, once its second is a minute old.
  const seconds = new Array<number>(60).fill(Number.NEGATIVE_INFINITY);
  return {
    add() {
      const second = Math.floor(now() / 1000);
      const slot = second % 60;
      if (seconds[slot] !== second) {
        seconds[slot] = second;
        counts[slot] = 0;
      }
      counts[slot] = (counts[slot] ?? 0) + 1;
    },
    lastMinute() {
      const second = Math.floor(now() / 1000);
      let total = 0;
      for (let slot = 0; slot < 60; slot++) {
        if (second - (seconds[slot] ?? Number.NEGATIVE_INFINITY) < 60) total += counts[slot] ?? 0;
      }
      return total;
    },
  };
}
