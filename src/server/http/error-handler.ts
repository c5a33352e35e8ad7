import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { messages, productMessages } from "../../shared/messages";
import { isDatabaseUnavailable } from "../db/unavailable";
import { markTurnedAway } from "../metrics/metrics";
import { AppError } from "./app-error";
import { SHED_RETRY_AFTER_SECONDS } from "./load-shedding";

/** Every failure in the API's shape `{ error: { code, message } }`, never echoing the request or a query's values. */
export function handleError(error: FastifyError | AppError, req: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    return reply.code(error.status).send({
      error: { code: error.code, message: error.message, ...(error.fields && { fields: error.fields }) },
    });
  }
  if (isDatabaseUnavailable(error)) {
    req.log.warn({ err: error }, "Database unavailable; answered 503");
    markTurnedAway(reply, "db_unavailable");
    return reply
      .code(503)
      .header("retry-after", String(SHED_RETRY_AFTER_SECONDS))
      .send({ error: { code: "service_unavailable", message: productMessages.serviceBusy } });
  }
  const status = typeof error.statusCode === "number" ? error.statusCode : 500;
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
