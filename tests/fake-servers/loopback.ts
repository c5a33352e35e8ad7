import http from "node:http";
import type { AddressInfo } from "node:net";

/** A request to a loopback fake, its body read to the end. */
export interface LoopbackRequest {
  method: string | undefined;
  url: string | undefined;
  headers: http.IncomingHttpHeaders;
  /** The body as sent (UTF-8). */
  text: string;
}

/** How a loopback fake answers one request. */
export interface LoopbackReply {
  /** The server's own origin (http://127.0.0.1:<port>), for links back to it. */
  origin: string;
  res: http.ServerResponse;
  json: (status: number, body: unknown) => void;
  /** Leave the request unanswered until the server closes, as an upstream that hangs. */
  hang: () => void;
}

export interface LoopbackServer {
  origin: string;
  close(): Promise<void>;
}

/**
 * An HTTP server on a free loopback port for the fakes of outside services
 * (docs/product/engineering-rules.md#testing: fakes only at the edge). Each request's body is read first, then
 * handed to `handle`; closing ends held requests and open connections.
 */
export async function startLoopbackServer(
  handle: (request: LoopbackRequest, reply: LoopbackReply) => void,
): Promise<LoopbackServer> {
  const held = new Set<http.ServerResponse>();
  let origin = "";
  const server = http.createServer((req, res) => {
    let text = "";
    req.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
    req.on("end", () => {
      handle(
        { method: req.method, url: req.url, headers: req.headers, text },
        {
          origin,
          res,
          json: (status, body) => {
            res.writeHead(status, { "content-type": "application/json" });
            res.end(JSON.stringify(body));
          },
          hang: () => held.add(res),
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of held) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
