import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { productMessages } from "../../../shared/messages";
import { queryKeys } from "../../queries/keys";
import { type OutboxEntry, type Refusal } from "./game-outbox";
import { gameOutbox, OutboxSync } from "./outbox-sync";

let subscribe: MockInstance<typeof gameOutbox.onRefused>;

beforeEach(() => {
  subscribe = vi.spyOn(gameOutbox, "onRefused");
});
afterEach(() => subscribe.mockRestore());

/** The app's outbox sync for Ava, with the page at `entry`. */
function openAt(entry: { pathname: string; state?: unknown }, client = new QueryClient()) {
  const router = createMemoryRouter([{ path: "*", element: <OutboxSync family="p1" childId="c1" /> }], {
    initialEntries: [entry],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const listener = subscribe.mock.calls.at(-1)?.[0];
  if (!listener) throw new Error("The outbox sync did not listen for refusals");
  return {
    router,
    refuse: (clientId: string, refusal: Refusal) => act(() => listener(clientId, refusal)),
  };
}

const cancelled: Refusal = {
  status: 409,
  code: "challenge_closed",
  message: productMessages.challengeCancelledBeforeSave,
};

describe("a game sent later from this device and refused for good", () => {
  it("is told wherever the player is, in their words, until they close it", async () => {
    const { refuse } = openAt({ pathname: "/child/dashboard" });
    refuse("g1", cancelled);
    const notice = await screen.findByTestId("refused-game-notice");
    expect(notice).toHaveAttribute("role", "alert");
    expect(notice).toHaveTextContent(productMessages.earlierGameNotSaved);
    expect(notice).toHaveTextContent(productMessages.challengeCancelledBeforeSave);
    refuse("g2", { status: 422, code: "implausible_game", message: productMessages.implausibleGame });
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    // The next one, in a child's words.
    expect(await screen.findByTestId("refused-game-notice")).toHaveTextContent(productMessages.gameNotCounted);
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByTestId("refused-game-notice")).not.toBeInTheDocument();
  });

  it("waits while a game is played", async () => {
    const { refuse, router } = openAt({ pathname: "/play/game/c1" });
    refuse("g1", cancelled);
    expect(screen.queryByTestId("refused-game-notice")).not.toBeInTheDocument();
    await act(() => router.navigate("/child/dashboard"));
    expect(await screen.findByTestId("refused-game-notice")).toBeInTheDocument();
  });

  it("is not told again over its own results page, which reads it again and says so", async () => {
    const client = new QueryClient();
    const result = queryKeys.play.result(undefined, "g1");
    client.setQueryData(result, "saved on this device");
    const { refuse, router } = openAt({ pathname: "/play/results", state: { clientId: "g1" } }, client);
    refuse("g1", cancelled);
    expect(client.getQueryState(result)?.isInvalidated).toBe(true);
    await act(() => router.navigate("/child/dashboard"));
    // Only a later game's refusal is told.
    refuse("g2", { status: 422, code: "implausible_game", message: productMessages.implausibleGame });
    const notice = await screen.findByTestId("refused-game-notice");
    expect(notice).toHaveTextContent(productMessages.gameNotCounted);
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByTestId("refused-game-notice")).not.toBeInTheDocument();
  });
});

describe("a game kept on this device after a server error or a timeout", () => {
  it("is sent again 5 s later while the app stays open, sooner when the app comes back to the front", async () => {
    vi.useFakeTimers();
    // The browser's storage is there (the sync runs only then); the outbox itself is watched.
    vi.stubGlobal("indexedDB", {});
    const waiting = vi.spyOn(gameOutbox, "onWaiting");
    let left = 0;
    const flush = vi.spyOn(gameOutbox, "flush").mockImplementation(() => Promise.resolve(0));
    const entry: OutboxEntry = {
      body: {
        client_id: "g1",
        child_id: "c1",
        mode: "timed",
        difficulty_level: "beginner",
        duration_seconds: 90,
        questions: [],
      },
      queuedAt: 0,
      attempts: 1,
      waiting: "server",
    };
    const pending = vi.spyOn(gameOutbox, "pending").mockImplementation(() => Promise.resolve(left > 0 ? [entry] : []));
    try {
      openAt({ pathname: "/play/results" });
      await vi.advanceTimersByTimeAsync(0);
      // As the app starts, nothing waits.
      expect(flush).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(600_000);
      expect(flush).toHaveBeenCalledTimes(1);

      // The game just played could not be saved: the server answered 500.
      left = 1;
      const kept = waiting.mock.calls.at(-1)?.[0];
      if (!kept) throw new Error("The outbox sync did not listen for games kept on the device");
      kept(null);
      await vi.advanceTimersByTimeAsync(6_000);
      expect(flush).toHaveBeenCalledTimes(2);
      // Still failing: the next try waits longer; the app coming back to the front tries at once.
      await vi.advanceTimersByTimeAsync(6_000);
      expect(flush).toHaveBeenCalledTimes(2);
      act(() => void document.dispatchEvent(new Event("visibilitychange")));
      await vi.advanceTimersByTimeAsync(0);
      expect(flush).toHaveBeenCalledTimes(3);
      left = 0;
      await vi.advanceTimersByTimeAsync(6_000);
      expect(flush).toHaveBeenCalledTimes(4);
      await vi.advanceTimersByTimeAsync(600_000);
      expect(flush).toHaveBeenCalledTimes(4);
    } finally {
      flush.mockRestore();
      pending.mockRestore();
      waiting.mockRestore();
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });
});
