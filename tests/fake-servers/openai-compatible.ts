import { startLoopbackServer } from "./loopback";

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
 * An OpenAI-compatible chat completions server on loopback (docs/product/engineering-rules.md#testing: fakes
 * only at the edge): POST /v1/chat/completions answers as told.
 */
export async function startFakeChatServer(): Promise<FakeChatServer> {
  const received: ReceivedChat[] = [];
  let behaviour: FakeChatBehaviour = { kind: "status", status: 500 };
  const server = await startLoopbackServer((req, reply) => {
    if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
      reply.res.writeHead(404).end();
      return;
    }
    received.push({ authorization: req.headers.authorization, body: JSON.parse(req.text) as ReceivedChat["body"] });
    if (behaviour.kind === "hang") {
      reply.hang();
      return;
    }
    if (behaviour.kind === "status") {
      reply.json(behaviour.status, { error: { message: "fake failure" } });
      return;
    }
    reply.json(200, {
      id: "chatcmpl-fake",
      object: "chat.completion",
      choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: behaviour.content } }],
    });
  });
  return {
    baseUrl: `${server.origin}/v1`,
    received,
    behave(next) {
      behaviour = next;
    },
    close: () => server.close(),
  };
}
