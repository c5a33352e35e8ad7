import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { ConnectionError, FastifyBaseLogger, FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { messages, productMessages } from "../../shared/messages";
import { isDiskFull } from "../db/disk-guard";
import { isDatabaseUnavailable } from "../db/unavailable";
import { markTurnedAway } from "../core/metrics";
import { AppError } from "../core/app-error";
import { SHED_RETRY_AFTER_SECONDS } from "./load-shedding";
import type { SecurityHeaders } from "./security-headers";

/** Seconds a client is asked to wait before sending a write again while the database's disk is full. */
const DISK_FULL_RETRY_AFTER_SECONDS = 60;

/** Every failure in the API's shape `{ error: { code, message } }`, never echoing the request or a query's values. */
export function handleError(error: FastifyError | AppError, req: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error.status === 503) {
      markTurnedAway(reply, "shed");
      void reply.header("retry-after", String(SHED_RETRY_AFTER_SECONDS));
    }
    return reply.code(error.status).send({
      error: { code: error.code, message: error.message, ...(error.fields && { fields: error.fields }) },
    });
  }
  const status = typeof error.statusCode === "number" ? error.statusCode : 500;
  // Nothing was written: the same request, sent again once there is room, is taken (a game from the outbox).
  if (status >= 500 && isDiskFull(error)) {
    req.log.warn({ err: error }, "The database's disk is full; answered 503");
    markTurnedAway(reply, "db_unavailable");
    return reply
      .code(503)
      .header("retry-after", String(DISK_FULL_RETRY_AFTER_SECONDS))
      .send({ error: { code: "storage_full", message: productMessages.storageFull } });
  }
  // A request's own stream failing (a client gone mid-body: ECONNRESET, status 400) is the client, not the database.
  if (status >= 500 && isDatabaseUnavailable(error)) {
    req.log.warn({ err: error }, "Database unavailable; answered 503");
    markTurnedAway(reply, "db_unavailable");
    return reply
      .code(503)
      .header("retry-after", String(SHED_RETRY_AFTER_SECONDS))
      .send({ error: { code: "service_unavailable", message: productMessages.serviceBusy } });
  }
  if (status === 429) {
    return reply.code(429).send({ error: { code: "rate_limited", message: productMessages.tooManyAttempts } });
  }
  const rawBody = req.routeOptions.config.rawBody;
  if (status === 413 && rawBody) {
    return reply.code(413).send({ error: { code: "payload_too_large", message: rawBody.tooLarge } });
  }
  if (status >= 400 && status < 500) {
    return reply
      .code(status)
      .send({ error: { code: error.code ?? "bad_request", message: productMessages.badRequest } });
  }
  // Through the logger's error serializer: code and message, never the failed query's values.
  req.log.error({ err: error }, "Unhandled error");
  return reply.code(500).send({ error: { code: "internal_error", message: messages.unexpectedError } });
}

/** A malformed or over-long path is answered in the API's error shape, never echoed back (Fastify's `frameworkErrors`). */
export function handleFrameworkError(error: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  const tooLong = error.code === "FST_ERR_MAX_PARAM_LENGTH";
  void reply.code(tooLong ? 414 : 400).send({
    error: { code: tooLong ? "uri_too_long" : "bad_request", message: productMessages.badRequest },
  });
}

/** A whole HTTP answer in the API's error shape, to write straight to a socket, then close it. */
function rawAnswer(status: number, code: string, message: string, headers: SecurityHeaders): string {
  const body = JSON.stringify({ error: { code, message } });
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ""}`,
    "connection: close",
    "content-type: application/json; charset=utf-8",
    `content-length: ${Buffer.byteLength(body)}`,
    ...headers.map(([name, value]) => `${name}: ${value}`),
  ];
  return `${lines.join("\r\n")}\r\n\r\n${body}`;
}

/** The answer a connection has begun, if any (Node's own check before it answers a broken request). */
function answerBegun(socket: Socket): boolean {
  return (socket as Socket & { _httpMessage?: { headersSent: boolean } | null })._httpMessage?.headersSent === true;
}

/**
 * Fastify's `clientErrorHandler`: a request Node could not read (headers that never finished in
 * time, headers too large, bytes that are not HTTP) is answered in the API's error shape, with
 * the security headers, straight on its socket, which is then closed: there is no request for
 * Fastify's hooks to run on.
 */
export function answerClientError(headers: SecurityHeaders, log: FastifyBaseLogger) {
  const timedOut = rawAnswer(408, "request_timeout", productMessages.requestTimeout, headers);
  const tooLarge = rawAnswer(431, "headers_too_large", productMessages.badRequest, headers);
  const broken = rawAnswer(400, "bad_request", productMessages.badRequest, headers);
  return (error: ConnectionError, socket: Socket) => {
    // A connection reset by the client, or one already closed: there is no one to answer.
    if (error.code === "ECONNRESET" || socket.destroyed) return;
    log.debug({ code: error.code }, "A request could not be read; answered and closed");
    if (socket.writable && !answerBegun(socket)) {
      socket.write(
        error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? timedOut : error.code === "HPE_HEADER_OVERFLOW" ? tooLarge : broken,
      );
    }
    socket.destroy();
  };
}
