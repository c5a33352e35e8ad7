import { vi } from "vitest";

type Reply = { status: number; body: unknown } | "hang" | "network-error";
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

export const on =
  (method: string, path: string, reply: Reply): Route =>
  (url, init) =>
    (init.method ?? "GET") === method && url.split("?")[0] === path ? reply : undefined;
