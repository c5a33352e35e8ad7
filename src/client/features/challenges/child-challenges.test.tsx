import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { productMessages } from "../../../shared/messages";
import { fakeFetch, on } from "../../../../tests/support/fake-fetch";
import { ChildChallenges } from "./child-challenges";
import { childChallenges, type ChildChallenge } from "../../../shared/api/challenges";

afterEach(() => vi.unstubAllGlobals());

const AVA = "00000000-0000-4000-8000-00000000000a";
const LEO = "00000000-0000-4000-8000-00000000000b";

type Opponent = { type: "child" | "user"; child_id: string | null; name: string };
const leo: Opponent = { type: "child", child_id: LEO, name: "Leo" };
const parent: Opponent = { type: "user", child_id: null, name: "Parent" };

async function openSetChallenge(opponents: Opponent[]) {
  fakeFetch(
    on(childChallenges, { status: 200, body: { waiting: [], completed: [], opponents } }, { params: { childId: AVA } }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ChildChallenges childId={AVA} timeAllowance="standard" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await userEvent.click(await screen.findByRole("button", { name: "Set Challenge" }));
  // The dialog's code loads when it is first opened.
  return screen.findByRole("dialog", { name: "Who do you want to challenge?" });
}

describe("Set Challenge's opponents", () => {
  it("in a free family offers the sibling and not the parent, who could not play it", async () => {
    const dialog = await openSetChallenge([leo]);
    expect(within(dialog).getByRole("button", { name: "Leo" })).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Parent" })).not.toBeInTheDocument();
  });

  it("with Premium offers the parent too", async () => {
    const dialog = await openSetChallenge([leo, parent]);
    expect(
      within(dialog)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(expect.arrayContaining(["Leo", "Parent"]));
  });

  it("says so when there is nobody to challenge (an only child of a free family)", async () => {
    const dialog = await openSetChallenge([]);
    expect(within(dialog).getByText(productMessages.nobodyToChallenge)).toBeInTheDocument();
  });
});

/** Where Accept went: the game's address. */
function At() {
  return <p data-testid="at">{useLocation().search}</p>;
}

describe("waiting challenges", () => {
  const waitingFrom = (n: number, from: Opponent): ChildChallenge => ({
    id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    status: "pending_opponent",
    section: "your_turn",
    game_mode: "challenge",
    time_allowance: "standard",
    created_at: `2026-11-2${n}T10:00:00.000Z`,
    expires_at: `2026-11-2${n + 1}T10:00:00.000Z`,
    completed_at: null,
    initiator: { child_id: from.child_id, name: from.name, difficulty_level: "beginner", played: true, score: 9 },
    opponent: { child_id: AVA, name: "Ava", difficulty_level: "beginner", played: false, score: null, type: "child" },
    winner: null,
    result: "pending",
  });

  it("are one card per challenger saying how many, and Accept plays the oldest", async () => {
    const waiting = [waitingFrom(1, leo), waitingFrom(2, leo), waitingFrom(3, parent), waitingFrom(4, leo)];
    fakeFetch(
      on(
        childChallenges,
        { status: 200, body: { waiting, completed: [], opponents: [leo] } },
        { params: { childId: AVA } },
      ),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={["/child/dashboard"]}>
          <Routes>
            <Route path="/child/dashboard" element={<ChildChallenges childId={AVA} timeAllowance="standard" />} />
            <Route path="/play/game/:childId" element={<At />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const cards = await screen.findAllByTestId("waiting-challenge");
    expect(cards.map((c) => c.textContent)).toEqual([
      "Leo challenged you to a 60-second maths duel!3 challenges waiting: play them one at a time.Accept",
      "Parent challenged you to a 60-second maths duel!Accept",
    ]);
    await userEvent.click(within(cards[0] as HTMLElement).getByRole("button", { name: "Accept" }));
    expect((await screen.findByTestId("at")).textContent).toContain(`challengeId=${waiting[0]?.id}`);
  });

  it("say how long the duel is on the challenge's clock, and that both sides play on it; a new one is on the child's", async () => {
    const doubled = { ...waitingFrom(1, leo), time_allowance: "double" as const };
    fakeFetch(
      on(
        childChallenges,
        { status: 200, body: { waiting: [doubled], completed: [], opponents: [leo] } },
        { params: { childId: AVA } },
      ),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={["/child/dashboard"]}>
          <ChildChallenges childId={AVA} timeAllowance="double" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const [card] = await screen.findAllByTestId("waiting-challenge");
    expect(card?.textContent).toBe(
      "Leo challenged you to a 2-minute maths duel!With 2 × the time, for both of you.Accept",
    );
    await userEvent.click(screen.getByRole("button", { name: "Set Challenge" }));
    expect(await screen.findByRole("dialog", { name: "Who do you want to challenge?" })).toHaveAccessibleDescription(
      "You both get 2 minutes of sums at your own level. The higher score wins!",
    );
  });

  it("a finished challenge played with more time says so beside its scores", async () => {
    const finished: ChildChallenge = {
      ...waitingFrom(5, leo),
      status: "completed",
      section: "completed",
      time_allowance: "one_and_a_half",
      completed_at: "2026-11-26T10:00:00.000Z",
      opponent: { child_id: AVA, name: "Ava", difficulty_level: "beginner", played: true, score: 12, type: "child" },
      winner: "opponent",
      result: "won",
    };
    fakeFetch(
      on(
        childChallenges,
        { status: 200, body: { waiting: [], completed: [finished], opponents: [leo] } },
        { params: { childId: AVA } },
      ),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={["/child/dashboard"]}>
          <ChildChallenges childId={AVA} timeAllowance="standard" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const card = await screen.findByTestId("challenge-toast");
    expect(card).toHaveTextContent("Your challenge with Leo: 12 to 9");
    expect(card).toHaveTextContent("Both played with 1.5 × the time.");
  });
});
