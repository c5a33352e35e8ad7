import type { z } from "zod";

/** One question to a chat model that must answer with a JSON object. */
export interface JsonChatRequest<T> {
  /** What the model is and how it must answer. */
  system: string;
  /** The question, with only the facts it needs (no email, no ids). */
  user: string;
  /** The reply's shape: the reply is refused unless it parses. */
  schema: z.ZodType<T>;
  /** A short name for the schema, sent with it. */
  schemaName: string;
}

/**
 * An AI chat model (the coach's suggestions now, the tutor's feedback later).
 * `completeJson` answers the checked reply, or throws on any failure (no
 * answer in time, an error status, a reply that is not JSON or not of the
 * shape): callers fall back to their built-in answer.
 */
export interface AiChat {
  completeJson<T>(request: JsonChatRequest<T>): Promise<T>;
}
