import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { UPSELL_SUPPRESSION_MS, type PremiumFeature } from "../../../shared/constants";
import { fakeFetch, on } from "../../../../tests/support/fake-fetch";
import { PremiumGate } from "./premium-gate";
import { upsellSnoozed } from "./upsell-snooze";
import { getSubscription } from "../../../shared/api/billing";

const HOUR = 60 * 60_000;
let now = Date.UTC(2026, 10, 23, 9);

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

function serve(premium: boolean) {
  fakeFetch(
    on(getSubscription, {
      status: 200,
      body: { subscription: null, premium, premium_ends_at: null },
    }),
  );
}

/** The gated page at /feature, with the dashboard beside it to come back to. */
function renderGate(feature: PremiumFeature = "analytics", userId = "parent-1") {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: "/parent/dashboard", element: <h1>Your family</h1> },
      {
        path: "/feature",
        element: (
          <PremiumGate feature={feature} userId={userId} now={() => now}>
            <h1>The feature itself</h1>
          </PremiumGate>
        ),
      },
    ],
    { initialEntries: ["/parent/dashboard", "/feature"], initialIndex: 1 },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe("a Premium feature's page", () => {
  it("opens for a family with Premium, with no upsell", async () => {
    serve(true);
    renderGate();
    expect(await screen.findByRole("heading", { name: "The feature itself" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("shows a family without Premium the upsell that names the feature, and never the feature", async () => {
    serve(false);
    renderGate("challenge_mode");
    const dialog = await screen.findByRole("dialog", { name: "Unlock Challenge Mode with Premium" });
    expect(dialog).toHaveTextContent("£4.99 a month, cancel anytime.");
    expect(screen.getAllByRole("button", { name: "Upgrade to Premium" }).length).toBeGreaterThan(0);
    expect(screen.queryByText("The feature itself")).not.toBeInTheDocument();
  });

  it("returns to the dashboard when the upsell is closed, by Not now, the cross or Escape", async () => {
    serve(false);
    for (const close of ["Not now", "Close", "{Escape}"]) {
      const router = renderGate();
      await screen.findByRole("dialog", { name: "Unlock Analytics with Premium" });
      if (close.startsWith("{")) await userEvent.keyboard(close);
      else await userEvent.click(screen.getByRole("button", { name: close }));
      expect(await screen.findByRole("heading", { name: "Your family" })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe("/parent/dashboard");
      cleanup();
    }
  });

  it("hides a dismissed feature's upsell for 24 hours, for that feature and that parent only", async () => {
    serve(false);
    let router = renderGate("analytics");
    await userEvent.click(await screen.findByRole("button", { name: "Don't show this for 24 hours" }));
    expect(router.state.location.pathname).toBe("/parent/dashboard");
    cleanup();

    const reopen = async (feature: PremiumFeature, userId = "parent-1") => {
      router = renderGate(feature, userId);
      await screen.findByRole("heading", { name: /is part of Premium/, hidden: true });
      const shown = screen.queryByRole("dialog") !== null;
      cleanup();
      return shown;
    };
    now += 23 * HOUR;
    expect(await reopen("analytics")).toBe(false);
    expect(await reopen("challenge_mode")).toBe(true);
    expect(await reopen("analytics", "parent-2")).toBe(true);
    now += HOUR;
    expect(await reopen("analytics")).toBe(true);
  });
});

describe("the upsell's snooze", () => {
  it("lasts exactly 24 hours from the dismissal", () => {
    const at = Date.UTC(2026, 0, 1);
    expect(upsellSnoozed(null, at)).toBe(false);
    expect(upsellSnoozed(at, at)).toBe(true);
    expect(upsellSnoozed(at, at + UPSELL_SUPPRESSION_MS - 1)).toBe(true);
    expect(upsellSnoozed(at, at + UPSELL_SUPPRESSION_MS)).toBe(false);
    // A dismissal dated ahead (the clock put back) hides it for up to 24 hours, never for ever.
    expect(upsellSnoozed(at + HOUR, at)).toBe(true);
    expect(upsellSnoozed(at + UPSELL_SUPPRESSION_MS, at)).toBe(false);
    expect(upsellSnoozed(at + 30 * 24 * HOUR, at)).toBe(false);
  });
});
