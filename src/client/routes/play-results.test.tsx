import { act, render, screen } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { noSaveOutcomes, personalBest, type SaveGameBody, type SaveGameResponse } from "../../shared/api/play";
import type { ChallengeOutcome } from "../../shared/api/challenges";
import { SHIELD_DAILY_TOWER_WINS, SHIELD_VALID_DAYS } from "../../shared/constants";
import { productMessages } from "../../shared/messages";
import { fillIn } from "../../shared/words";
import { testChild, testChildSession } from "../../../tests/support/child-session";
import { fakeFetch, on } from "../../../tests/support/fake-fetch";
import { AuthProvider, useAuth } from "../features/auth/auth-context";
import type { Refusal } from "../features/play/game-outbox";
import { gameOutbox, OutboxSync } from "../features/play/outbox-sync";
import PlayResults from "./play-results";
import { childMe } from "../../shared/api/children";

const CLIENT_ID = "0b9d3c8e-1a43-4b5e-8a52-3f3b8c2d9e01";

/** Ava's game as this device kept it: two right answers, one wrong. */
function game(mode: SaveGameBody["mode"]): SaveGameBody {
  const q = (a: number, answer: number) => ({
    question_type: "addition" as const,
    operand1: a,
    operand2: 2,
    user_answer: answer,
    response_time_ms: 1_500,
  });
  return {
    client_id: CLIENT_ID,
    child_id: testChild.id,
    mode,
    difficulty_level: "beginner",
    duration_seconds: 60,
    ...(mode === "challenge" && { challenge_id: "6c1f8a2e-1d2b-4c3d-9e4f-5a6b7c8d9e0f" }),
    questions: [q(1, 3), q(2, 4), q(3, 9)],
  };
}

/** As the app's login guard: the page once the tab's session is read. */
function SignedIn() {
  return useAuth().state.status === "initialising" ? null : <Outlet />;
}

/** The server's answer to saving Ava's game. */
function savedGame(mode: SaveGameBody["mode"]): SaveGameResponse {
  return {
    session: {
      id: "5e1f8a2e-1d2b-4c3d-9e4f-5a6b7c8d9e0f",
      client_id: CLIENT_ID,
      child_id: testChild.id,
      user_id: testChild.parent_user_id,
      mode,
      difficulty_level: "beginner",
      score: 2,
      max_score: 40,
      duration: 60,
      time_allowance: "standard",
      created_at: new Date().toISOString(),
    },
    questions: [],
    outcomes: noSaveOutcomes(),
  };
}

/**
 * Ava opens the results of her game, kept on this device as `local` says; with `syncing`,
 * beside the app's outbox sync, which refreshes the page when the outbox saves a game.
 */
function openResults(local: Awaited<ReturnType<typeof gameOutbox.local>>, playAgain?: string, syncing = false) {
  kept.mockResolvedValue(local);
  const router = createMemoryRouter(
    [
      {
        element: (
          <AuthProvider validateParent={false}>
            {syncing && <OutboxSync family={testChild.parent_user_id} childId={testChild.id} />}
            <SignedIn />
          </AuthProvider>
        ),
        children: [
          { path: "/play/results", element: <PlayResults /> },
          { path: "/child/dashboard", element: <p>Dashboard</p> },
        ],
      },
    ],
    {
      initialEntries: [{ pathname: "/play/results", state: { clientId: CLIENT_ID, ...(playAgain && { playAgain }) } }],
    },
  );
  return render(<RouterProvider router={router} />);
}

let kept: MockInstance<typeof gameOutbox.local>;

/** The server's word on the signed-in child. */
const meAnswer = () =>
  on(childMe, {
    status: 200,
    body: { child_data: testChild, expires_at: new Date(Date.now() + 3_600_000).toISOString() },
  });

beforeEach(() => {
  kept = vi.spyOn(gameOutbox, "local");
  sessionStorage.clear();
  sessionStorage.setItem("ms.childSession", JSON.stringify(testChildSession()));
  fakeFetch(meAnswer());
});
afterEach(() => {
  kept.mockRestore();
  vi.unstubAllGlobals();
});

