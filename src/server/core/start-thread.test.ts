import { once } from "node:events";
import { constants, getPriority } from "node:os";
import { describe, expect, it } from "vitest";
import { startThread } from "./start-thread";

describe.runIf(process.platform === "linux")("a thread of the server's", () => {
  it("runs below the server's priority from its first module on, and leaves the server's own as it was", async () => {
    const before = getPriority();
    const worker = startThread(import.meta.url, {
      built: "./not-built.js",
      source: "../../../tests/support/thread-priority-entry.ts",
    });
    try {
      const [told] = (await once(worker, "message")) as [{ atLoad: number; now: number }];
      expect(told).toEqual({
        atLoad: constants.priority.PRIORITY_BELOW_NORMAL,
        now: constants.priority.PRIORITY_BELOW_NORMAL,
      });
      expect(getPriority()).toBe(before);
    } finally {
      await worker.terminate();
    }
  });
});
