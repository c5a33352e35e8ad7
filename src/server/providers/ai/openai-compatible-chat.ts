import { z } from "zod";
import { AiChatError, DATA_RULE, type AiModel, type JsonChatRequest } from "./ai-chat";

export interface OpenAiCompatibleOptions {
  /** The API's base URL, e.g. https://api.openai.com/v1 (the path /chat/completions is added). */
  baseUrl: string;
  apiKey: string;
  model: string;
  /** How long one reply may take, from the request to the last byte of the answer. */
  timeoutMs: number;
  fetch?: typeof fetch;
}

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

/**
 * The chat completions API of OpenAI and the many servers that speak it: one
 * POST with the system message (the instructions, then `DATA_RULE`), the user
 * message (the request's data as JSON, nothing else) and a JSON schema for the reply
 * (`response_format`), a timeout that covers the answer's body as well as its
 * headers (the signal is the body's too), and the reply's content parsed as
 * JSON and checked against the schema. A failure of the service (no answer in
 * time, an error status, a body that is not a chat completion) is told apart
 * from a reply of the wrong shape (`AiFailure`).
 */
export function createOpenAiCompatibleChat(options: OpenAiCompatibleOptions): AiModel {
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
        throw new AiChatError(
          "unavailable",
          `The AI service did not answer: ${error instanceof Error ? error.name : "error"}`,
        );
      }
      if (!response.ok) {
        // Nothing of an error's body is needed; leaving it unread would hold the connection.
        await response.body?.cancel().catch(() => undefined);
        throw new AiChatError("unavailable", `The AI service answered ${response.status}`);
      }
      let content: string | null;
      try {
        const body = completionSchema.parse(await response.json());
        content = body.choices[0]?.message.content ?? null;
      } catch (error) {
        // The body stopped coming before the timeout, or came but is not a chat completion.
        const cut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
        throw new AiChatError(
          "unavailable",
          cut
            ? `The AI service's answer did not finish: ${error.name}`
            : "The AI service's answer was not a chat completion",
        );
      }
      let reply: unknown;
      try {
        reply = JSON.parse(content ?? "");
      } catch {
        throw new AiChatError("bad_reply", "The AI model's reply was not JSON");
      }
      const parsed = request.schema.safeParse(reply);
      if (!parsed.success) throw new AiChatError("bad_reply", "The AI model's reply was not of the expected shape");
      return parsed.data;
    },
  };
}