describe("the results of a game the server refused", () => {
  const cancelled: Refusal = {
    status: 409,
    code: "challenge_closed",
    message: productMessages.challengeCancelledBeforeSave,
  };

  it("say the game was not saved, why in the server's words, and what to do next, with no challenge result", async () => {
    openResults({ body: game("challenge"), refusal: cancelled });
    const notice = await screen.findByTestId("game-not-saved");
    expect(notice).toHaveTextContent(productMessages.gameNotSaved);
    expect(notice).toHaveTextContent(productMessages.challengeCancelledBeforeSave);
    // A challenge's game is played once: back to the dashboard.
    expect(notice).toHaveTextContent(productMessages.gameNotSavedDashboard);
    expect(screen.getByRole("alert")).toContainElement(notice);
    expect(screen.queryByText(productMessages.gameSavedOnDevice)).not.toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Challenge result" })).not.toBeInTheDocument();
    expect(screen.queryByText(/Complete the challenge/)).not.toBeInTheDocument();
    // The game as played is still there to look at, and the way out.
    expect(screen.getByTestId("tile-score")).toHaveTextContent("2");
    expect(screen.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/child/dashboard");
  });

  it("say, for a game the server found implausible, that it could not be counted, offering to play again", async () => {
    const implausible: Refusal = {
      status: 422,
      code: "implausible_game",
      message: productMessages.implausibleGame,
    };
    openResults({ body: game("timed"), refusal: implausible }, "/play/game/c1?mode=timed");
    const notice = await screen.findByTestId("game-not-saved");
    expect(notice).toHaveTextContent(productMessages.gameNotSaved);
    // In a child's words, not the server's.
    expect(notice).toHaveTextContent(productMessages.gameNotCounted);
    expect(notice).not.toHaveTextContent(productMessages.implausibleGame);
    expect(notice).toHaveTextContent(productMessages.gameNotSavedPlayAgain);
    const actions = screen.getByRole("link", { name: /Play again/ });
    expect(actions).toHaveAttribute("href", "/play/game/c1?mode=timed");
  });
});

describe("the results of a game still waiting on this device", () => {
  it("say it is saved on this device, and nothing about a refusal", async () => {
    openResults({ body: game("timed"), waiting: "offline" });
    expect(await screen.findByText(productMessages.gameSavedOnDevice)).toBeInTheDocument();
    expect(screen.queryByTestId("game-not-saved")).not.toBeInTheDocument();
    expect(screen.queryByText(productMessages.gameNotSaved)).not.toBeInTheDocument();
    expect(screen.queryByText(productMessages.gameSavedOnDeviceServerBusy)).not.toBeInTheDocument();
  });

  it("blame the server, not the connection, when the server answered an error, then say saved once the outbox's retry is answered", async () => {
    const saved = vi.spyOn(gameOutbox, "onSaved");
    try {
      fakeFetch(meAnswer(), on(personalBest, { status: 200, body: { best_before: null } }));
      openResults({ body: game("timed"), waiting: "server" }, undefined, true);
      expect(await screen.findByText(productMessages.gameSavedOnDeviceServerBusy)).toBeInTheDocument();
      expect(screen.queryByText(productMessages.gameSavedOnDevice)).not.toBeInTheDocument();

      // The outbox sends it again and the server saves it: the page follows the server's answer.
      const response = savedGame("timed");
      kept.mockResolvedValue({ body: game("timed"), response });
      const heard = saved.mock.calls.at(-1)?.[0];
      if (!heard) throw new Error("Nothing listens for saved games");
      act(() => heard(response));
      expect(await screen.findByText(productMessages.gameSavedAfterWaiting)).toBeInTheDocument();
      expect(screen.queryByText(productMessages.gameSavedOnDeviceServerBusy)).not.toBeInTheDocument();
      expect(await screen.findByTestId("personal-best")).toBeInTheDocument();
    } finally {
      saved.mockRestore();
    }
  });

  it("say a Missing Piece game with no answers had none, never 0 / 0", async () => {
    openResults({ body: { ...game("missing_piece"), questions: [] }, waiting: "offline" });
    expect(await screen.findByTestId("tile-score")).toHaveTextContent(productMessages.noAnswers);
    expect(screen.getByTestId("tile-score")).not.toHaveTextContent("0 / 0");
  });

  it("say nothing of saving for a game the server saved at once", async () => {
    fakeFetch(meAnswer(), on(personalBest, { status: 200, body: { best_before: null } }));
    openResults({ response: savedGame("timed") });
    expect(await screen.findByTestId("personal-best")).toBeInTheDocument();
    // Read from the headline down: the focus is on it.
    expect(document.activeElement).toBe(screen.getByRole("heading", { level: 1 }));
    expect(screen.queryByText(productMessages.gameSavedAfterWaiting)).not.toBeInTheDocument();
  });
});

describe("the results of a saved Times Table Tower win", () => {
  /** Ava's tower game as the server answered its save, `shield_awarded` as it decided. */
  function savedTower(shieldAwarded: boolean, winsToday = 3): SaveGameResponse {
    const saved = savedGame("times_table_tower");
    return {
      ...saved,
      session: { ...saved.session, score: 6, max_score: 20, duration: 90 },
      outcomes: { ...saved.outcomes, tower_daily_wins: winsToday, shield_awarded: shieldAwarded },
    };
  }
  const noBestBefore = on(personalBest, { status: 200, body: { best_before: null } });

  it("say the win earned a streak shield, when the server's answer says so", async () => {
    fakeFetch(meAnswer(), noBestBefore);
    openResults({ response: savedTower(true) });
    const shield = await screen.findByTestId("shield-earned");
    expect(shield).toHaveTextContent(productMessages.shieldEarnedTitle);
    expect(shield).toHaveTextContent(fillIn(productMessages.shieldEarnedText, { days: SHIELD_VALID_DAYS }));
    expect(shield).toHaveAttribute("role", "status");
    expect(screen.getByTestId("tower-wins-today")).toHaveTextContent(
      fillIn(productMessages.towerWinsToday, { wins: 3, needed: SHIELD_DAILY_TOWER_WINS }),
    );
  });

  it("say how many tower wins today the server counted, and how many a shield needs", async () => {
    fakeFetch(meAnswer(), noBestBefore);
    openResults({ response: savedTower(false, 2) });
    const wins = await screen.findByTestId("tower-wins-today");
    expect(SHIELD_DAILY_TOWER_WINS).toBe(3);
    expect(wins).toHaveTextContent("Tower wins today: 2 of 3");
    expect(wins).toHaveTextContent(fillIn(productMessages.towerWinsToShield, { needed: 3 }));
    expect(screen.queryByTestId("shield-earned")).not.toBeInTheDocument();
  });

  it("count a day's wins past a shield without a target", async () => {
    fakeFetch(meAnswer(), noBestBefore);
    openResults({ response: savedTower(false, 4) });
    expect(await screen.findByTestId("tower-wins-today")).toHaveTextContent(
      fillIn(productMessages.towerWinsTodayPast, { wins: 4 }),
    );
  });

  it("say nothing of a shield when the server's answer awarded none", async () => {
    fakeFetch(meAnswer(), noBestBefore);
    openResults({ response: savedTower(false) });
    expect(await screen.findByTestId("tile-score")).toHaveTextContent("6");
    expect(screen.queryByTestId("shield-earned")).not.toBeInTheDocument();
  });
});

describe("the results of a challenge game", () => {
  /** Ava's challenge with Leo after her game: her score, his (null: not played yet), and how it came out for her. */
  function outcome(mine: number, his: number | null, result: ChallengeOutcome["result"]): ChallengeOutcome {
    const side = (name: string, score: number | null) => ({
      child_id: name === "Ava" ? testChild.id : "7e4a2b1c-0000-4000-8000-000000000000",
      name,
      difficulty_level: "beginner" as const,
      played: score !== null,
      score,
    });
    return {
      id: "6c1f8a2e-1d2b-4c3d-9e4f-5a6b7c8d9e0f",
      status: his === null ? "pending_opponent" : "completed",
      section: his === null ? "waiting_for_opponent" : "completed",
      game_mode: "challenge",
      time_allowance: "standard",
      created_at: new Date().toISOString(),
      expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      completed_at: his === null ? null : new Date().toISOString(),
      initiator: side("Ava", mine),
      opponent: { ...side("Leo", his), type: "child" },
      winner: result === "won" ? "initiator" : result === "lost" ? "opponent" : result === "tie" ? "tie" : null,
      side: "initiator",
      result,
    };
  }

  function savedChallenge(challenge: ChallengeOutcome): SaveGameResponse {
    const saved = savedGame("challenge");
    const score = challenge.initiator.score ?? 0;
    return { ...saved, session: { ...saved.session, score }, outcomes: { ...saved.outcomes, challenge } };
  }

  const rating = () => screen.getByTestId("tile-rating").getAttribute("aria-label");

  it("a win of 23 to 16 says so, with the stars of its score out of 40", async () => {
    fakeFetch(meAnswer(), on(personalBest, { status: 200, body: { best_before: null } }));
    openResults({ response: savedChallenge(outcome(23, 16, "won")) });
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent("You won the challenge, 23 to 16!");
    expect(screen.queryByText("Good effort!")).not.toBeInTheDocument();
    expect(rating()).toBe("3 out of 5 stars");
  });

  it("a loss, a tie and a challenge still waiting for the other side say so", async () => {
    fakeFetch(meAnswer(), on(personalBest, { status: 200, body: { best_before: null } }));
    const view = openResults({ response: savedChallenge(outcome(16, 23, "lost")) });
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent("Leo won this time, 23 to 16.");
    expect(rating()).toBe("2 out of 5 stars");
    view.unmount();
    const tie = openResults({ response: savedChallenge(outcome(18, 18, "tie")) });
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent("It's a tie: 18 each!");
    tie.unmount();
    openResults({ response: savedChallenge(outcome(20, null, "pending")) });
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent("You scored 20. Now it's Leo's turn!");
  });
});
