import http from "node:http";
import type { AddressInfo } from "node:net";

/** Headers that belong to one connection, not to the request: never passed on. */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "proxy-connection", "te"]);

/**
 * A load balancer in front of several server processes, as a drill needs one:
 * each request goes to the next instance in turn; an instance that refuses
 * the connection (it is down) is skipped for the next, as a real balancer
 * retries a refused connection; a connection cut once the request was sent
 * (the instance died under it) answers 502 and is not sent again, since the
 * balancer cannot know whether it was done: the client retries it, as the
 * app's outbox does with a game's `client_id`. Each request opens its own
 * connection, so that a killed instance leaves no stale one behind.
 *
 * With `dropAnswer`, the balancer also cuts the client's connection of each
 * request it picks once the instance has answered in full, as a flaky network
 * or proxy does: the request was done, and the client cannot know it.
 */
export async function startRoundRobinBalancer(
  backends: readonly string[],
  { dropAnswer }: { dropAnswer?: (req: http.IncomingMessage) => boolean } = {},
) {
  let turn = 0;
  const counts = { refused: 0, cut: 0, dropped: 0 };

  /** Sends the request to `backend`: its answer, "refused" when nothing listens, "cut", or its answer "dropped" (`drop`). */
  const forward = (
    backend: string,
    req: http.IncomingMessage,
    body: Buffer,
    res: http.ServerResponse,
    drop: boolean,
  ): Promise<"answered" | "refused" | "cut" | "dropped"> =>
    new Promise((resolve) => {
      const headers: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(req.headers)) {
        if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
      }
      headers["content-length"] = String(body.length);
      const upstream = http.request(backend + (req.url ?? "/"), { method: req.method, headers, agent: false });
      upstream.on("error", (error: NodeJS.ErrnoException) =>
        resolve(error.code === "ECONNREFUSED" ? "refused" : "cut"),
      );
      upstream.on("response", (answer) => {
        if (drop) {
          answer.resume();
          answer.on("error", () => undefined);
          answer.on("close", () => {
            res.destroy();
            resolve(answer.complete ? "dropped" : "cut");
          });
          return;
        }
        const passed: http.OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (!HOP_BY_HOP.has(name) && value !== undefined) passed[name] = value;
        }
        res.writeHead(answer.statusCode ?? 502, passed);
        answer.pipe(res);
        // Cut half way through its answer: the client sees its connection cut too (below).
        answer.on("error", () => undefined);
        answer.on("close", () => resolve(answer.complete ? "answered" : "cut"));
      });
      upstream.end(body);
    });

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      void (async () => {
        const body = Buffer.concat(chunks);
        const first = turn++;
        const drop = dropAnswer?.(req) ?? false;
        for (let i = 0; i < backends.length; i++) {
          const backend = backends[(first + i) % backends.length] ?? "";
          const outcome = await forward(backend, req, body, res, drop);
          if (outcome === "answered") return;
          if (outcome === "dropped") {
            counts.dropped++;
            return;
          }
          if (outcome === "cut") {
            counts.cut++;
            break;
          }
          counts.refused++;
        }
        if (!res.headersSent) {
          res.writeHead(502, { "content-type": "application/json" });
          res.end(JSON.stringify({ error: { code: "bad_gateway", message: "No instance answered" } }));
        } else res.destroy();
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /**
     * Connections refused by a down instance (sent on to the next), requests cut under way (answered 502), and
     * answers dropped (`dropAnswer`: the client's connection cut once the instance had answered).
     */
    counts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
