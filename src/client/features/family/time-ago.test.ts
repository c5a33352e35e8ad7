import { describe, expect, it } from "vitest";
import { timeAgo } from "./time-ago";

const now = new Date("2026-11-24T19:00:00Z");
const before = (ms: number) => new Date(now.getTime() - ms);

describe("when the last game was", () => {
  it("reads as a parent would say it", () => {
    expect(timeAgo(before(20_000), now)).toBe("just now");
    expect(timeAgo(before(60_000), now)).toBe("1 minute ago");
    expect(timeAgo(before(45 * 60_000), now)).toBe("45 minutes ago");
    expect(timeAgo(before(3 * 3_600_000), now)).toBe("3 hours ago");
    expect(timeAgo(before(30 * 3_600_000), now)).toBe("yesterday");
    expect(timeAgo(before(4 * 86_400_000), now)).toBe("4 days ago");
    expect(timeAgo(new Date("2026-11-12T08:00:00Z"), now)).toBe("12 November");
    expect(timeAgo(new Date("2025-12-30T08:00:00Z"), now)).toBe("30 December 2025");
    // A clock a little ahead on the server is not "in 2 minutes".
    expect(timeAgo(new Date(now.getTime() + 120_000), now)).toBe("just now");
  });
});
