import { describe, expect, it } from "vitest";
import { TestClock } from "../../../tests/support/test-app";
import { createDiskGuard, DiskFullError, EMBEDDED_DISK_RESERVE_BYTES, isDiskFull, mayWrite } from "./disk-guard";
import { isDatabaseUnavailable } from "./unavailable";

const MB = 1024 * 1024;

describe("the embedded database's disk guard", () => {
  it("refuses writes below the reserve, says since when the disk is full, and lets them through once there is room", () => {
    const clock = new TestClock();
    let free = EMBEDDED_DISK_RESERVE_BYTES;
    const guard = createDiskGuard({ dir: "/data", clock: clock.now, freeBytes: () => free });
    expect(() => guard.check()).not.toThrow();
    expect(guard.state()).toEqual({ state: "up" });

    free = EMBEDDED_DISK_RESERVE_BYTES - 1;
    const full = clock.now();
    expect(() => guard.check()).toThrow(DiskFullError);
    clock.advance(1_000);
    free = 0;
    let refusal: unknown;
    try {
      guard.check();
    } catch (error) {
      refusal = error;
    }
    // Answered as a full disk, and, like an unreachable database, safe to send again.
    expect(isDiskFull(refusal)).toBe(true);
    expect(isDatabaseUnavailable(refusal)).toBe(true);
    expect(guard.state()).toEqual({
      state: "down",
      since: full,
      lastError: `0 MB free, under the ${EMBEDDED_DISK_RESERVE_BYTES / MB} MB the database keeps`,
    });

    free = EMBEDDED_DISK_RESERVE_BYTES * 2;
    clock.advance(1_000);
    expect(() => guard.check()).not.toThrow();
    expect(guard.state()).toEqual({ state: "up", since: clock.now() });
  });

  it("counts a full disk the database met itself, found in the error's causes", () => {
    const guard = createDiskGuard({ dir: "/data", freeBytes: () => EMBEDDED_DISK_RESERVE_BYTES });
    guard.noteError(new Error("something else"));
    expect(guard.state().state).toBe("up");
    const met = new Error("Failed query", {
      cause: Object.assign(new Error('could not extend file "base/5/1": No space left on device'), { code: "53100" }),
    });
    expect(isDiskFull(met)).toBe(true);
    guard.noteError(met);
    expect(guard.state()).toMatchObject({ state: "down", lastError: "Failed query" });
  });

  it.each([
    ['select "id" from "sessions" where "child_id" = $1', false],
    ["  SELECT 1", false],
    ['select "id" from "children" where "id" = $1 for update', true],
    ['select "id" from "challenges" where "id" = $1 for no key update', true],
    ["select nextval('seq')", true],
    ['insert into "sessions" ("id") values ($1)', true],
    ['update "children" set "name" = $1', true],
    ["with moved as (delete from t returning *) select * from moved", true],
  ])("takes %j for a write: %s", (text, writes) => {
    expect(mayWrite(text)).toBe(writes);
  });
});
