import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { testChildProfile } from "../../../../tests/support/child-profile";
import { productMessages } from "../../../shared/messages";
import { ChildCard } from "./child-card";

const ava = testChildProfile({ difficulty_level: "intermediate" });
const now = new Date("2026-11-24T19:00:00Z");

function renderCard(progress?: Parameters<typeof ChildCard>[0]["progress"]) {
  const router = createMemoryRouter([
    {
      path: "/",
      element: (
        <ChildCard
          child={ava}
          progress={progress}
          now={now}
          onEdit={() => {}}
          onDelete={() => {}}
          onBadges={() => {}}
        />
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
  return screen.getByTestId("child-card");
}

describe("a child's card on the parent dashboard", () => {
  it("shows the streak, the games of the last 7 days (named so) and the last game, and links to the child's progress", () => {
    const card = renderCard({
      child_id: ava.id,
      streak: 4,
      games_this_week: 2,
      last_game: { mode: "missing_piece", score: 9, max_score: 20, created_at: "2026-11-24T16:00:00.000Z" },
      level_offer: null,
    });
    expect(card).toHaveTextContent("4-day streak");
    expect(card).toHaveTextContent("Last 7 days2 games");
    expect(card).not.toHaveTextContent("This week");
    expect(card).toHaveTextContent("Last gameMissing Piece Challenge: 9 / 20, 3 hours ago");
    expect(within(card).getByRole("link", { name: "Progress of Ava" })).toHaveAttribute(
      "href",
      `/parent/analytics/${ava.id}`,
    );
  });

  it("says a last game with no answers had none, never 0 / 0", () => {
    const card = renderCard({
      child_id: ava.id,
      streak: 1,
      games_this_week: 1,
      last_game: { mode: "missing_piece", score: 0, max_score: 0, created_at: "2026-11-24T16:00:00.000Z" },
      level_offer: null,
    });
    expect(card).toHaveTextContent(`Last gameMissing Piece Challenge: ${productMessages.noAnswers}, 3 hours ago`);
    expect(card).not.toHaveTextContent("0 / 0");
  });

  it("invites a child who has not played to start today", () => {
    const card = renderCard({ child_id: ava.id, streak: 0, games_this_week: 0, last_game: null, level_offer: null });
    expect(card).toHaveTextContent("Start today!");
    expect(card).toHaveTextContent("0 games");
    expect(card).toHaveTextContent("No games yet");
  });

  it("shows the profile alone while the progress loads", () => {
    const card = renderCard(undefined);
    expect(card).toHaveTextContent("Ava");
    expect(card).not.toHaveTextContent("Last 7 days");
  });
});
