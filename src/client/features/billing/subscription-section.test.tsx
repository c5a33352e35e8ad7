import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeFetch, on } from "../../../../tests/support/fake-fetch";
import { SubscriptionSection } from "./subscription-section";
import { getSubscription } from "../../../shared/api/billing";

afterEach(() => vi.unstubAllGlobals());

const day = 86_400;
const start = Math.floor(Date.parse("2026-11-01T00:00:00Z") / 1000);

describe("Account Settings' subscription", () => {
  it("says Cancelling, in British English, for a subscription set to cancel at the period end", async () => {
    fakeFetch(
      on(getSubscription, {
        status: 200,
        body: {
          subscription: {
            subscription_id: "sub_1",
            subscription_status: "active",
            cancel_at_period_end: true,
            current_period_start: start,
            current_period_end: start + 30 * day,
            payment_method_brand: "visa",
            payment_method_last4: "4242",
          },
          premium: true,
          premium_ends_at: new Date((start + 30 * day) * 1000).toISOString(),
        },
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <SubscriptionSection now={new Date(start * 1000)} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText("Cancelling", { exact: true })).toBeInTheDocument();
    expect(screen.queryByText(/Canceling/)).not.toBeInTheDocument();
  });
});
