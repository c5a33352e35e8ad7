import type { Logger } from "pino";
import { AI_CIRCUIT_FAILURES, AI_CIRCUIT_REST_MS } from "../../../shared/constants";
import type { PartState } from "../../db/part-state";
import { AiChatError, type AiChat, type AiModel, type JsonChatRequest } from "./ai-chat";

export interface AiCircuitOptions {
  /** The time now (the server's clock). */
  clock: () => Date;
  log: Pick<Logger, "warn" | "info">;
  /** Failures of the service in a row that rest it (AI_CIRCUIT_FAILURES). */
  failures?: number;
  /** How long it rests (AI_CIRCUIT_REST_MS). */
  restMs?: number;
}

/**
 * The AI model behind a circuit breaker, and its state for the operator. After
 * AI_CIRCUIT_FAILURES failures of the service in a row (no answer within the
 * model's timeout, an error status, a body that is not a chat completion), the
 * service is not called for AI_CIRCUIT_REST_MS: every call fails at once, and
 * the tutor and the coach answer with their built-in rules without waiting out
 * a timeout each. After the rest, calls go through again; the first success
 * closes the circuit, a failure rests the service again. A reply of the wrong
 * shape is the model's, not the service's: it counts for nothing.
 *
 * The state is this instance's own: another instance finds out for itself.
 */
export function withCircuit(model: AiModel, options: AiCircuitOptions): AiChat {
  const threshold = options.failures ?? AI_CIRCUIT_FAILURES;
  const restMs = options.restMs ?? AI_CIRCUIT_REST_MS;
  let failuresInARow = 0;
  let restingUntil = 0;
  let state: PartState = { state: "up" };

  function failed(error: AiChatError) {
    failuresInARow++;
    const now = options.clock();
    state = { state: "down", since: state.state === "down" ? state.since : now, lastError: error.message };
    if (failuresInARow >= threshold) {
      restingUntil = now.getTime() + restMs;
      options.log.warn(
        { failuresInARow, restSeconds: restMs / 1000, reason: error.message },
        "The AI service failed too often in a row; the built-in tutor and coach answer alone while it rests",
      );
    }
  }

  function answered() {
    if (state.state === "down") {
      options.log.info({ failuresInARow }, "The AI service answers again");
      state = { state: "up", since: options.clock() };
    }
    failuresInARow = 0;
  }

  return {
    async completeJson<T>(request: JsonChatRequest<T>): Promise<T> {
      if (options.clock().getTime() < restingUntil) {
        throw new AiChatError("unavailable", "The AI service is resting after failing too often in a row");
      }
      try {
        const reply = await model.completeJson(request);
        answered();
        return reply;
      } catch (error) {
        if (error instanceof AiChatError && error.failure === "bad_reply") answered();
        else failed(error instanceof AiChatError ? error : new AiChatError("unavailable", "The AI service failed"));
        throw error;
      }
    },
    state: () => ({ ...state }),
  };
}
