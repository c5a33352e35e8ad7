import { act, fireEvent, screen, within } from "@testing-library/react";
import { useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { NO_ACCESS_SETTINGS, type AccessSettings } from "../../shared/access-settings";
import { renderUnderAuth } from "../../../tests/support/render-route";
import { TIME_ORDERED_ID, timeOfId } from "../../../tests/support/time-ordered-ids";
import { gameOutbox } from "../features/play/outbox-sync";
import { ApiError } from "../api-error";
import { navStateText } from "../nav-state";
import { productMessages } from "../../shared/messages";
import { GO_WITHOUT_ANSWER_HINT } from "../components/ui/keypad";
import { MtcScreen } from "./mtc-screen";

/**
 * The Times Tables Check rehearsal as a child plays it, on a clock the test
 * moves: `Date.now` and the engine's tick are both fake timers, so that each
 * second of a question's 6 and of the 3-second pause is stepped through.
 */

const BLANK = /^\s*$/;

/** Ava opens the check, with the help her parent has set. */
function openCheck(access: Partial<AccessSettings> = {}) {
  const player = {
    childId: "c1",
    difficulty: "beginner" as const,
    access: { ...NO_ACCESS_SETTINGS, ...access },
    timeAllowance: "standard" as const,
  };
  return renderUnderAuth(
    [
      { path: "/play/times-tables-check/:childId", element: <MtcScreen player={player} /> },
      { path: "/play/results", element: <p>The results</p> },
      { path: "/child/dashboard", element: <Dashboard /> },
    ],
    "/play/times-tables-check/c1",
  );
}

/** The dashboard, with the message the game left it. */
function Dashboard() {
  return <p data-testid="dashboard-error">{navStateText(useLocation().state, "error")}</p>;
}

/** Lets `ms` of the child's time pass. */
function wait(ms: number) {
  act(() => void vi.advanceTimersByTime(ms));
}

/** Presses a key on the keyboard (the keypad hears the whole window). */
function press(key: string) {
  act(() => void fireEvent.keyDown(document.body, { key }));
}

const question = () => screen.getByTestId("question");
const typed = () => screen.getByTestId("answer");
const progress = () => screen.getByTestId("mtc-progress");
const secondsLeft = () => screen.queryByTestId("seconds-left");

/** The right answer to the question on screen, "7 × 8 = ?". */
function rightAnswer(): number {
  const match = /^(\d+) × (\d+) = \?$/.exec(question().textContent);
  if (!match) throw new Error(`Not a times-table question: "${question().textContent}"`);
  return Number(match[1]) * Number(match[2]);
}

/** Types `value` on the keyboard and presses Enter. */
function typeAndEnter(value: number) {
  for (const digit of String(value)) press(digit);
  press("Enter");
}

/** The pause between questions, or the interlude: nothing to answer, nothing said about the last answer. */
function expectNothingToAnswer() {
  expect(question()).toHaveTextContent(BLANK);
  expect(typed()).toHaveTextContent(BLANK);
  expect(secondsLeft()).not.toBeInTheDocument();
  expect(screen.queryByText(/correct|not quite|the answer (is|was)|well done/i)).not.toBeInTheDocument();
  expect(screen.queryByTestId("right-answer")).not.toBeInTheDocument();
  expect(screen.queryByTestId("score")).not.toBeInTheDocument();
}

/** From the countdown through the practice (each left to run out) and the interlude, to the check's first question. */
function toTheCheck() {
  wait(3_000);
  for (let n = 0; n < 3; n++) wait(6_000 + (n < 2 ? 3_000 : 0));
  expect(screen.getByTestId("mtc-interlude")).toBeInTheDocument();
  wait(5_000);
  expect(progress()).toHaveTextContent("Question 1 of 25");
}

let submit: MockInstance<typeof gameOutbox.submit>;

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
  localStorage.clear();
  submit = vi.spyOn(gameOutbox, "submit").mockResolvedValue({ kind: "pending", error: null, waiting: "offline" });
});
afterEach(() => {
  vi.useRealTimers();
  submit.mockRestore();
});

