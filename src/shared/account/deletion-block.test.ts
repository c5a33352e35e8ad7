import { describe, expect, it } from "vitest";
import { deletionBlock, deletionBlockMessage } from "./deletion-block";

const now = new Date("2026-11-23T12:00:00Z");
const later = new Date("2026-12-23T12:00:00Z");
const earlier = new Date("2026-11-23T11:59:59Z");
const sub = (status: string, cancelAtPeriodEnd: boolean, currentPeriodEnd: Date) => ({
  status,
  cancelAtPeriodEnd,
  currentPeriodEnd,
});

describe("account deletion is blocked by a subscription", () => {
  it("is allowed with no subscription", () => {
    expect(deletionBlock([], now)).toBeNull();
  });

  it("is blocked while a subscription is active, whatever its period", () => {
    expect(deletionBlock([sub("active", false, later)], now)).toEqual({ reason: "subscription_active" });
    expect(deletionBlock([sub("trialing", false, later)], now)).toEqual({ reason: "subscription_active" });
    expect(deletionBlock([sub("past_due", false, earlier)], now)).toEqual({ reason: "subscription_active" });
  });

  it("is blocked while a cancellation is scheduled and the period has not ended, naming the end", () => {
    expect(deletionBlock([sub("active", true, later)], now)).toEqual({ reason: "subscription_ending", until: later });
  });

  it("is allowed once the cancelled period has ended, and for ended subscriptions", () => {
    expect(deletionBlock([sub("active", true, earlier)], now)).toBeNull();
    expect(deletionBlock([sub("active", true, now)], now)).toBeNull();
    expect(deletionBlock([sub("canceled", false, later)], now)).toBeNull();
    expect(deletionBlock([sub("incomplete", false, later)], now)).toBeNull();
  });

  it("says the subscription must be cancelled first, or when the period ends", () => {
    expect(deletionBlockMessage({ reason: "subscription_active" })).toBe(
      "Please cancel your Premium subscription before deleting your account.",
    );
    expect(deletionBlockMessage({ reason: "subscription_ending", until: later })).toBe(
      "Your subscription is set to cancel, but its period has not ended yet. You can delete your account after 23 December 2026.",
    );
  });
});
