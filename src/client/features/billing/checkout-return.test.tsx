import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CHECKOUT_CONFIRM_WAIT_MS } from "../../../shared/constants";
import { fakeFetch, on } from "../../../../tests/support/fake-fetch";
import { CheckoutReturn } from "./checkout-return";
import { getSubscription, type Subscription } from "../../../shared/api/billing";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const subscription: Subscription = {
  subscription_id: "local_1",
  subscription_status: "active",
  cancel_at_period_end: false,
  current_period_start: 1_780_000_000,
  current_period_end: 1_782_592_000,
  payment_method_brand: null,
  payment_method_last4: null,
};

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <CheckoutReturn />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("back from checkout", () => {
  it("thanks the parent once Premium shows, asking the server again until it does", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let asked = 0;
    fakeFetch(
      on(getSubscription, () => {
        asked += 1;
        const premium = asked >= 3;
        return { status: 200, body: { subscription: premium ? subscription : null, premium, premium_ends_at: null } };
      }),
    );
    renderAt("/parent/dashboard?checkout=success");
    expect(await screen.findByText("Thank you! Confirming your payment…")).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(await screen.findByText("Thank you! Premium is now active for your family.")).toBeInTheDocument();
    expect(asked).toBe(3);
  });

  it("says plainly after 30 s that the payment has not been confirmed yet", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeFetch(
      on(getSubscription, {
        status: 200,
        body: { subscription: null, premium: false, premium_ends_at: null },
      }),
    );
    renderAt("/parent/dashboard?checkout=success");
    expect(await screen.findByText("Thank you! Confirming your payment…")).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(CHECKOUT_CONFIRM_WAIT_MS - 1_000));
    expect(screen.getByText("Thank you! Confirming your payment…")).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByText(/We have not had confirmation of your payment yet/)).toBeInTheDocument();
  });

  it("notes calmly that a cancelled checkout charged nothing", () => {
    renderAt("/parent/dashboard?checkout=cancelled");
    expect(screen.getByRole("status")).toHaveTextContent(
      "Checkout cancelled. Nothing has been charged; you can upgrade whenever you like.",
    );
  });
});
