import type { InjectOptions, LightMyRequestResponse } from "fastify";
import type { ErrorBody } from "../../src/shared/api/endpoint";
import type { BodyOf, Endpoint, ParamsOf, QueryOf, ResponseOf } from "../../src/shared/api/endpoint";
import { fillPath } from "../../src/shared/api/route";
import { TEST_ORIGIN, type TestApp } from "./test-app";

/** Who is calling: a parent's browser cookie and/or a child's bearer token, from an address (`ip`) if it matters. */
export interface Caller {
  cookie?: string;
  bearer?: string;
  ip?: string;
}

/** What a call sends, typed by the endpoint's own schemas; pass `body` as a plain object to send something invalid. */
export interface CallInput<E extends Endpoint> {
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
  body?: BodyOf<E> | Record<string, unknown>;
  /** The body's content type, for an upload's bytes (JSON is sent as such without it). */
  contentType?: string;
  /** The page the request comes from: our own origin unless told otherwise, none at all with `null`. */
  origin?: string | null;
}

/** An answer: the endpoint's response on success, the API's error body otherwise. */
export interface CallResult<E extends Endpoint> {
  status: number;
  body: ResponseOf<E> | ErrorBody;
  /** The answer as sent (its text, headers and cookies). */
  raw: LightMyRequestResponse;
  /** The success body, or a thrown error naming the status, for tests that expect the call to work. */
  ok(): ResponseOf<E>;
  /** The error body, or a thrown error, for tests that expect a refusal. */
  error(): ErrorBody["error"];
}

/**
 * Calls an endpoint of the contract as a parent's browser and/or a child's
 * tablet, and waits for the work its answer left running (`deps.background`).
 */
export async function callAs<E extends Endpoint>(
  t: TestApp,
  as: Caller,
  endpoint: E,
  input: CallInput<E> = {},
): Promise<CallResult<E>> {
  const query =
    input.query &&
    new URLSearchParams(
      Object.entries(input.query)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, String(v)]),
    );
  const origin = input.origin === undefined ? TEST_ORIGIN : input.origin;
  const options: InjectOptions = {
    method: endpoint.method,
    url: fillPath(endpoint.path, input.params as Record<string, string> | undefined) + (query ? `?${query}` : ""),
    headers: {
      ...(origin !== null && { origin }),
      ...(input.contentType && { "content-type": input.contentType }),
      ...(as.cookie && { cookie: as.cookie }),
      ...(as.bearer && { authorization: `Bearer ${as.bearer}` }),
    },
    ...(as.ip && { remoteAddress: as.ip }),
    ...(input.body !== undefined && { payload: input.body as object }),
  };
  const res = await t.app.inject(options);
  // What the answer left running (a reset email, say) is done before the test looks at its effects.
  await t.deps.background.settled();
  const body: ResponseOf<E> | ErrorBody = res.body
    ? res.json<ResponseOf<E> | ErrorBody>()
    : (undefined as unknown as ResponseOf<E>);
  const failed = res.statusCode >= 400;
  return {
    status: res.statusCode,
    body,
    raw: res,
    ok() {
      if (failed) throw new Error(`${endpoint.method} ${endpoint.path} failed: ${res.statusCode} ${res.body}`);
      return body as ResponseOf<E>;
    },
    error() {
      if (!failed) throw new Error(`${endpoint.method} ${endpoint.path} answered ${res.statusCode}, not an error`);
      return (body as ErrorBody).error;
    },
  };
}

/** `callAs` on `t` that gives the success body (or throws): the in-process form of `CallOk` (family-view.ts). */
export function callOkOn(t: TestApp) {
  return async <E extends Endpoint>(as: Caller, endpoint: E, input: CallInput<E> = {}) =>
    (await callAs(t, as, endpoint, input)).ok();
}
