import { QueryClient } from "@tanstack/react-query";
import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { playSummary, practicePlan, type SavedQuestion } from "../../shared/api/play";
import type * as sharedModes from "../../shared/game/modes";
import type * as modeRules from "../../shared/game/modes/rules";
import type { ModeRules } from "../../shared/game/mode-rules";
import type { GameMode } from "../../shared/game/modes";
import type * as playPaths from "../../shared/routing/play-paths";
import { testChildProfile } from "../../../tests/support/child-profile";
import { fakeFetch, on } from "../../../tests/support/fake-fetch";
import { testPlaySummary } from "../../../tests/support/play-summary";
import { renderRoute } from "../../../tests/support/render-route";
import { GameResults } from "../features/play/game-results";
import { HowToPlayCard } from "../features/play/how-to-play";
import { PlayPanel } from "../features/play/play-panel";
import type * as clientModes from "../modes/modes";
import type { ClientMode } from "../modes/modes";
import type * as resultsPanels from "../modes/results-panels";

/**
 * A mode added as the shared side would give it (its id in `GAME_MODES`, its
 * name, its play page), one entry in the client's modes table and its panel in
 * the results' table: nothing else in the client names it, yet the dashboard
 * offers it, its how-to-play card explains it and its results show its own panel.
 */
const PAIRS = "pairs" as GameMode;
const PAIRS_PAGE = "/play/pairs";

vi.mock("../../shared/game/modes", async (importOriginal) => {
  const real = await importOriginal<typeof sharedModes>();
  return {
    ...real,
    GAME_MODES: [...real.GAME_MODES, "pairs"],
    MODE_LABELS: { ...real.MODE_LABELS, pairs: "Pairs Challenge" },
  };
});

// Its rules, as its folder would declare them: a 60-second game of 20 questions.
vi.mock("../../shared/game/modes/rules", async (importOriginal) => {
  const real = await importOriginal<typeof modeRules>();
  const pairs: ModeRules = { ...real.MODE_RULES.timed, timeLimitSeconds: 60, maxQuestions: 20, maxScore: () => 20 };
  return { ...real, MODE_RULES: { ...real.MODE_RULES, pairs } };
});

vi.mock("../../shared/routing/play-paths", async (importOriginal) => {
  const real = await importOriginal<typeof playPaths>();
  return {
    ...real,
    playPath: (mode: string, childId: string, difficulty: Parameters<typeof real.playPath>[2]) =>
      mode === "pairs" ? `/play/pairs/${childId}` : real.playPath(mode as GameMode, childId, difficulty),
  };
});

vi.mock("../modes/modes", async (importOriginal) => {
  const real = await importOriginal<typeof clientModes>();
  const entry: ClientMode = {
    card: { blurb: "Match the pairs before the time runs out.", colour: "from-brand-500 to-brand-700" },
    chartColour: "#123456",
    howToPlay: ["Turn over two cards: a sum and its answer.", "Match every pair in 60 seconds."],
    results: { unansweredLabel: "Not turned", byType: false },
  };
  return { ...real, CLIENT_MODES: { ...real.CLIENT_MODES, pairs: entry } };
});

vi.mock("../modes/results-panels", async (importOriginal) => {
  const real = await importOriginal<typeof resultsPanels>();
  const { createElement } = await import("react");
  const pairs: NonNullable<(typeof real.RESULTS_PANELS)[GameMode]> = ({ score }) =>
    createElement("p", { "data-testid": "pairs-panel" }, `Pairs matched: ${score}`);
  return { ...real, RESULTS_PANELS: { ...real.RESULTS_PANELS, pairs } };
});

const child = testChildProfile();

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const question = (position: number, right: boolean): SavedQuestion => ({
  position,
  question_type: "addition",
  operand1: 3,
  operand2: 4,
  correct_answer: 7,
  user_answer: right ? 7 : null,
  is_correct: right,
  response_time_ms: right ? 1_800 : null,
  traffic_light: null,
  missing_type: null,
  operator_answer: null,
  user_operator_answer: null,
});

describe("a mode added by its shared folder, one entry in the client's table and its results panel", () => {
  it("is offered on the dashboard, after the others, linking to its play page", async () => {
    fakeFetch(
      on(playSummary, { status: 200, body: testPlaySummary({ streak: 2 }) }),
      on(practicePlan, { status: 503, body: { error: { code: "database_unavailable", message: "Try again" } } }),
    );
    renderRoute(<PlayPanel child={child} />, "/child/dashboard", new QueryClient());
    expect(await screen.findByTestId("streak")).toHaveTextContent("2-day streak");
    const card = screen.getByTestId("game-pairs");
    expect(card).toHaveTextContent("Pairs Challenge");
    expect(within(card).getByText("Match the pairs before the time runs out.")).toBeInTheDocument();
    expect(card).toHaveAttribute("href", `${PAIRS_PAGE}/${child.id}`);
    const games = within(screen.getByRole("region", { name: "Choose a game" })).getAllByRole("listitem");
    expect(games.at(-1)).toContainElement(card);
  });

  it("explains itself on the how-to-play card", () => {
    renderRoute(
      <HowToPlayCard mode={PAIRS} timeAllowance="standard" onStart={() => undefined} back="/child/dashboard" />,
      "/play/pairs/c",
      new QueryClient(),
    );
    const card = screen.getByTestId("how-to-play");
    expect(within(card).getByRole("heading", { level: 1 })).toHaveTextContent("Pairs Challenge");
    expect(
      within(card)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Turn over two cards: a sum and its answer.", "Match every pair in 60 seconds."]);
  });

  it("shows its own panel and tile on the results page, instead of the breakdown by question type", () => {
    renderRoute(
      <GameResults
        result={{
          sessionId: null,
          mode: PAIRS,
          difficulty: "beginner",
          score: 1,
          total: 2,
          durationSeconds: 60,
          timeAllowance: "standard",
          questions: [question(0, true), question(1, false)],
          pendingUpload: false,
          waitingOnServer: false,
          refusedBecause: null,
          shieldEarned: false,
          towerWinsToday: null,
        }}
        childId={child.id}
        dashboard="/child/dashboard"
        playAgain={`${PAIRS_PAGE}/${child.id}`}
      />,
      "/play/results",
      new QueryClient(),
    );
    expect(screen.getByText("Pairs Challenge · Beginner")).toBeInTheDocument();
    expect(screen.getByTestId("pairs-panel")).toHaveTextContent("Pairs matched: 1");
    expect(screen.getByTestId("tile-skipped").parentElement).toHaveTextContent("Not turned1");
    expect(screen.queryByRole("heading", { name: "By question type" })).not.toBeInTheDocument();
  });
});
