/** Where an OpenAI-compatible chat or image service is, and how to reach it (AI_BASE_URL and the like). */
export interface AiConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
}
