import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Feedback } from "../../shared/game/game-state";
import type { Operator } from "../../shared/game/modes";
import { arithmeticQuestion, missingPieceQuestion, type Question } from "../../shared/game/question";
import { FeedbackQuestion, FeedbackWords } from "./answer-feedback";
import { feedbackInWords } from "./game-announcements";

/** The feedback an engine keeps after `given` was answered to `question`. */
function feedbackOf(question: Question, given: number | Operator | null): Feedback {
  return {
    correct: given === question.answer,
    question,
    userAnswer: given,
    correctAnswer: question.answer,
    responseTimeMs: 1_000,
    trafficLight: "green",
    at: 0,
    until: 1_500,
  };
}

function renderFeedback(feedback: Feedback) {
  render(
    <div>
      <p data-testid="question">
        <FeedbackQuestion feedback={feedback} />
      </p>
      <p data-testid="answer">
        <FeedbackWords feedback={feedback} />
      </p>
    </div>,
  );
}

describe("the feedback after an answer", () => {
  it("after a wrong answer shows the whole equation with the right answer, and says so kindly", () => {
    const feedback = feedbackOf(arithmeticQuestion("multiplication", 7, 8), 54);
    renderFeedback(feedback);
    expect(screen.getByTestId("question")).toHaveTextContent("7 × 8 = 56");
    expect(screen.getByTestId("right-answer")).toHaveTextContent(/^56$/);
    expect(screen.getByTestId("answer")).toHaveTextContent("Not quite! It's 56.");
    expect(feedbackInWords(feedback)).toBe("Not quite, it's 56.");
  });

  it.each<[string, Question, number | Operator, string, string]>([
    ["a hidden number", missingPieceQuestion("×", 7, 4, "operand1"), 6, "7 × 4 = 28", "7"],
    ["a hidden result", missingPieceQuestion("−", 15, 6, "result"), 8, "15 − 6 = 9", "9"],
    ["a hidden sign", missingPieceQuestion("×", 6, 3, "operator"), "+", "6 × 3 = 18", "times"],
  ])("fills %s into a Missing Piece equation", (_, question, given, solved, said) => {
    const feedback = feedbackOf(question, given);
    renderFeedback(feedback);
    expect(screen.getByTestId("question")).toHaveTextContent(solved);
    expect(screen.getByTestId("right-answer")).toHaveTextContent(String(question.answer));
    expect(feedbackInWords(feedback)).toBe(`Not quite, it's ${said}.`);
  });

  it("after a skip shows the answer without a 'not quite'", () => {
    const feedback = feedbackOf(arithmeticQuestion("addition", 3, 4), null);
    renderFeedback(feedback);
    expect(screen.getByTestId("question")).toHaveTextContent("3 + 4 = 7");
    expect(screen.getByTestId("answer")).toHaveTextContent("The answer is 7.");
    expect(feedbackInWords(feedback)).toBe("It's 7.");
  });

  it("after a right answer praises it, the question as asked", () => {
    const feedback = feedbackOf(arithmeticQuestion("addition", 3, 4), 7);
    renderFeedback(feedback);
    expect(screen.getByTestId("question")).toHaveTextContent("3 + 4 = ?");
    expect(screen.queryByTestId("right-answer")).toBeNull();
    expect(screen.getByTestId("answer")).toHaveTextContent("✓ Correct!");
    expect(feedbackInWords(feedback)).toBe("Right.");
  });
});
