import type { BodyOf, Endpoint, ParamsOf, QueryOf, ResponseOf } from "../../src/shared/api/endpoint";
import { fillPath } from "../../src/shared/api/route";
import type { Caller } from "./call-as";

/** An answer of a server process: its status, its JSON body, and the cookies it set, as a `cookie` header. */
export interface HttpAnswer<E extends Endpoint> {
  status: number;
  json: ResponseOf<E>;
  cookie: string;
}

/**
 * Calls an endpoint of the contract on a server process at `baseUrl`, over a
 * real connection, as a parent's browser (`cookie`) or a child's tablet
 * (`bearer`), from the server's own origin, and from the address `ip` as a load
 * balancer says it (`X-Forwarded-For`, read with TRUST_PROXY). Gives up after `timeoutMs`.
 * `origin` is the page's, when it is not `baseUrl`: an instance reached past
 * its load balancer serves the pages of the balancer's address (its PUBLIC_URL).
 */
export async function callOverHttp<E extends Endpoint>(
  baseUrl: string,
  as: Caller,
  endpoint: E,
  input: { params?: ParamsOf<E>; query?: QueryOf<E>; body?: BodyOf<E>; origin?: string } = {},
  timeoutMs = 15_000,
): Promise<HttpAnswer<E>> {
  const query =
    input.query &&
    new URLSearchParams(
      Object.entries(input.query as Record<string, unknown>)
        .filter(([, value]) => value !== undefined)
        .map(([key, value]) => [key, String(value)]),
    );
  const url = baseUrl + fillPath(endpoint.path, input.params as Record<string, string> | undefined);
  const res = await fetch(query ? `${url}?${query}` : url, {
    method: endpoint.method,
    headers: {
      origin: input.origin ?? baseUrl,
      ...(as.cookie && { cookie: as.cookie }),
      ...(as.bearer && { authorization: `Bearer ${as.bearer}` }),
      ...(as.ip && { "x-forwarded-for": as.ip }),
      ...(input.body !== undefined && { "content-type": "application/json" }),
    },
    ...(input.body !== undefined && { body: JSON.stringify(input.body) }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await res.text();
  const cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(";")[0] ?? "")
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
  // The body is the endpoint's response when the status says success; callers read it only then.
  return { status: res.status, json: (text ? JSON.parse(text) : undefined) as ResponseOf<E>, cookie };
}

/** As `callOverHttp`, but throws, naming the status and body, unless the call succeeded; gives the success body. */
export async function callOverHttpOk<E extends Endpoint>(
  baseUrl: string,
  as: Caller,
  endpoint: E,
  input: { params?: ParamsOf<E>; query?: QueryOf<E>; body?: BodyOf<E> } = {},
): Promise<ResponseOf<E>> {
  const answer = await callOverHttp(baseUrl, as, endpoint, input);
  if (answer.status >= 400)
    throw new Error(`${endpoint.method} ${endpoint.path} answered ${answer.status}: ${JSON.stringify(answer.json)}`);
  return answer.json;
}
