import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeFetch, on } from "../../../../tests/support/fake-fetch";
import { premiumEndDate } from "./premium-end";
import { PremiumStatus } from "./premium-status";
import { SubscriptionSection } from "./subscription-section";
import { getSubscription } from "../../../shared/api/billing";
import { renderWithQueries } from "../../../../tests/support/render-route";

afterEach(() => vi.unstubAllGlobals());

/** A family on a referral's week of Premium, with no subscription, as the server answers. */
function serveReferralWeek(endsAt: string) {
  fakeFetch(
    on(getSubscription, {
      status: 200,
      body: { subscription: null, premium: true, premium_ends_at: endsAt },
    }),
  );
}

describe("the end of Premium that does not renew", () => {
  it("is written as a British date, on the UTC day the server gives, with the year only when it is not this one", () => {
    const now = new Date("2026-11-24T10:00:00Z");
    expect(premiumEndDate("2026-12-01T13:16:00.000Z", now)).toBe("Tuesday 1 December");
    expect(premiumEndDate("2026-12-01T23:59:00.000Z", now)).toBe("Tuesday 1 December");
    expect(premiumEndDate("2027-01-05T09:00:00.000Z", now)).toBe("Tuesday 5 January 2027");
  });

  it("shows beside the dashboard's Premium badge", async () => {
    serveReferralWeek("2026-12-01T13:16:00.000Z");
    renderWithQueries(<PremiumStatus now={new Date("2026-11-24T10:00:00Z")} />);
    expect(await screen.findByText("Premium until Tuesday 1 December")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Upgrade to Premium" })).not.toBeInTheDocument();
  });

  it("is named on the account page, which says what a subscription adds after it and when one would start", async () => {
    serveReferralWeek("2026-12-01T13:16:00.000Z");
    renderWithQueries(<SubscriptionSection now={new Date("2026-11-24T10:00:00Z")} />);
    const region = await screen.findByRole("region", { name: "Premium subscription" });
    expect(
      await screen.findByText(/^Your family has Premium until Tuesday 1 December, with no subscription/),
    ).toBeInTheDocument();
    expect(region).not.toHaveTextContent("for now");
    expect(region).toHaveTextContent(
      "To keep analytics and progress history, Challenge Mode and AI tutor feedback after Tuesday 1 December, subscribe for £4.99 a month",
    );
    expect(screen.getByRole("button", { name: "Subscribe to keep Premium" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Upgrade to Premium" })).not.toBeInTheDocument();
  });

  it("is not shown for a subscription that renews", async () => {
    fakeFetch(
      on(getSubscription, {
        status: 200,
        body: { subscription: null, premium: true, premium_ends_at: null },
      }),
    );
    renderWithQueries(<PremiumStatus />);
    expect(await screen.findByText("Premium")).toBeInTheDocument();
    expect(screen.queryByText(/until/)).not.toBeInTheDocument();
  });
});
