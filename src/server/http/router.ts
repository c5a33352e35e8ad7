import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Access, Endpoint } from "../../shared/api/endpoint";
import type { Caller } from "../auth/policies/caller";
import { authorizeEndpoint, type ActorFor } from "../auth/policies/endpoint-access";
import type { AppDeps } from "../core/deps";
import { productMessages } from "../../shared/messages";
import { AppError } from "../core/app-error";
import { originCheck } from "./origin-check";
import { StreamedAnswer } from "./streamed-answer";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * Set on every route of the contract and on /files: the per-address limit and the embedded
     * database's admission control apply to it (decided by route, not URL).
     */
    api?: boolean;
    /** The route takes raw bytes (an upload): its size limit and the message of a bigger body. */
    rawBody?: { maxBytes: number; tooLarge: string };
    /** The route also takes a form (a mail client's one-click unsubscribe). */
    formBody?: true;
  }
}

export interface RouteContext<A extends Access> {
  /** The caller the endpoint's access admitted. */
  actor: ActorFor<A>;
  /** Everyone the request is signed in as (a public endpoint may act on either). */
  caller: Caller;
  deps: AppDeps;
  req: FastifyRequest;
  reply: FastifyReply;
}

type Input<E> =
  E extends Endpoint<infer P, infer Q, infer B>
    ? { params: z.output<P>; query: z.output<Q>; body: z.output<B> }
    : never;
type Output<E> = E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.input<R> : never;

/** What a handler answers: the response, or (for a document too large to hold) a stream of it. */
type Handler<E extends Endpoint, A extends Access> = (
  input: Input<E>,
  ctx: RouteContext<A>,
) => Promise<Output<E> | StreamedAnswer<Output<E>>>;

/** Resolves who is calling from the request's cookie or bearer token. */
export type CallerResolver = (req: FastifyRequest) => Promise<Caller>;

export interface Router {
  handle<E extends Endpoint>(endpoint: E, handler: Handler<E, E["access"]>): void;
  readonly endpoints: readonly Endpoint[];
}

/** Turns zod issues into the API's error: the first message, and one message per field. */
function validationError(error: z.ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    fields[key] ??= issue.message;
  }
  return new AppError(400, "validation_failed", error.issues[0]?.message ?? "Invalid request", fields);
}

function parse(schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? (schema instanceof z.ZodObject ? {} : value));
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/**
 * The rate limit's key for an endpoint limited per value of a query field: the
 * value's hash (so the key's size does not depend on what was sent), or the
 * client's IP when the field is missing.
 */
const queryValueKey = (field: string) => (req: FastifyRequest) => {
  const value = (req.query as Record<string, unknown> | undefined)?.[field];
  return typeof value === "string" ? `${field}:${createHash("sha256").update(value).digest("base64url")}` : req.ip;
};

/** A form is a few fields: at most this many bytes. */
const FORM_BODY_MAX_BYTES = 4_096;

export function createRouter(app: FastifyInstance, deps: AppDeps, resolveCaller: CallerResolver): Router {
  const endpoints: Endpoint[] = [];
  const checkOrigin = originCheck(deps.config.allowedOrigins);
  // Raw bytes for the routes that take an upload, up to their own limit; refused everywhere else.
  app.addContentTypeParser(
    /^(?:application\/octet-stream|image\/[a-z0-9.+-]+)(?:$|;)/i,
    { parseAs: "buffer" },
    (req, body, done) => {
      if (req.routeOptions.config.rawBody) done(null, body);
      else done(new AppError(415, "bad_request", productMessages.badRequest));
    },
  );
  // A form, for the routes that take one (a mail client's one-click unsubscribe); refused everywhere else.
  // Form-encoded fields come as an object of strings; a multipart form's fields are not needed and are dropped.
  app.addContentTypeParser(
    /^(?:application\/x-www-form-urlencoded|multipart\/form-data)(?:$|;)/i,
    { parseAs: "string", bodyLimit: FORM_BODY_MAX_BYTES },
    (req, body, done) => {
      if (!req.routeOptions.config.formBody) done(new AppError(415, "bad_request", productMessages.badRequest));
      else if (/^multipart\//i.test(req.headers["content-type"] ?? "")) done(null, undefined);
      else done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  return {
    endpoints,
    handle(endpoint, handler) {
      endpoints.push(endpoint);
      app.route({
        method: endpoint.method,
        url: endpoint.path,
        ...(endpoint.rawBody && { bodyLimit: endpoint.rawBody.maxBytes }),
        config: {
          api: true,
          ...(endpoint.rawBody && { rawBody: endpoint.rawBody }),
          ...(endpoint.formBody && { formBody: true }),
          ...(endpoint.rateLimit && {
            rateLimit: {
              max: endpoint.rateLimit.max,
              timeWindow: endpoint.rateLimit.windowMs,
              ...(endpoint.rateLimit.perQuery && { keyGenerator: queryValueKey(endpoint.rateLimit.perQuery) }),
            },
          }),
        },
        onRequest: checkOrigin,
        handler: async (req, reply) => {
          const caller = await resolveCaller(req);
          const actor = authorizeEndpoint(endpoint.access, caller, endpoint.signedOutMessage);
          const input = {
            params: parse(endpoint.params, req.params),
            query: parse(endpoint.query, req.query),
            body: parse(endpoint.body, req.body),
          } as Input<typeof endpoint>;
          const ctx = { actor, caller, deps, req, reply } as RouteContext<typeof endpoint.access>;
          // Set first, so that a handler may answer otherwise (health answers 503 when the database is away).
          void reply.code(endpoint.status ?? 200);
          const output = await handler(input, ctx);
          // A streamed answer is sent as its maker wrote it (its maker's tests parse it).
          if (output instanceof StreamedAnswer) return output.send(req, reply);
          // Responses are parsed too: a presenter can never leak a column the contract does not name.
          return endpoint.response.parse(output);
        },
      });
    },
  };
}
