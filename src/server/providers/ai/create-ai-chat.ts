import { AI_TIMEOUT_MS } from "../../../shared/constants";
import type { AiConfig } from "./ai-config";
import type { AiChat } from "./ai-chat";
import { withCircuit, type AiCircuitOptions } from "./ai-circuit";
import { createOpenAiCompatibleChat } from "./openai-compatible-chat";

/**
 * The configured AI model (AI_BASE_URL and AI_API_KEY) behind its timeout (AI_TIMEOUT_MS) and
 * circuit breaker (ai-circuit.ts), or null: the built-in tutor and coach answer alone.
 */
export function createAiChat(
  config: { ai: AiConfig | undefined },
  options: AiCircuitOptions & { timeoutMs?: number; fetch?: typeof fetch },
): AiChat | null {
  if (!config.ai) return null;
  const model = createOpenAiCompatibleChat({
    ...config.ai,
    timeoutMs: options.timeoutMs ?? AI_TIMEOUT_MS,
    ...(options.fetch && { fetch: options.fetch }),
  });
  return withCircuit(model, options);
}
