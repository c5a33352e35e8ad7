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

/** A JSON answer (with any headers of its own, such as Retry-After); `text`, an answer that is not the API's (a proxy's error page); or none at all. */
type Reply<B = unknown> =
  | { status: number; body: B; headers?: Record<string, string> }
  | { status: number; text: string }
  | "hang"
  | "network-error";

/** A route of the fake server, made by `on` alone: an endpoint of the contract and its answer. */
interface Route {
  endpoint: Endpoint;
  matches: (path: string) => boolean;
  reply: () => Reply;
}

/**
 * Stands in for the server at the edge of a component test: each request goes
 * to the first route that answers it; anything unanswered fails the test.
 */
export function fakeFetch(...routes: Route[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fn = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    calls.push({ url, init });
    const path = url.split("?")[0] ?? "";
    const route = routes.find((r) => (init.method ?? "GET") === r.endpoint.method && r.matches(path));
    if (!route) return Promise.reject(new Error(`Unexpected request ${init.method ?? "GET"} ${url}`));
    const reply = route.reply();
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
        headers: { ...reply.headers, "content-type": "application/json" },
      }),
    );
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
 * against the endpoint's schemas. The answer is given once, and checked when
 * the route is made; or, for a server whose state changes, worked out by a
 * function at each request and checked then (a wrong one is a console.error,
 * which fails the test). The endpoint is named by its definition (never by
 * method and path, which the types could not check), and answers every
 * request the contract routes to it or, with `only`, the request for those
 * path parameters alone.
 */
export function on<E extends Endpoint>(
  endpoint: E,
  reply: NoInfer<Reply<ResponseOf<E> | ErrorBody> | (() => Reply<ResponseOf<E> | ErrorBody>)>,
  only?: Only<E>,
): Route {
  const path = only && fillPath(endpoint.path, only.params);
  const matches = (requested: string) =>
    path ? requested === path : endpointAt(endpoint.method, requested) === endpoint;
  if (typeof reply !== "function") {
    checkReply(endpoint, reply);
    return { endpoint, matches, reply: () => reply };
  }
  return {
    endpoint,
    matches,
    reply: () => {
      const answer = reply();
      try {
        checkReply(endpoint, answer);
      } catch (error) {
        console.error(error);
        throw error;
      }
      return answer;
    },
  };
}
