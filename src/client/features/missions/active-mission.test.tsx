import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TimeAllowance } from "../../../shared/game/time-allowance";
import { messages } from "../../../shared/messages";
import { fakeFetch, on } from "../../../../tests/support/fake-fetch";
import { testMission } from "../../../../tests/support/mission";
import { ActiveMission } from "./active-mission";
import { MissionCard } from "./mission-card";
import { createMemoryRouter, RouterProvider } from "react-router";
import { activeMission, archiveMission, familyMissions } from "../../../shared/api/missions";

afterEach(() => vi.unstubAllGlobals());

const mission = testMission();

function showPanel(
  level: "beginner" | "intermediate" | "expert" = "beginner",
  shown = mission,
  timeAllowance: TimeAllowance = "standard",
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ActiveMission mission={shown} childName="Ava" level={level} timeAllowance={timeAllowance} />
    </QueryClientProvider>,
  );
}

async function clearIt() {
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "Clear mission" }));
  const dialog = screen.getByRole("alertdialog", { name: "Clear Ava's mission?" });
  await user.click(within(dialog).getByRole("button", { name: "Clear mission" }));
  return dialog;
}

describe("a child's active mission on the parent's screens", () => {
  it("shows every criterion of the mission", () => {
    fakeFetch();
    showPanel();
    const panel = screen.getByTestId("active-mission");
    expect(panel).toHaveTextContent("Times Table Hero");
    expect(panel).toHaveTextContent("Game:90 Second Challenge");
    expect(panel).toHaveTextContent("Target:10 correct");
    expect(panel).toHaveTextContent("Question type:Multiplication: get at least one right");
    expect(panel).toHaveTextContent("Times table:4 times table: get at least one right");
    expect(panel).toHaveTextContent("Time limit:90 seconds");
  });

  it("gives the time limit on the child's clock, as the child's own card does, when the child has more time", () => {
    fakeFetch();
    showPanel("beginner", mission, "double");
    expect(screen.getByTestId("active-mission")).toHaveTextContent("Time limit:3 minutes, with 2 × the time");
  });

  it("warns when the child's level, changed since it was sent, could never complete it", () => {
    fakeFetch();
    showPanel("beginner", testMission({ specific_operand_target: { tables: [7] } }));
    expect(screen.getByTestId("active-mission")).toHaveTextContent(
      "Ava could never complete this mission. At Beginner level the 90 Second Challenge asks only the 2 to 5 times tables, never the 7 times table. Clear it and send one they can do.",
    );
  });

  it("gives no warning for a mission the child's level can complete", () => {
    fakeFetch();
    showPanel("intermediate", testMission({ specific_operand_target: { tables: [7] } }));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("asks before clearing; keeping it sends nothing", async () => {
    const server = fakeFetch();
    showPanel();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Clear mission" }));
    const dialog = screen.getByRole("alertdialog", { name: "Clear Ava's mission?" });
    expect(dialog).toHaveTextContent("Ava will no longer see this mission, and its reward stays locked.");
    await user.click(within(dialog).getByRole("button", { name: "Keep the mission" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(server.calls).toHaveLength(0);
    expect(screen.getByTestId("active-mission")).toBeInTheDocument();
  });

  it("says it is cleared once the server has archived it", async () => {
    fakeFetch(
      on(
        archiveMission,
        { status: 200, body: { mission: { ...mission, status: "archived" } } },
        { params: { missionId: mission.id } },
      ),
      on(familyMissions, { status: 200, body: { missions: [] } }),
    );
    showPanel();
    await clearIt();
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Mission cleared. Ava no longer has an active mission.",
    );
    expect(screen.queryByTestId("active-mission")).toBeNull();
  });

  it("says so when the child completed it a moment before: the server kept it completed", async () => {
    fakeFetch(
      on(
        archiveMission,
        { status: 200, body: { mission: { ...mission, status: "completed" } } },
        { params: { missionId: mission.id } },
      ),
    );
    showPanel();
    await clearIt();
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Ava completed this mission just before you cleared it, so it stays completed.",
    );
  });

  it("keeps the mission and says the clear failed when the server does not answer", async () => {
    fakeFetch(on(archiveMission, "network-error", { params: { missionId: mission.id } }));
    showPanel();
    const dialog = await clearIt();
    expect(await within(dialog).findByText(messages.clearMissionFailed)).toBeInTheDocument();
    expect(screen.getByTestId("active-mission")).toBeInTheDocument();
  });
});

describe("the child's mission card", () => {
  function showCard(timeAllowance: TimeAllowance) {
    fakeFetch(on(activeMission, { status: 200, body: { mission } }, { params: { childId: mission.child_id } }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const card = <MissionCard childId={mission.child_id} timeAllowance={timeAllowance} />;
    const router = createMemoryRouter([{ path: "/", element: card }]);
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    return screen.findByTestId("mission-card");
  }

  it("gives the time limit on the child's clock when the child has more time, as the game's card says it", async () => {
    expect(await showCard("double")).toHaveTextContent("Time limit:3 minutes, with 2 × the time");
  });

  it("says a time limit of 2 minutes or more in minutes and seconds, as the game's card does", async () => {
    expect(await showCard("one_and_a_half")).toHaveTextContent("Time limit:2 minutes 15 seconds, with 1.5 × the time");
  });

  it("shows the mode, target, question type, tables and time limit, not only the target", async () => {
    const card = await showCard("standard");
    expect(card).toHaveTextContent("Game:90 Second Challenge");
    expect(card).toHaveTextContent("Target:10 correct");
    expect(card).toHaveTextContent("Question type:Multiplication: get at least one right");
    expect(card).toHaveTextContent("Times table:4 times table: get at least one right");
    expect(card).toHaveTextContent("Time limit:90 seconds");
  });
});
