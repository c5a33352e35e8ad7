import { z } from "zod";

export interface ImageModelOptions {
  /** The API's base URL, e.g. https://api.openai.com/v1 (the path /images/generations is added). */
  baseUrl: string;
  apiKey: string;
  model: string;
  /** How long the whole answer (and a picture it links to) may take. */
  timeoutMs: number;
  /** The largest picture accepted. */
  maxBytes: number;
  fetch?: typeof fetch;
}

/** An image model: a picture's bytes for a prompt, or a throw on any failure. */
export interface ImageModel {
  generate(prompt: string): Promise<Uint8Array>;
}

const replySchema = z.object({
  data: z.array(z.object({ b64_json: z.string().min(1).optional(), url: z.url().optional() })).min(1),
});

/** A failure of the image model's call; the message never holds the key or the reply. */
class ImageModelError extends Error {}

async function readCapped(response: Response, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(response.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw new ImageModelError("The picture is too large");
  const reader = response.body?.getReader();
  if (!reader) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new ImageModelError("The picture is too large");
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/**
 * The images API of OpenAI and the servers that speak it: one POST to
 * /images/generations with the model, the prompt, one picture and its size.
 * The picture comes back as base64 (`b64_json`) or as a link (`url`), which is
 * then fetched within the same time limit. Any failure throws.
 */
export function createOpenAiCompatibleImages(options: ImageModelOptions): ImageModel {
  const send = options.fetch ?? fetch;
  const url = `${options.baseUrl.replace(/\/+$/, "")}/images/generations`;
  return {
    async generate(prompt: string): Promise<Uint8Array> {
      const signal = AbortSignal.timeout(options.timeoutMs);
      let response: Response;
      try {
        response = await send(url, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${options.apiKey}` },
          body: JSON.stringify({ model: options.model, prompt, n: 1, size: "1024x1024" }),
          signal,
        });
      } catch (error) {
        throw new ImageModelError(`The image model did not answer: ${error instanceof Error ? error.name : "error"}`);
      }
      if (!response.ok) throw new ImageModelError(`The image model answered ${response.status}`);
      let picture: z.infer<typeof replySchema>["data"][number] | undefined;
      try {
        picture = replySchema.parse(await response.json()).data[0];
      } catch {
        throw new ImageModelError("The image model's answer was not an image generation");
      }
      if (picture?.b64_json) {
        const bytes = Buffer.from(picture.b64_json, "base64");
        if (bytes.byteLength > options.maxBytes) throw new ImageModelError("The picture is too large");
        return new Uint8Array(bytes);
      }
      if (!picture?.url || !/^https?:\/\//.test(picture.url)) {
        throw new ImageModelError("The image model's answer held no picture");
      }
      try {
        const linked = await send(picture.url, { signal });
        if (!linked.ok) throw new ImageModelError(`The picture's link answered ${linked.status}`);
        return await readCapped(linked, options.maxBytes);
      } catch (error) {
        if (error instanceof ImageModelError) throw error;
        throw new ImageModelError(
          `The picture's link did not answer: ${error instanceof Error ? error.name : "error"}`,
        );
      }
    },
  };
}
