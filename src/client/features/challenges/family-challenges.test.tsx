import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { familyChallenges, type Challenge } from "../../../shared/api/challenges";
import { messages } from "../../../shared/messages";
import { fakeFetch, on } from "../../../../tests/support/fake-fetch";
import { renderWithQueries } from "../../../../tests/support/render-route";
import { FamilyChallenges } from "./family-challenges";

afterEach(() => vi.unstubAllGlobals());

const waiting: Challenge = {
  id: "00000000-0000-4000-8000-0000000000c1",
  status: "pending_opponent",
  section: "waiting_for_opponent",
  game_mode: "challenge",
  time_allowance: "standard",
  created_at: "2026-11-20T10:00:00.000Z",
  expires_at: "2026-11-27T10:00:00.000Z",
  completed_at: null,
  initiator: {
    child_id: "00000000-0000-4000-8000-00000000000a",
    name: "Ava",
    difficulty_level: "beginner",
    played: true,
    score: 17,
  },
  opponent: {
    type: "child",
    child_id: "00000000-0000-4000-8000-00000000000b",
    name: "Leo",
    difficulty_level: null,
    played: false,
    score: null,
  },
  winner: null,
};

describe("Challenge Mode's lists", () => {
  it("a challenge waiting for its opponent shows the score of the side that has played", async () => {
    fakeFetch(on(familyChallenges, { status: 200, body: { challenges: [waiting] } }));
    renderWithQueries(
      <MemoryRouter>
        <FamilyChallenges />
      </MemoryRouter>,
    );
    const section = await screen.findByRole("region", { name: messages.waitingForOpponent });
    const card = within(section).getByTestId("challenge-card");
    expect(card).toHaveTextContent("17");
    expect(card).toHaveTextContent("Not played yet");
  });

  it("a challenge played with more time says so, for both sides; one on the usual clock says nothing of it", async () => {
    const doubled = { ...waiting, id: "00000000-0000-4000-8000-0000000000c2", time_allowance: "double" as const };
    fakeFetch(on(familyChallenges, { status: 200, body: { challenges: [waiting, doubled] } }));
    renderWithQueries(
      <MemoryRouter>
        <FamilyChallenges />
      </MemoryRouter>,
    );
    const section = await screen.findByRole("region", { name: messages.waitingForOpponent });
    const [usual, longer] = within(section).getAllByTestId("challenge-card");
    expect(usual).not.toHaveTextContent("the time");
    expect(longer).toHaveTextContent("Both sides play with 2 × the time");
  });

  it("a list that failed to load shows the error and Retry, never the lists' empty words", async () => {
    let tries = 0;
    fakeFetch(
      on(familyChallenges, () =>
        ++tries === 1
          ? { status: 500, body: { error: { code: "internal_error", message: "Server trouble" } } }
          : { status: 200, body: { challenges: [waiting] } },
      ),
    );
    renderWithQueries(
      <MemoryRouter>
        <FamilyChallenges />
      </MemoryRouter>,
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("Server trouble");
    expect(screen.queryByText("None right now.")).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: messages.waitingForOpponent })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    const section = await screen.findByRole("region", { name: messages.waitingForOpponent });
    expect(within(section).getByTestId("challenge-card")).toHaveTextContent("17");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
