import type { ErrorCode } from "../shared/api/error-codes";
import { messages } from "../shared/messages";

// The API's errors, without the schemas: forms that load the API client on demand
// show its failures with these.

/** An API failure with the server's code and message (already in the product's words, from messages.ts). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields: Record<string, string> = {},
    /** How long the server asked to wait before the same request is sent again (its Retry-After); null when it did not say. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** The message to show for any thrown value. */
export function errorMessage(error: unknown, fallback: string = messages.somethingWentWrong): string {
  return error instanceof ApiError ? error.message : fallback;
}

/**
 * A final answer: the server understood the request and refused it (any 4xx but
 * 408 Request Timeout and 429 Too Many Requests, which ask to come back later).
 * Sending the same request again gets the same answer, so nothing retries it.
 */
export function isFinalAnswer(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && ![408, 429].includes(error.status);
}
