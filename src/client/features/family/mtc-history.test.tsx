import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, it, vi } from "vitest";
import { fakeFetch, on } from "../../../../tests/support/fake-fetch";
import { MtcHistory } from "./mtc-history";
import { listChildSessions, type GameSession } from "../../../shared/api/play";

afterEach(() => vi.unstubAllGlobals());

const CHILD = "00000000-0000-4000-8000-000000000001";

it("asks for the scores once opened, and lists them by date under column headings", async () => {
  const game: GameSession = {
    id: "00000000-0000-4000-8000-000000000002",
    client_id: "00000000-0000-4000-8000-000000000003",
    child_id: CHILD,
    user_id: "00000000-0000-4000-8000-000000000004",
    mode: "mtc",
    difficulty_level: "intermediate",
    time_allowance: "standard",
    score: 21,
    max_score: 25,
    duration: 200,
    created_at: "2026-11-20T16:00:00.000Z",
  };
  const { calls } = fakeFetch(
    on(
      listChildSessions,
      { status: 200, body: { sessions: [game], next_before: null } },
      { params: { childId: CHILD } },
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MtcHistory childId={CHILD} childName="Ava" />
    </QueryClientProvider>,
  );
  expect(calls).toHaveLength(0);
  await userEvent.click(screen.getByText("Times Tables Check scores"));
  const table = await screen.findByRole("table", { name: "Times Tables Check scores of Ava, newest first" });
  const headings = within(table).getAllByRole("columnheader");
  expect(headings.map((h) => h.textContent)).toEqual(["Date", "Score"]);
  expect(headings[1]).toHaveClass("text-right");
  expect(within(table).getAllByRole("row")[1]).toHaveTextContent("20 Nov 202621 / 25");
});
