import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeFetch, on } from "../../../../tests/support/fake-fetch";
import { testChildProfile } from "../../../../tests/support/child-profile";
import type { DifficultyLevel } from "../../../shared/constants";
import { LevelOfferNotice } from "./level-offer-notice";
import { updateChild } from "../../../shared/api/children";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const ava = testChildProfile({ difficulty_level: "beginner" });
const LAST = "2026-11-24T16:00:00.000Z";

function renderNotice(offer: { direction: "up" | "down"; to: DifficultyLevel }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <LevelOfferNotice child={ava} offer={offer} lastGameAt={LAST} />
    </QueryClientProvider>,
  );
}

describe("a level offered to the parent", () => {
  it("says why, and moves the child up when the parent agrees", async () => {
    const { calls } = fakeFetch(on(updateChild, { status: 200, body: ava }, { params: { childId: ava.id } }));
    renderNotice({ direction: "up", to: "intermediate" });
    expect(screen.getByRole("region", { name: "A new level for Ava" })).toHaveTextContent(
      "Ava scored 90% or more in the last 3 games. Ready for Intermediate?",
    );
    await userEvent.click(screen.getByRole("button", { name: "Move up to Intermediate" }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(JSON.parse(calls[0]?.init.body as string)).toEqual({ difficulty_level: "intermediate" });
  });

  it("offers an easier level after low scores; Not now hides it until the child plays again", async () => {
    fakeFetch();
    const first = renderNotice({ direction: "down", to: "beginner" });
    expect(screen.getByTestId("level-offer")).toHaveTextContent(
      "Ava scored under 50% in the last 3 games. Beginner for a while may help.",
    );
    await userEvent.click(screen.getByRole("button", { name: "Not now" }));
    expect(screen.queryByTestId("level-offer")).toBeNull();
    first.unmount();
    renderNotice({ direction: "down", to: "beginner" });
    expect(screen.queryByTestId("level-offer")).toBeNull();
  });
});
