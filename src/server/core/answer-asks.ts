import { parentPort } from "node:worker_threads";
import type { ThreadAnswer, ThreadAsk } from "./asking-thread";

/**
 * The thread's side of an AskingThread: answers each ask the server sends with what `answer` makes of it, or with
 * why it could not (a failure thrown at once is answered as one found later), and goes on with the next. The asks
 * come as the server sent them (AskingThread's `ask`), of the type `answer` takes.
 */
export function answerAsks<Answer>(answer: (ask: never) => Answer | Promise<Answer>): void {
  const port = parentPort;
  if (!port) throw new Error("answerAsks runs on a worker thread");
  port.on("message", ({ id, ask }: ThreadAsk<never>) => {
    Promise.resolve(ask)
      .then(answer)
      .then(
        (made) => port.postMessage({ id, answer: made } satisfies ThreadAnswer<Answer>),
        (error: unknown) =>
          port.postMessage({
            id,
            error: error instanceof Error ? error.message : String(error),
          } satisfies ThreadAnswer<Answer>),
      );
  });
}
