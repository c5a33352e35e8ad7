import { QueryClient } from "@tanstack/react-query";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { playSummary, practicePlan } from "../../../shared/api/play";
import { STREAK_LOOKUP_TIMEOUT_MS } from "../../../shared/constants";
import { testChildProfile } from "../../../../tests/support/child-profile";
import { fakeFetch, on } from "../../../../tests/support/fake-fetch";
import { testPlaySummary } from "../../../../tests/support/play-summary";
import { renderRoute } from "../../../../tests/support/render-route";
import { PlayPanel } from "./play-panel";

const child = testChildProfile();
const UNLOCKED = testPlaySummary({ streak: 4, tower_unlocked: true });
const NO_PLAN = { status: 503, body: { error: { code: "database_unavailable", message: "Try again" } } } as const;

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The dashboard's play side opened afresh, as after a reload: nothing kept in memory. */
const openPanel = () => renderRoute(<PlayPanel child={child} />, "/child/dashboard", new QueryClient());
const tower = () => screen.getByTestId("game-times_table_tower");

describe("the play panel when the streak lookup fails", () => {
  it("shows a streak of 0 and the Tower not locked when nothing is known of the child", async () => {
    fakeFetch(on(playSummary, "network-error"), on(practicePlan, NO_PLAN));
    openPanel();
    expect(await screen.findByTestId("streak")).toHaveTextContent("Start today!");
    expect(tower()).not.toHaveTextContent("Locked");
    expect(tower().tagName).toBe("A");
  });

  it("shows the last state read on this device: the Tower the child opened stays open", async () => {
    fakeFetch(on(playSummary, { status: 200, body: UNLOCKED }), on(practicePlan, NO_PLAN));
    const first = openPanel();
    expect(await screen.findByTestId("streak")).toHaveTextContent("4-day streak");
    first.unmount();

    fakeFetch(on(playSummary, { status: 500, body: { error: { code: "internal_error", message: "Oops" } } }));
    openPanel();
    expect(await screen.findByTestId("streak")).toHaveTextContent("4-day streak");
    expect(within(tower()).getByText("Build a tower of times tables.")).toBeInTheDocument();
    expect(tower()).toHaveAttribute("href");
  });

  it("gives up on a lookup that takes longer than 5 seconds, and shows what it knew", async () => {
    localStorage.setItem(`play-summary:${child.id}`, JSON.stringify(UNLOCKED));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeFetch(on(playSummary, "hang"), on(practicePlan, NO_PLAN));
    openPanel();
    // While it is asked, nothing is claimed: no streak and no lock.
    expect(screen.queryByTestId("streak")).not.toBeInTheDocument();
    expect(tower()).not.toHaveTextContent("Locked");
    await act(() => vi.advanceTimersByTimeAsync(STREAK_LOOKUP_TIMEOUT_MS - 1_000));
    expect(screen.queryByTestId("streak")).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(await screen.findByTestId("streak")).toHaveTextContent("4-day streak");
    expect(tower()).not.toHaveTextContent("Locked");
  });

  it("still shows the lock the server answered", async () => {
    fakeFetch(
      on(playSummary, { status: 200, body: { ...UNLOCKED, streak: 1, tower_unlocked: false } }),
      on(practicePlan, NO_PLAN),
    );
    openPanel();
    expect(await screen.findByTestId("streak")).toHaveTextContent("1-day streak");
    expect(tower()).toHaveTextContent("Locked");
    expect(tower().tagName).toBe("DIV");
  });
});

/** The panel with a chip beside the streak whose own read answers when the button is pressed. */
function PanelWithAside() {
  const [settled, setSettled] = useState(false);
  return (
    <>
      <button onClick={() => setSettled(true)}>Answer the aside</button>
      <PlayPanel child={child} aside={<a href="#mission">Mission</a>} asideSettled={settled} />
    </>
  );
}

describe("the row above the games", () => {
  it("is drawn once, when the summary and the aside's reads have both answered", async () => {
    fakeFetch(
      on(playSummary, { status: 200, body: testPlaySummary({ streak: 1, tower_unlocked: false }) }),
      on(practicePlan, NO_PLAN),
    );
    renderRoute(<PanelWithAside />, "/child/dashboard", new QueryClient());
    // The summary has answered (the Tower is locked), the aside's reads not yet: the row waits for them.
    expect(await screen.findByText(/Locked/)).toBeInTheDocument();
    expect(screen.queryByTestId("streak")).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Mission" })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Answer the aside" }));
    expect(await screen.findByTestId("streak")).toHaveTextContent("1-day streak");
    expect(screen.getByRole("link", { name: "Mission" })).toBeInTheDocument();
  });
});
