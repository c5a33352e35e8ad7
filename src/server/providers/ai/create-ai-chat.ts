import { AI_TIMEOUT_MS } from "../../../shared/constants";
import type { AiConfig } from "./ai-config";
import type { AiChat } from "./ai-chat";
import { createOpenAiCompatibleChat } from "./openai-compatible-chat";

/** The configured AI model (AI_BASE_URL and AI_API_KEY), or null: the built-in coach answers alone. */
export function createAiChat(config: { ai: AiConfig | undefined }): AiChat | null {
  if (!config.ai) return null;
  return createOpenAiCompatibleChat({ ...config.ai, timeoutMs: AI_TIMEOUT_MS });
}
