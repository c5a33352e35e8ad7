import pino from "pino";
import { describe, expect, it, vi } from "vitest";
import { createBackgroundWork } from "./background-work";

const silentLog = () => {
  const log = pino({ level: "silent" });
  const error = vi.spyOn(log, "error");
  return { log, error };
};

describe("background work", () => {
  it("starts the work at once, and settles once it and the work it starts have ended", async () => {
    const { log } = silentLog();
    const work = createBackgroundWork(log);
    const done: string[] = [];
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started = false;
    work.run("first", async () => {
      started = true;
      await gate;
      done.push("first");
      work.run("second", async () => {
        await Promise.resolve();
        done.push("second");
      });
    });
    expect(started).toBe(true);
    let settled = false;
    const settling = work.settled().then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    release();
    await settling;
    expect(done).toEqual(["first", "second"]);
  });

  it("logs a failure, thrown or rejected, and never throws it", async () => {
    const { log, error } = silentLog();
    const work = createBackgroundWork(log);
    work.run("a rejected one", () => Promise.reject(new Error("the outbox is away")));
    work.run("a thrown one", () => {
      throw new Error("thrown before any promise");
    });
    await expect(work.settled()).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledTimes(2);
    expect(error.mock.calls.map(([fields]) => (fields as { work: string }).work).sort()).toEqual([
      "a rejected one",
      "a thrown one",
    ]);
  });

  it("settles at once with nothing running", async () => {
    await expect(createBackgroundWork(silentLog().log).settled()).resolves.toBeUndefined();
  });
});
