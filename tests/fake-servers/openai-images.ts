import { startLoopbackServer } from "./loopback";

/** What the fake does with the next image generation: answer with a picture (inline or by link), or misbehave. */
export type FakeImagesBehaviour =
  | { kind: "b64"; bytes: Uint8Array }
  | { kind: "link"; bytes: Uint8Array }
  | { kind: "json"; body: unknown }
  | { kind: "text"; body: string }
  | { kind: "status"; status: number }
  | { kind: "hang" };

export interface ReceivedImageRequest {
  authorization: string | undefined;
  /** The request's text as sent, and parsed. */
  raw: string;
  body: { model: string; prompt: string; n?: number; size?: string };
}

export interface FakeImagesServer {
  /** The base URL to configure (…/v1). */
  baseUrl: string;
  received: ReceivedImageRequest[];
  behave(next: FakeImagesBehaviour): void;
  close(): Promise<void>;
}

/**
 * An OpenAI-compatible images server on loopback (docs/product/engineering-rules.md#testing: fakes only at
 * the edge): POST /v1/images/generations answers as told; a picture sent by
 * link is served at /pictures/<n>.png.
 */
export async function startFakeImagesServer(): Promise<FakeImagesServer> {
  const received: ReceivedImageRequest[] = [];
  const pictures = new Map<string, Uint8Array>();
  let behaviour: FakeImagesBehaviour = { kind: "status", status: 500 };
  const server = await startLoopbackServer((req, reply) => {
    const { res, json } = reply;
    const picture = req.url ? pictures.get(req.url) : undefined;
    if (req.method === "GET" && picture) {
      res.writeHead(200, { "content-type": "image/png", "content-length": picture.byteLength });
      res.end(Buffer.from(picture));
      return;
    }
    if (req.method !== "POST" || req.url !== "/v1/images/generations") {
      res.writeHead(404).end();
      return;
    }
    received.push({
      authorization: req.headers.authorization,
      raw: req.text,
      body: JSON.parse(req.text) as ReceivedImageRequest["body"],
    });
    switch (behaviour.kind) {
      case "hang":
        reply.hang();
        return;
      case "status":
        json(behaviour.status, { error: { message: "fake failure" } });
        return;
      case "text":
        res.writeHead(200, { "content-type": "application/json" });
        res.end(behaviour.body);
        return;
      case "json":
        json(200, behaviour.body);
        return;
      case "b64":
        json(200, { created: 1, data: [{ b64_json: Buffer.from(behaviour.bytes).toString("base64") }] });
        return;
      case "link": {
        const path = `/pictures/${pictures.size + 1}.png`;
        pictures.set(path, behaviour.bytes);
        json(200, { created: 1, data: [{ url: `${reply.origin}${path}` }] });
        return;
      }
    }
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
