import type { Feedback } from "../../shared/game/game-state";

/** The card's colours while feedback shows: green for right, a warm yellow (not an alarm) for not right. */
export function feedbackCardClass(feedback: Feedback): string {
  return feedback.correct ? "bg-emerald-50 ring-emerald-300" : "bg-sun-100 ring-sun-300";
}

/**
 * The question line while feedback shows: after a right answer the question
 * as asked; otherwise the whole equation with the right answer in its place
 * (`7 × 8 = 56`, `7 × 4 = 28`, `6 × 3 = 18`), the part that was hidden marked.
 */
export function FeedbackQuestion({ feedback }: { feedback: Feedback }) {
  const { question, correct, correctAnswer } = feedback;
  if (correct) return <>{question.text}</>;
  const [before = "", after = ""] = question.text.split("?");
  return (
    <>
      {before}
      {/* Marked by colour and underline only, so that the equation takes no more room than the question. */}
      <span
        className="text-mint-700 underline decoration-mint-500 decoration-4 underline-offset-8"
        data-testid="right-answer"
      >
        {correctAnswer}
      </span>
      {after}
    </>
  );
}

/** The words under it: praise for a right answer, a kind "not quite" with the answer for a wrong one. */
export function FeedbackWords({ feedback }: { feedback: Feedback }) {
  if (feedback.correct) return <span className="text-mint-600">✓ Correct!</span>;
  const words =
    feedback.userAnswer === null
      ? `The answer is ${feedback.correctAnswer}.`
      : `Not quite! It's ${feedback.correctAnswer}.`;
  return <span className="text-[clamp(1rem,8cqi,1.875rem)] text-berry-600">{words}</span>;
}
