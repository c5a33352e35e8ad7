import http from "node:http";
import type { AddressInfo } from "node:net";

/** What the fake does with the next chat completion: answer with this content, or misbehave. */
export type FakeChatBehaviour =
  { kind: "reply"; content: string } | { kind: "status"; status: number } | { kind: "hang" };

export interface ReceivedChat {
  authorization: string | undefined;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format?: { type: string; json_schema?: { name: string; schema: unknown } };
  };
}

export interface FakeChatServer {
  /** The base URL to configure (…/v1). */
  baseUrl: string;
  received: ReceivedChat[];
  behave(next: FakeChatBehaviour): void;
  close(): Promise<void>;
}

/**
 * An OpenAI-compatible chat completions server on loopback (DESIGN 8: fakes
 * only at the edge): POST /v1/chat/completions answers as told.
 */
export async function startFakeChatServer(): Promise<FakeChatServer> {
  const received: ReceivedChat[] = [];
  let behaviour: FakeChatBehaviour = { kind: "status", status: 500 };
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    let text = "";
    req.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
    req.on("end", () => {
      if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
        res.writeHead(404).end();
        return;
      }
      received.push({ authorization: req.headers.authorization, body: JSON.parse(text) as ReceivedChat["body"] });
      if (behaviour.kind === "hang") {
        hanging.add(res);
        return;
      }
      if (behaviour.kind === "status") {
        res.writeHead(behaviour.status, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { message: "fake failure" } }));
        return;
      }
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          id: "chatcmpl-fake",
          object: "chat.completion",
          choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: behaviour.content } }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    received,
    behave(next) {
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