/** The game as saved at the end. */
function saved() {
  expect(submit).toHaveBeenCalledTimes(1);
  const body = submit.mock.calls[0]?.[0];
  if (!body) throw new Error("Nothing saved");
  return body;
}

describe("the Times Tables Check rehearsal", () => {
  it("runs a 3-2-1, 3 practice questions marked as practice, the interlude, then the 25 that count, and saves only those", async () => {
    openCheck();
    expect(screen.getByTestId("countdown")).toHaveTextContent("3");
    wait(3_000);

    for (let n = 1; n <= 3; n++) {
      expect(progress()).toHaveTextContent(`Practice ${n} of 3: not scored`);
      expect(screen.getByTestId("practice-badge")).toHaveTextContent("Practice");
      expect(question()).toHaveTextContent(/^\d+ × \d+ = \?$/);
      typeAndEnter(rightAnswer());
      if (n < 3) wait(3_000);
    }

    // Practice over: the interlude says the check begins, and counts down its 5 seconds.
    const interlude = screen.getByTestId("mtc-interlude");
    expect(interlude).toHaveTextContent("Practice over!");
    expect(interlude).toHaveTextContent("Now the check: 25 questions, and they count.");
    expect(interlude).toHaveTextContent("Starting in 5...");
    expect(screen.queryByTestId("question")).not.toBeInTheDocument();
    expect(screen.queryByTestId("practice-badge")).not.toBeInTheDocument();
    expect(progress()).toHaveTextContent(BLANK);
    wait(2_000);
    expect(interlude).toHaveTextContent("Starting in 3...");
    wait(2_900);
    expect(screen.getByTestId("mtc-interlude")).toBeInTheDocument();
    wait(100);
    expect(screen.queryByTestId("mtc-interlude")).not.toBeInTheDocument();

    const check: string[] = [];
    for (let n = 1; n <= 25; n++) {
      expect(progress()).toHaveTextContent(`Question ${n} of 25`);
      expect(screen.queryByTestId("practice-badge")).not.toBeInTheDocument();
      check.push(question().textContent);
      typeAndEnter(rightAnswer());
      if (n < 25) {
        expectNothingToAnswer();
        wait(3_000);
      }
    }

    expect(screen.getByText("Check complete!")).toBeInTheDocument();
    const game = saved();
    expect(game.mode).toBe("mtc");
    // Named with a time-ordered id of the moment it ended (decision 0068), which the server's schema takes.
    expect(game.client_id).toMatch(TIME_ORDERED_ID);
    expect(Math.abs(timeOfId(game.client_id).getTime() - Date.now())).toBeLessThan(1_000);
    expect(game.questions).toHaveLength(25);
    expect(game.questions.map((q) => `${q.operand1} × ${q.operand2} = ?`)).toEqual(check);
    expect(game.questions.every((q) => q.user_answer === q.operand1 * q.operand2)).toBe(true);
    // The results follow once the ending has had its 2 seconds.
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(screen.getByText("The results")).toBeInTheDocument();
  });

  it("says on the dashboard that a check this device could not keep was refused for good, and why", async () => {
    const refusal = new ApiError(422, "implausible_game", productMessages.implausibleGame);
    submit.mockResolvedValue({ kind: "lost", error: refusal, timedOut: false });
    openCheck();
    toTheCheck();
    for (let n = 1; n <= 25; n++) {
      typeAndEnter(rightAnswer());
      if (n < 25) wait(3_000);
    }
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(screen.getByTestId("dashboard-error")).toHaveTextContent(
      `${productMessages.gameNotSaved} ${productMessages.gameNotCounted}`,
    );
  });

  it("shows each question's 6 seconds counting down, and a question left alone goes at 6 s with no answer", () => {
    openCheck();
    wait(3_000);
    const timer = screen.getByRole("progressbar", { name: "Time left" });
    expect(secondsLeft()).toHaveTextContent("6s");
    expect(timer).toHaveAttribute("aria-valuenow", "6");
    expect(timer).toHaveAttribute("aria-valuemax", "6");
    for (const left of [5, 4, 3, 2, 1]) {
      wait(1_000);
      expect(secondsLeft()).toHaveTextContent(`${left}s`);
      expect(timer).toHaveAttribute("aria-valuenow", String(left));
    }
    const asked = question().textContent;
    press("4");
    wait(900);
    expect(question()).toHaveTextContent(asked);
    expect(typed()).toHaveTextContent("4");
    wait(100);
    // At 6 seconds the question goes, what was typed but not entered with it.
    expectNothingToAnswer();
    wait(3_000);
    expect(progress()).toHaveTextContent("Practice 2 of 3: not scored");
    expect(secondsLeft()).toHaveTextContent("6s");
    expect(typed()).toHaveTextContent(BLANK);

    // In the check, a question that runs out is saved with no answer, and counts as wrong.
    wait(6_000 + 3_000 + 6_000 + 5_000);
    expect(progress()).toHaveTextContent("Question 1 of 25");
    const first = question().textContent;
    wait(6_000);
    expectNothingToAnswer();
    wait(3_000);
    for (let n = 2; n <= 25; n++) {
      typeAndEnter(rightAnswer());
      if (n < 25) wait(3_000);
    }
    const [unanswered] = saved().questions;
    expect(`${unanswered?.operand1} × ${unanswered?.operand2} = ?`).toBe(first);
    expect(unanswered?.user_answer).toBeNull();
    expect(unanswered?.response_time_ms).toBe(6_000);
  });

  it("pauses 3 seconds between questions with the card empty and the keys resting, whatever the answer", () => {
    openCheck();
    toTheCheck();
    // A wrong answer: nothing says so.
    typeAndEnter(rightAnswer() + 1);
    expectNothingToAnswer();
    expect(screen.getByRole("button", { name: "7" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Submit answer" })).toBeDisabled();
    press("5");
    expect(typed()).toHaveTextContent(BLANK);
    wait(2_900);
    expectNothingToAnswer();
    wait(100);
    expect(progress()).toHaveTextContent("Question 2 of 25");
    expect(question()).toHaveTextContent(/= \?$/);
    expect(secondsLeft()).toHaveTextContent("6s");
    expect(screen.getByRole("button", { name: "7" })).toBeEnabled();
    // What was pressed in the pause went nowhere.
    expect(typed()).toHaveTextContent(BLANK);

    // A right answer: the same silence, the same pause.
    typeAndEnter(rightAnswer());
    expectNothingToAnswer();
    wait(2_900);
    expectNothingToAnswer();
    wait(100);
    expect(progress()).toHaveTextContent("Question 3 of 25");
  });

  it("takes an answer typed on the keyboard, corrected with Backspace, given with Enter", () => {
    openCheck();
    toTheCheck();
    const answer = rightAnswer();
    press("9");
    press("9");
    expect(typed()).toHaveTextContent("99");
    press("Backspace");
    press("Backspace");
    expect(typed()).toHaveTextContent(BLANK);
    // Enter with nothing typed gives nothing.
    press("Enter");
    expect(question()).toHaveTextContent(/= \?$/);
    for (const digit of String(answer)) press(digit);
    expect(typed()).toHaveTextContent(String(answer));
    wait(1_500);
    press("Enter");
    expectNothingToAnswer();
    wait(3_000);
    wait(24 * 9_000);
    const [first] = saved().questions;
    expect(first?.user_answer).toBe(answer);
    expect(first?.response_time_ms).toBe(1_500);
  });

  it("takes an answer tapped on the on-screen keypad, corrected with Delete, given with Go", () => {
    openCheck();
    toTheCheck();
    const keypad = screen.getByRole("group", { name: "Number keypad" });
    const key = (name: string) => within(keypad).getByRole("button", { name });
    const answer = rightAnswer();
    // Go looks ready from the start; pressed with nothing typed, it gives a gentle hint and no answer.
    expect(key("Submit answer")).toBeEnabled();
    fireEvent.click(key("Submit answer"));
    expect(screen.getByTestId("keypad-hint")).toHaveTextContent(GO_WITHOUT_ANSWER_HINT);
    expect(question()).toHaveTextContent(/= \?$/);
    fireEvent.click(key("8"));
    expect(screen.getByTestId("keypad-hint")).toBeEmptyDOMElement();
    expect(typed()).toHaveTextContent("8");
    fireEvent.click(key("Delete"));
    expect(typed()).toHaveTextContent(BLANK);
    for (const digit of String(answer)) fireEvent.click(key(digit));
    expect(typed()).toHaveTextContent(String(answer));
    expect(key("Submit answer")).toHaveTextContent("Go");
    fireEvent.click(key("Submit answer"));
    expectNothingToAnswer();
    wait(3_000 + 24 * 9_000);
    expect(saved().questions[0]?.user_answer).toBe(answer);
  });

  it('with "a Next button instead of the pause", each pause and the interlude wait for Next', () => {
    openCheck({ next_button: true });
    wait(3_000);
    typeAndEnter(rightAnswer());
    expectNothingToAnswer();
    // The button comes a second after the answer, so that a second Enter skips nothing.
    expect(screen.queryByRole("button", { name: "Next" })).not.toBeInTheDocument();
    wait(1_000);
    const next = screen.getByRole("button", { name: "Next" });
    expect(next).toHaveFocus();
    expect(screen.queryByRole("group", { name: "Number keypad" })).not.toBeInTheDocument();
    // No clock ends the pause: it lasts as long as the child needs.
    wait(60_000);
    expectNothingToAnswer();
    fireEvent.click(next);
    expect(progress()).toHaveTextContent("Practice 2 of 3: not scored");
    expect(question()).toHaveTextContent(/= \?$/);
    expect(secondsLeft()).toHaveTextContent("6s");
    expect(screen.getByRole("group", { name: "Number keypad" })).toBeInTheDocument();

    // A question left to run out waits for Next too.
    wait(6_000);
    expectNothingToAnswer();
    wait(30_000);
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(progress()).toHaveTextContent("Practice 3 of 3: not scored");

    // The interlude: no count of seconds, a button to start the check.
    typeAndEnter(rightAnswer());
    wait(1_000);
    expect(screen.getByTestId("mtc-interlude")).not.toHaveTextContent(/Starting in/);
    wait(30_000);
    const start = screen.getByRole("button", { name: "Start the check" });
    expect(start).toHaveFocus();
    fireEvent.click(start);
    expect(progress()).toHaveTextContent("Question 1 of 25");
    expect(secondsLeft()).toHaveTextContent("6s");
  });

  it("without the setting there is no Next button: the pause ends by itself", () => {
    openCheck();
    wait(3_000);
    typeAndEnter(rightAnswer());
    wait(1_000);
    expect(screen.queryByRole("button", { name: "Next" })).not.toBeInTheDocument();
    wait(2_000);
    expect(progress()).toHaveTextContent("Practice 2 of 3: not scored");
  });

  it('with "no on-screen keypad" the keys are gone and the keyboard alone answers', () => {
    openCheck({ no_keypad: true });
    wait(3_000);
    expect(screen.queryByRole("group", { name: "Number keypad" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Submit answer" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "7" })).not.toBeInTheDocument();
    expect(screen.getByText("Type your answer on the keyboard, then press Enter.")).toBeInTheDocument();
    const answer = rightAnswer();
    for (const digit of String(answer)) press(digit);
    expect(typed()).toHaveTextContent(String(answer));
    press("Enter");
    expectNothingToAnswer();
    wait(3_000);
    expect(progress()).toHaveTextContent("Practice 2 of 3: not scored");
  });
});
