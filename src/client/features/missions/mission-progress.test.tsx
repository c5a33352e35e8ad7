import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Mission } from "../../../shared/api/missions";
import { fakeFetch, on } from "../../../../tests/support/fake-fetch";
import { MissionProgress } from "./mission-progress";

afterEach(() => vi.unstubAllGlobals());

const AVA = "00000000-0000-4000-8000-00000000000a";

const mission = (over: Partial<Mission> = {}): Mission => ({
  id: "00000000-0000-4000-8000-0000000000a1",
  child_id: AVA,
  challenge_name: "Traffic Light Mission",
  challenge_description: "Get 20 right",
  game_mode_target: "traffic_light",
  score_target: 20,
  duration_target: null,
  question_type_target: "all",
  specific_operand_target: null,
  reward: { type: "custom_text", text: "Trip to the park" },
  ai_suggested: false,
  focus_area: null,
  status: "active",
  activated_at: "2026-11-20T10:00:00.000Z",
  completed_at: null,
  session_id: null,
  created_at: "2026-11-20T10:00:00.000Z",
  ...over,
});

function show(answer: Mission | null | "network-error", mode: Mission["game_mode_target"], score: number) {
  const server = fakeFetch(
    on(
      "GET",
      `/api/children/${AVA}/mission`,
      answer === "network-error" ? answer : { status: 200, body: { mission: answer } },
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <div data-testid="game">
        <MissionProgress childId={AVA} mode={mode} score={score} />
      </div>
    </QueryClientProvider>,
  );
  /** Resolves once the mission has been asked for and the answer shown (or not). */
  const settled = async () => {
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
  };
  return { settled };
}

describe("mission progress during a game", () => {
  it("shows the score so far against the target in a game of the mission's mode", async () => {
    show(mission(), "traffic_light", 12);
    expect(await screen.findByTestId("mission-progress")).toHaveTextContent("Traffic Light Mission: Mission 12 / 20");
  });

  it("says when the target is reached, and never counts past it", async () => {
    show(mission(), "traffic_light", 23);
    expect(await screen.findByTestId("mission-progress")).toHaveTextContent("Mission 20 / 20 – target reached!");
  });

  it("names a mission with no score target", async () => {
    show(mission({ score_target: null, game_mode_target: "timed", challenge_name: "Speedy Sums" }), "timed", 3);
    expect(await screen.findByTestId("mission-progress")).toHaveTextContent("Mission: Speedy Sums");
  });

  it.each([
    ["a game of another mode", mission(), "timed"],
    ["no mission", null, "traffic_light"],
    ["a mission that cannot be read (offline)", "network-error", "traffic_light"],
  ] as const)("shows nothing with %s", async (_, answer, mode) => {
    await show(answer, mode, 12).settled();
    expect(screen.getByTestId("game")).toBeEmptyDOMElement();
  });
});
