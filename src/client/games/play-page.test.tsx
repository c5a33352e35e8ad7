import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { GameConfig } from "../../shared/game/game-state";
import { createTimedGame, timedReducer } from "../../shared/game/modes/timed/game";
import { testChild, testChildSession } from "../../../tests/support/child-session";
import { fakeFetch, on } from "../../../tests/support/fake-fetch";
import { AuthProvider, useAuth } from "../features/auth/auth-context";
import { PlayPage } from "./play-page";
import { childMe } from "../../shared/api/children";

const engine = { create: (c: GameConfig) => createTimedGame({ ...c, mode: "timed" }), reduce: timedReducer };

/** As the app's login guard: the page once the tab's session is read. */
function SignedIn() {
  return useAuth().state.status === "initialising" ? null : <Outlet />;
}

/** A signed-in child opening the 90 Second Challenge at its address. */
function openGame(child = testChild) {
  sessionStorage.setItem("ms.childSession", JSON.stringify(testChildSession(60, child)));
  fakeFetch(
    on(childMe, {
      status: 200,
      body: { child_data: child, expires_at: new Date(Date.now() + 3_600_000).toISOString() },
    }),
  );
  const router = createMemoryRouter(
    [
      {
        element: (
          <AuthProvider validateParent={false}>
            <SignedIn />
          </AuthProvider>
        ),
        children: [{ path: "/play/game/:childId", element: <PlayPage mode="timed" engine={engine} /> }],
      },
    ],
    { initialEntries: [`/play/game/${child.id}?mode=timed`] },
  );
  return render(<RouterProvider router={router} />);
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe("the how-to-play card", () => {
  it("comes before a child's first game of a mode, focused on Let's go!, and the countdown waits for it", async () => {
    const view = openGame();
    const start = await screen.findByRole("button", { name: "Let's go!" });
    expect(screen.getByRole("heading", { name: "90 Second Challenge" })).toBeInTheDocument();
    expect(screen.getByText(/before the 90 seconds run out/)).toBeInTheDocument();
    expect(start).toHaveFocus();
    // The game's page has no site header: the card has its own way back.
    expect(screen.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/child/dashboard");
    expect(screen.queryByTestId("countdown")).not.toBeInTheDocument();

    await userEvent.keyboard("{Enter}");
    expect(await screen.findByTestId("countdown")).toHaveTextContent("3");
    expect(screen.queryByTestId("how-to-play")).not.toBeInTheDocument();
    view.unmount();

    // The next time, straight to the countdown.
    openGame();
    expect(await screen.findByTestId("countdown")).toHaveTextContent("3");
    expect(screen.queryByTestId("how-to-play")).not.toBeInTheDocument();
  });

  it("is remembered per child: a brother on the same tablet still gets his, and skipping counts as seen", async () => {
    const first = openGame();
    await userEvent.click(await screen.findByRole("button", { name: "I know how to play" }));
    expect(await screen.findByTestId("countdown")).toBeInTheDocument();
    first.unmount();

    const leo = { ...testChild, id: "c2", name: "Leo" };
    openGame(leo);
    expect(await screen.findByTestId("how-to-play")).toBeInTheDocument();
  });
});
