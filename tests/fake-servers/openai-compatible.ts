import { startLoopbackServer } from "./loopback";

/**
 * What the fake does with a chat completion: answer with this content, answer an error status,
 * never answer (`hang`), or send the answer's headers and the start of its body and never finish
 * it (`stall`).
 */
export type FakeChatBehaviour =
  { kind: "reply"; content: string } | { kind: "status"; status: number } | { kind: "hang" } | { kind: "stall" };

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
  /** How every request from now on is answered (after any queued with `next`). */
  behave(next: FakeChatBehaviour): void;
  /** How the next requests are answered, one each in their order of arrival; then as `behave` says. */
  next(...behaviours: FakeChatBehaviour[]): void;
  /** Requests held unanswered (`hang`, `stall`) whose caller has not yet given up on them. */
  held(): number;
  close(): Promise<void>;
}

/**
 * An OpenAI-compatible chat completions server on loopback (docs/product/engineering-rules.md#testing: fakes
 * only at the edge): POST /v1/chat/completions answers as told.
 */
export async function startFakeChatServer(): Promise<FakeChatServer> {
  const received: ReceivedChat[] = [];
  let behaviour: FakeChatBehaviour = { kind: "status", status: 500 };
  const queued: FakeChatBehaviour[] = [];
  let held = 0;
  const server = await startLoopbackServer((req, reply) => {
    if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
      reply.res.writeHead(404).end();
      return;
    }
    received.push({ authorization: req.headers.authorization, body: JSON.parse(req.text) as ReceivedChat["body"] });
    const now = queued.shift() ?? behaviour;
    if (now.kind === "hang" || now.kind === "stall") {
      held++;
      // The caller giving up closes the connection: the request is no longer held.
      reply.res.once("close", () => held--);
      if (now.kind === "stall") {
        reply.res.writeHead(200, { "content-type": "application/json" });
        reply.res.write('{"id":"chatcmpl-fake","object":"chat.completion","choices":[');
      }
      reply.hang();
      return;
    }
    if (now.kind === "status") {
      reply.json(now.status, { error: { message: "fake failure" } });
      return;
    }
    reply.json(200, {
      id: "chatcmpl-fake",
      object: "chat.completion",
      choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: now.content } }],
    });
  });
  return {
    baseUrl: `${server.origin}/v1`,
    received,
    behave(next) {
      behaviour = next;
    },
    next(...behaviours) {
      queued.push(...behaviours);
    },
    held: () => held,
    close: () => server.close(),
  };
}
