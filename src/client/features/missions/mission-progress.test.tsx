import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { activeMission, type Mission } from "../../../shared/api/missions";
import { fakeFetch, on } from "../../../../tests/support/fake-fetch";
import { testMission } from "../../../../tests/support/mission";
import type { AnsweredQuestion } from "../../../shared/game/scoring";
import { MissionProgress } from "./mission-progress";

afterEach(() => vi.unstubAllGlobals());

const AVA = "00000000-0000-4000-8000-00000000000a";

/** Ava's Traffic Light mission: 20 right, any question. */
const mission = (over: Partial<Mission> = {}): Mission =>
  testMission({
    child_id: AVA,
    challenge_name: "Traffic Light Mission",
    challenge_description: "Get 20 right",
    game_mode_target: "traffic_light",
    score_target: 20,
    duration_target: null,
    question_type_target: "all",
    specific_operand_target: null,
    ...over,
  });

const right = (a: number, b: number, type: AnsweredQuestion["question_type"] = "multiplication"): AnsweredQuestion => ({
  question_type: type,
  operand1: a,
  operand2: b,
  user_answer: type === "addition" ? a + b : a * b,
  response_time_ms: 1200,
});

function show(
  answer: Mission | null | "network-error",
  mode: Mission["game_mode_target"],
  score: number,
  answers: readonly AnsweredQuestion[] = [],
) {
  const server = fakeFetch(
    on(activeMission, answer === "network-error" ? answer : { status: 200, body: { mission: answer } }, {
      params: { childId: AVA },
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <div data-testid="game">
        <MissionProgress childId={AVA} mode={mode} score={score} answers={answers} />
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

  it("stays amber at the score alone while the mission's times table is still to get, and says so", async () => {
    const sevens = mission({
      score_target: 2,
      question_type_target: "multiplication",
      specific_operand_target: { tables: [7] },
    });
    show(sevens, "traffic_light", 2, [right(2, 3), right(4, 5)]);
    const chip = await screen.findByTestId("mission-progress");
    expect(chip).toHaveTextContent("Mission 2 / 2 · get a 7× right");
    expect(chip).not.toHaveTextContent("target reached");
    expect(chip).toHaveClass("bg-amber-100");
  });

  it("turns green once a right answer meets the table too, as the server's rule does", async () => {
    const sevens = mission({
      score_target: 2,
      question_type_target: "multiplication",
      specific_operand_target: { tables: [7] },
    });
    show(sevens, "traffic_light", 2, [right(2, 3), right(3, 7)]);
    const chip = await screen.findByTestId("mission-progress");
    expect(chip).toHaveTextContent("Mission 2 / 2 – target reached!");
    expect(chip).toHaveClass("bg-emerald-100");
  });

  it("names a question type still to get, a wrong answer of it not counting", async () => {
    const division = mission({ score_target: null, question_type_target: "subtraction" });
    show(division, "traffic_light", 1, [
      right(2, 3, "addition"),
      { ...right(5, 3), question_type: "subtraction", user_answer: 9 },
    ]);
    expect(await screen.findByTestId("mission-progress")).toHaveTextContent("Mission · get a subtraction right");
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
