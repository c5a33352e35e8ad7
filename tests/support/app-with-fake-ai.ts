import pino from "pino";
import { createAiChat } from "../../src/server/providers/ai/create-ai-chat";
import { startFakeChatServer, type FakeChatBehaviour, type FakeChatServer } from "../fake-servers/openai-compatible";
import { createTestApp, TestClock, type TestApp } from "./test-app";

/**
 * A test app whose AI settings point at a loopback fake of an OpenAI-compatible API, wired as the
 * server wires it (create-ai-chat.ts: its circuit breaker on the test's clock), with a timeout of 2 s.
 */
export async function startAppWithFakeAi(settings: { apiKey: string; model: string }) {
  const fake: FakeChatServer = await startFakeChatServer();
  const clock = new TestClock();
  // Long enough for a real answer on a busy machine; the fake that never answers (`hang`) waits it out.
  const ai = createAiChat(
    { ai: { baseUrl: fake.baseUrl, ...settings } },
    { clock: clock.now, log: pino({ level: "silent" }), timeoutMs: 2_000 },
  );
  if (!ai) throw new Error("The AI settings were not taken");
  const t: TestApp = await createTestApp({ ai, clock });
  const close = async () => {
    await t.close();
    await fake.close();
  };
  return { fake, t, ai, close };
}

/**
 * The replies every use of the AI must survive by falling back to its built-in
 * writer: not JSON, JSON of the wrong shape (each use names its own), an answer
 * after the timeout, and a server error.
 */
export function failingReplies(wrongShape: { name: string; content: string }) {
  const cases: { name: string; behaviour: FakeChatBehaviour }[] = [
    { name: "a reply that is not JSON", behaviour: { kind: "reply", content: "Sure! Here you are:" } },
    { name: wrongShape.name, behaviour: { kind: "reply", content: wrongShape.content } },
    { name: "an answer after the timeout", behaviour: { kind: "hang" } },
    { name: "a 500", behaviour: { kind: "status", status: 500 } },
  ];
  return cases;
}
