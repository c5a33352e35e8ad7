import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, it, vi } from "vitest";
import { productMessages } from "../../shared/messages";
import { fakeFetch, on } from "../../../tests/support/fake-fetch";
import { cancelSubscription, getSubscription } from "../../shared/api/billing";
import type { ResponseOf } from "../../shared/api/endpoint";
import { accountDeletionStatus } from "../../shared/api/family-data";
import { DeleteAccountSection } from "../features/account/delete-account-section";
import { SubscriptionSection } from "../features/billing/subscription-section";

afterEach(() => vi.unstubAllGlobals());

const DAY = 86_400;

it("cancelling the subscription on the account page shows at once that deletion waits for the period's end", async () => {
  const end = Math.floor(Date.now() / 1000) + 20 * DAY;
  let cancelled = false;
  const subscription = (): ResponseOf<typeof getSubscription> => ({
    subscription: {
      subscription_id: "local_1",
      subscription_status: "active",
      cancel_at_period_end: cancelled,
      current_period_start: end - 30 * DAY,
      current_period_end: end,
      payment_method_brand: null,
      payment_method_last4: null,
    },
    premium: true,
    // A cancelled subscription's Premium ends with its period.
    premium_ends_at: cancelled ? new Date(end * 1000).toISOString() : null,
  });
  fakeFetch(
    on(getSubscription, () => ({ status: 200, body: subscription() })),
    on(cancelSubscription, () => {
      cancelled = true;
      return { status: 200, body: subscription() };
    }),
    on(accountDeletionStatus, () => ({
      status: 200,
      body: {
        blocked: cancelled
          ? { reason: "subscription_ending", until: new Date(end * 1000).toISOString(), message: "Wait for the end" }
          : { reason: "subscription_active", until: null, message: productMessages.deletionBlockedActive },
      },
    })),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SubscriptionSection />
      <DeleteAccountSection signOut={vi.fn(() => Promise.resolve(null))} />
    </QueryClientProvider>,
  );
  expect(await screen.findByText(productMessages.deletionBlockedActive)).toBeInTheDocument();
  await userEvent.click(await screen.findByRole("button", { name: "Cancel subscription" }));
  await userEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Cancel subscription" }));
  // No wait for the page's 60-second clock: the cancel refreshes what the delete section shows.
  expect(await screen.findByText("Wait for the end")).toBeInTheDocument();
  expect(screen.queryByText(productMessages.deletionBlockedActive)).not.toBeInTheDocument();
});
