import { z } from "zod";
import { errorCodeSchema } from "./error-codes";

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/**
 * Who may call an endpoint. The server applies the matching guard before the
 * handler runs; routes that name a child also check access to that child.
 */
export type Access = "public" | "parent" | "child" | "player" | "admin";

export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  A extends Access = Access,
> {
  method: Method;
  path: string;
  access: A;
  summary: string;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  /** HTTP status of a successful answer (default 200). */
  status?: number;
  /** The message for a caller with no session, where the product words its own (default "No authenticated session"). */
  signedOutMessage?: string;
  /**
   * The body is raw bytes (an upload), not JSON: sent as application/octet-stream
   * (or an image type, which the server ignores), at most `maxBytes`, with
   * `tooLarge` as the message of a bigger one. `body` is then `rawBytes`.
   */
  rawBody?: { maxBytes: number; tooLarge: string };
  /**
   * The body may also come form-encoded (application/x-www-form-urlencoded),
   * read as an object of strings: for a mail client's one-click unsubscribe
   * (RFC 8058), which posts a form. Refused on every other endpoint.
   */
  formBody?: true;
  /**
   * A tighter limit than the API's default, for endpoints worth abusing: `max`
   * requests per `windowMs` from one client IP or, with `perQuery`, for one
   * value of that query field whatever the IP (a signed token that cannot be
   * guessed, posted by mail providers from a few shared addresses).
   */
  rateLimit?: { max: number; windowMs: number; perQuery?: string };
}

export function defineEndpoint<
  P extends z.ZodType = z.ZodUndefined,
  Q extends z.ZodType = z.ZodUndefined,
  B extends z.ZodType = z.ZodUndefined,
  R extends z.ZodType = z.ZodType,
  A extends Access = Access,
>(def: Endpoint<P, Q, B, R, A> & { rateLimit?: { perQuery?: keyof z.input<Q> & string } }): Endpoint<P, Q, B, R, A> {
  return def;
}

export type ParamsOf<E> = E extends Endpoint<infer P> ? z.infer<P> : never;
export type QueryOf<E> = E extends Endpoint<z.ZodType, infer Q> ? z.input<Q> : never;
export type BodyOf<E> = E extends Endpoint<z.ZodType, z.ZodType, infer B> ? z.input<B> : never;
export type ResponseOf<E> = E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.infer<R> : never;

/** The error body every failing endpoint returns. */
export const errorBodySchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;

/** An upload's bytes, as the server receives them (see `rawBody`). */
export const rawBytes = z.instanceof(Uint8Array, { error: "The body must be the file's bytes" });

export const okSchema = z.object({ ok: z.literal(true) });
export const OK = { ok: true } as const;
