import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { PassThrough } from "node:stream";
import type { FastifyInstance } from "fastify";
import { productMessages } from "../../shared/messages";
import { AVATAR_IMAGE_TIMEOUT_MS } from "../../shared/constants";
import { AppError } from "../core/app-error";

/** How long the server waits on a client, in milliseconds (docs/SECURITY.md, "Availability"). */
export interface HttpTimeouts {
  /** From a connection's opening, or a request's first byte, to the end of its headers. */
  headersMs: number;
  /** From the end of a request's headers to the end of its body. */
  bodyMs: number;
  /** The same for an upload (a route that takes raw bytes). */
  uploadBodyMs: number;
  /** A connection kept open for the client's next request, idle. */
  keepAliveMs: number;
  /** A connection with no bytes going either way while a request is in hand (its answer worked out, or left unread). */
  idleSocketMs: number;
  /** How often Node looks for connections past their headers' or request's deadline. */
  checkEveryMs: number;
}

/**
 * Long enough for a phone on a poor signal, short enough that a client that stalls (or holds
 * connections open on purpose) lets go of its socket within seconds.
 */
export const HTTP_TIMEOUTS: Readonly<HttpTimeouts> = {
  // A request line and its headers fit in a packet or two: even with a lost packet resent
  // (after 1 s, then 2 s) they are in within a few seconds. A connection that sends nothing
  // at all is closed after the same time.
  headersMs: 5_000,
  // The API's bodies are small: a finished 40-question game is a few KB, the largest form far
  // less than 100 KB, which is 10 s at 80 kbit/s (a poor mobile upload). A game answered 408
  // stays in the outbox and is sent again.
  bodyMs: 10_000,
  // The only upload is a badge's image (admin, at most 2 MB): 60 s is about 280 kbit/s.
  uploadBodyMs: 60_000,
  // Longer than the 60 s idle timeout of the usual load balancers and proxies (AWS ALB, nginx
  // upstream keep-alive), so that they, which reuse the connection, close it first: a server
  // that closes first races a request already on its way, which the proxy answers 502.
  keepAliveMs: 72_000,
  // Longer than the slowest answer's silence: an avatar from an image model
  // (AVATAR_IMAGE_TIMEOUT_MS, 60 s), then stored (up to 15 s on S3).
  idleSocketMs: AVATAR_IMAGE_TIMEOUT_MS + 60_000,
  // Node's default is 30 s, which would let a stalled request live up to 30 s past its deadline.
  checkEveryMs: 1_000,
};

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The HTTP server, with its timeouts: Node's own deadlines for the headers and for a whole
 * request (the longest a route allows, headers and an upload's body, behind the per-route
 * deadline of `registerBodyDeadline`), for an idle keep-alive connection and for a silent one.
 * A request past one of Node's deadlines is answered 408 by the app's `clientErrorHandler`.
 */
export function createHttpServer(handler: Handler, timeouts: HttpTimeouts): Server {
  const server = createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.headersMs + timeouts.uploadBodyMs,
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
    handler,
  );
  server.keepAliveTimeout = timeouts.keepAliveMs;
  server.setTimeout(timeouts.idleSocketMs);
  return server;
}

/**
 * A request's body must arrive within `bodyMs` of its headers (`uploadBodyMs` on a route that
 * takes raw bytes), or it is answered 408 and its connection closed. A body still on its way
 * when the route is known is read through a stream that fails at the deadline; one already in
 * (most are, in the headers' packet) is read as it is.
 */
export function registerBodyDeadline(app: FastifyInstance, timeouts: HttpTimeouts) {
  app.addHook("preParsing", (req, reply, payload, done) => {
    const declared = req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
    if (!declared || req.raw.complete) {
      done(null, payload);
      return;
    }
    const ms = req.routeOptions.config.rawBody ? timeouts.uploadBodyMs : timeouts.bodyMs;
    const guarded = new PassThrough();
    const timer = setTimeout(() => {
      guarded.destroy(new AppError(408, "request_timeout", productMessages.requestTimeout));
    }, ms);
    const stop = () => clearTimeout(timer);
    // The error reaches Fastify's body reader; this listener only keeps one nobody reads from crashing the process.
    guarded.on("error", stop);
    guarded.once("close", stop);
    reply.raw.once("close", stop);
    // A client that goes away mid-body fails the read as before.
    payload.once("error", (error) => guarded.destroy(error));
    payload.pipe(guarded);
    done(null, guarded);
  });
}
