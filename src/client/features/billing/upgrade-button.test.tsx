import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { messages } from "../../../shared/messages";
import { fakeFetch, on } from "../../../../tests/support/fake-fetch";
import { UpgradeButton } from "./upgrade-button";
import { startCheckout } from "../../../shared/api/billing";

afterEach(() => vi.unstubAllGlobals());

function renderButton() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <UpgradeButton />
    </QueryClientProvider>,
  );
}

describe("Upgrade to Premium", () => {
  it("says checkout could not open when the server cannot create it", async () => {
    fakeFetch(
      on(startCheckout, {
        status: 502,
        body: { error: { code: "checkout_failed", message: messages.checkoutSessionFailed } },
      }),
    );
    renderButton();
    await userEvent.click(screen.getByRole("button", { name: "Upgrade to Premium" }));
    expect(await screen.findByText("Failed to open checkout. Please try again.")).toBeInTheDocument();
  });

  it("asks a signed-out parent to sign in", async () => {
    fakeFetch(
      on(startCheckout, {
        status: 401,
        body: { error: { code: "not_authenticated", message: messages.signInToUpgrade } },
      }),
    );
    renderButton();
    await userEvent.click(screen.getByRole("button", { name: "Upgrade to Premium" }));
    expect(await screen.findByText("Please sign in to upgrade")).toBeInTheDocument();
  });
});
