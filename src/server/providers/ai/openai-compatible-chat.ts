import { z } from "zod";
import { DATA_RULE, type AiChat, type JsonChatRequest } from "./ai-chat";

export interface OpenAiCompatibleOptions {
  /** The API's base URL, e.g. https://api.openai.com/v1 (the path /chat/completions is added). */
  baseUrl: string;
  apiKey: string;
  model: string;
  /** How long one reply may take. */
  timeoutMs: number;
  fetch?: typeof fetch;
}

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

/** A failure of the model's call; the message never holds the key or the reply. */
class AiChatError extends Error {}

/**
 * The chat completions API of OpenAI and the many servers that speak it: one
 * POST with the system message (the instructions, then `DATA_RULE`), the user
 * message (the request's data as JSON, nothing else) and a JSON schema for the reply
 * (`response_format`), a timeout, and the reply's content parsed as JSON and
 * checked against the schema.
 */
export function createOpenAiCompatibleChat(options: OpenAiCompatibleOptions): AiChat {
  const send = options.fetch ?? fetch;
  const url = `${options.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  return {
    async completeJson<T>(request: JsonChatRequest<T>): Promise<T> {
      let response: Response;
      try {
        response = await send(url, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${options.apiKey}` },
          body: JSON.stringify({
            model: options.model,
            temperature: 0.4,
            messages: [
              { role: "system", content: `${request.system} ${DATA_RULE}` },
              { role: "user", content: JSON.stringify(request.data) },
            ],
            response_format: {
              type: "json_schema",
              json_schema: { name: request.schemaName, schema: z.toJSONSchema(request.schema, { io: "input" }) },
            },
          }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        throw new AiChatError(`The AI model did not answer: ${error instanceof Error ? error.name : "error"}`);
      }
      if (!response.ok) throw new AiChatError(`The AI model answered ${response.status}`);
      let content: string | null;
      try {
        const body = completionSchema.parse(await response.json());
        content = body.choices[0]?.message.content ?? null;
      } catch {
        throw new AiChatError("The AI model's answer was not a chat completion");
      }
      let reply: unknown;
      try {
        reply = JSON.parse(content ?? "");
      } catch {
        throw new AiChatError("The AI model's reply was not JSON");
      }
      const parsed = request.schema.safeParse(reply);
      if (!parsed.success) throw new AiChatError("The AI model's reply was not of the expected shape");
      return parsed.data;
    },
  };
}
