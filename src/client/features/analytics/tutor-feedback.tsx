import { Sparkles } from "lucide-react";
import { useState } from "react";
import type { TutorFeedbackCard } from "../../../shared/api/analytics";
import { MODE_LABELS } from "../../../shared/game/modes";
import { messages, productMessages } from "../../../shared/messages";
import { ApiError } from "../../api";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { useFeedback, useRequestFeedback } from "../../queries/analytics";

const day = (iso: string) =>
  new Date(iso).toLocaleDateString("en-GB", { weekday: "short", day: "numeric", month: "long", year: "numeric" });

/** Tutor feedback (Premium, docs/product/gameplay.md#premium-and-roles): Get AI Feedback for the latest game, the latest card or all of them. */
export function TutorFeedbackPanel({ childId }: { childId: string }) {
  const [all, setAll] = useState(false);
  const feedback = useFeedback(childId, all);
  const request = useRequestFeedback(childId);
  // Our own refusals (the hourly limit, no games yet) say why; anything else is the one failure message.
  const failure =
    request.error instanceof ApiError && request.error.status < 500
      ? request.error.message
      : request.isError
        ? messages.aiFeedbackFailedRetry
        : null;
  const total = feedback.data?.total ?? 0;
  return (
    <section aria-labelledby="feedback-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="feedback-heading" className="text-xl font-bold text-ink">
          AI Tutor Feedback
        </h2>
        <div className="flex flex-wrap gap-2">
          {total > 1 && (
            <Button variant="secondary" size="md" onClick={() => setAll((a) => !a)} aria-pressed={all}>
              {all ? "Show Latest Only" : `View All (${total})`}
            </Button>
          )}
          <Button size="md" onClick={() => request.mutate()} disabled={request.isPending}>
            <Sparkles aria-hidden size={18} /> {request.isPending ? "Writing feedback…" : messages.getAiFeedback}
          </Button>
        </div>
      </div>
      <p className="mt-1 text-sm text-ink-soft">
        Feedback on the latest game, from the answers themselves: one for each game.
      </p>
      {failure && (
        <div className="mt-3">
          <Alert tone="error">{failure}</Alert>
        </div>
      )}
      <div aria-live="polite" className="mt-3 flex flex-col gap-4">
        {feedback.isPending ? (
          <Spinner label="Loading feedback" />
        ) : feedback.isError ? (
          <Alert tone="error">{messages.loadAnalyticsFailed}</Alert>
        ) : feedback.data.feedback.length === 0 ? (
          <div className="rounded-xl bg-slate-50 p-4 text-center">
            <p className="font-bold text-ink">{messages.noAiFeedbackYet}</p>
            <p className="text-sm text-ink-soft">Ask for feedback on the latest game with Get AI Feedback.</p>
          </div>
        ) : (
          feedback.data.feedback.map((card) => <FeedbackCard key={card.id} card={card} />)
        )}
      </div>
    </section>
  );
}

function FeedbackCard({ card }: { card: TutorFeedbackCard }) {
  return (
    <article className="rounded-xl border border-brand-100 bg-brand-50/40 p-4" data-testid="feedback-card">
      <header className="flex flex-wrap items-center gap-2 text-sm">
        {/* The day of the game, not of asking for feedback on it. */}
        <time dateTime={card.played_at ?? card.created_at} className="font-semibold text-ink-soft">
          {day(card.played_at ?? card.created_at)}
        </time>
        <span className="rounded-full bg-brand-100 px-2 py-0.5 font-bold text-brand-700">{MODE_LABELS[card.mode]}</span>
        <span className="rounded-full bg-sun-100 px-2 py-0.5 font-bold text-ink">{card.topic}</span>
      </header>
      <p className="mt-2 text-sm text-ink-soft">
        {card.source === "ai" ? productMessages.feedbackByAi : productMessages.feedbackByBuiltIn}
      </p>
      <h3 className="mt-3 font-bold text-ink">Summary</h3>
      <p>{card.feedback_summary}</p>
      {card.progress_analysis && (
        <>
          <h3 className="mt-3 font-bold text-ink">Progress Analysis</h3>
          <p>{card.progress_analysis}</p>
        </>
      )}
      <h3 className="mt-3 font-bold text-ink">Tips to Improve</h3>
      <ol className="ml-5 list-decimal">
        {card.improvement_tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ol>
      <h3 className="mt-3 font-bold text-ink">Fun Activity</h3>
      <p>{card.suggested_activity}</p>
      <p className="mt-3 rounded-lg bg-mint-50 p-3 font-semibold text-mint-700">{card.motivational_message}</p>
    </article>
  );
}
