import { vi } from "vitest";
import {
  errorBodySchema,
  type Endpoint,
  type ErrorBody,
  type ParamsOf,
  type ResponseOf,
} from "../../src/shared/api/endpoint";
import { fillPath } from "../../src/shared/api/route";
import { endpointAt } from "./contract";

/** A JSON answer; `text`, an answer that is not the API's (a proxy's error page); or none at all. */
type Reply<B = unknown> = { status: number; body: B } | { status: number; text: string } | "hang" | "network-error";
type Route = (url: string, init: RequestInit) => Reply | undefined;

/**
 * Stands in for the server at the edge of a component test: each request goes
 * to the first route that answers it; anything unanswered fails the test.
 */
export function fakeFetch(...routes: Route[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fn = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    calls.push({ url, init });
    for (const route of routes) {
      const reply = route(url, init);
      if (!reply) continue;
      if (reply === "hang") {
        // Never answers; gives up, as fetch does, when the request's signal aborts.
        return new Promise<Response>((_, reject) => {
          const signal = init.signal;
          signal?.addEventListener("abort", () => {
            reject(signal.reason instanceof Error ? signal.reason : new DOMException("Aborted", "AbortError"));
          });
        });
      }
      if (reply === "network-error") return Promise.reject(new TypeError("Failed to fetch"));
      if ("text" in reply) {
        return Promise.resolve(
          new Response(reply.text, { status: reply.status, headers: { "content-type": "text/html" } }),
        );
      }
      return Promise.resolve(
        new Response(JSON.stringify(reply.body), {
          status: reply.status,
          headers: { "content-type": "application/json" },
        }),
      );
    }
    return Promise.reject(new Error(`Unexpected request ${init.method ?? "GET"} ${url}`));
  });
  vi.stubGlobal("fetch", fn);
  return { calls };
}

/**
 * Throws unless the fake answer is one the endpoint could give: a success
 * its response schema accepts (as JSON, as the client receives it), or the
 * API's error body. So a fake cannot drift from the contract.
 */
function checkReply(endpoint: Endpoint, reply: Reply) {
  if (typeof reply === "string" || "text" in reply) return;
  const schema = reply.status < 400 ? endpoint.response : errorBodySchema;
  const parsed = schema.safeParse(reply.body === undefined ? undefined : JSON.parse(JSON.stringify(reply.body)));
  if (!parsed.success) {
    throw new Error(
      `The fake ${reply.status} answer of ${endpoint.method} ${endpoint.path} breaks the contract: ${parsed.error.message}`,
    );
  }
}

/** Pins a route to the request for these path parameters (as `api()` is given them); without it, any. */
type Only<E> = { params: ParamsOf<E> & Record<string, string | number> };

/**
 * A fake answer to one endpoint of the contract: its success body typed by
 * the endpoint's response (an error answer by the API's error body), checked
 * against the endpoint's schemas when the route is made. The endpoint is named
 * by its definition (never by method and path, which the types could not
 * check), and answers every request the contract routes to it or, with
 * `only`, the request for those path parameters alone.
 */
export function on<E extends Endpoint>(endpoint: E, reply: Reply<ResponseOf<E> | ErrorBody>, only?: Only<E>): Route {
  if (only) {
    const path = fillPath(endpoint.path, only.params);
    return answer(endpoint, reply, (requested) => requested === path);
  }
  return answer(endpoint, reply, (requested) => endpointAt(endpoint.method, requested) === endpoint);
}

function answer(endpoint: Endpoint, reply: Reply, matches: (path: string) => boolean): Route {
  checkReply(endpoint, reply);
  return (url, init) =>
    (init.method ?? "GET") === endpoint.method && matches(url.split("?")[0] ?? "") ? reply : undefined;
}
