import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getChild } from "../../../shared/api/children";
import { activeMission } from "../../../shared/api/missions";
import { fakeFetch, on } from "../../../../tests/support/fake-fetch";
import { testChildProfile } from "../../../../tests/support/child-profile";
import { testMission } from "../../../../tests/support/mission";
import { MissionSummary } from "./mission-summary";

afterEach(() => vi.unstubAllGlobals());

function showSummary(mission = testMission()) {
  const childId = mission.child_id;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: "*", element: <MissionSummary childId={childId} missionId={mission.id} /> }],
    { initialEntries: [`/play/challenge-summary/${childId}/${mission.id}`] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe("a mission's summary before play", () => {
  it("starts Missing Piece at the child's own level, as the play panel does", async () => {
    const mission = testMission({ game_mode_target: "missing_piece" });
    fakeFetch(
      on(activeMission, { status: 200, body: { mission } }),
      on(getChild, { status: 200, body: testChildProfile({ id: mission.child_id, difficulty_level: "expert" }) }),
    );
    showSummary(mission);
    expect(await screen.findByRole("link", { name: /Start Challenge Now!/ })).toHaveAttribute(
      "href",
      `/play/missing-piece/${mission.child_id}?difficulty=expert`,
    );
  });

  it("starts a mode of the shared game page with its mode named", async () => {
    const mission = testMission({ game_mode_target: "get_to_100" });
    fakeFetch(
      on(activeMission, { status: 200, body: { mission } }),
      on(getChild, { status: 200, body: testChildProfile({ id: mission.child_id }) }),
    );
    showSummary(mission);
    expect(await screen.findByRole("link", { name: /Start Challenge Now!/ })).toHaveAttribute(
      "href",
      `/play/game/${mission.child_id}?mode=get_to_100`,
    );
  });
});
