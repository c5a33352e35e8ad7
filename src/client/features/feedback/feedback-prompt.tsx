import { useIsFetching, useQuery, useQueryClient } from "@tanstack/react-query";
import { Heart } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { TESTIMONIAL_COMMENT_MAX, TESTIMONIAL_DEFAULT_RATING, TESTIMONIAL_THANKS_MS } from "../../../shared/constants";
import { mayAskForFeedback, shouldShowFeedbackPrompt } from "../../../shared/engagement/feedback-prompt";
import { testimonialForm } from "../../../shared/forms/testimonial-form";
import { api } from "../../api";
import { testimonialsRoutes } from "../../api-routes";
import { myTestimonialQuery } from "../../queries/account";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { MessageField } from "../../components/ui/message-field";
import { useApiForm } from "../../forms/use-api-form";
import { feedbackPromptFits } from "./feedback-place";
import { markFeedbackGiven, readFeedbackRecord, writeFeedbackRecord, type FeedbackRecord } from "./feedback-store";
import { StarRating } from "./star-rating";
import { aDialogIsOpen, typingInAField, useAnotherDialogOpen } from "./use-another-dialog-open";

/** A moment for the page to settle (and for any dialog of its own to open first) before the prompt asks. */
const FEEDBACK_PROMPT_DELAY_MS = 1_500;
/** How soon it looks again when the moment was not calm (the parent in a field). */
const FEEDBACK_PROMPT_RECHECK_MS = 1_000;

interface Props {
  /** The signed-in parent's login (their user id) and how many times they have signed in. */
  userId: string;
  loginCount: number;
  /** The clock (ms since the epoch); tests pass their own. */
  now?: () => number;
  delayMs?: number;
}

/**
 * The parent feedback (testimonial) prompt, an app-level overlay (docs/product/accounts.md#support-and-feedback):
 * only for a signed-in parent with 3 or more logins, who has not given
 * feedback, did not dismiss it in the last 24 hours and has no testimonial on
 * the server; only on the dashboard once it has loaded, never over another
 * dialog or while the parent is in a field.
 * The app shell mounts it for a signed-in parent alone, one per login.
 */
export function FeedbackPrompt({ userId, loginCount, now = Date.now, delayMs = FEEDBACK_PROMPT_DELAY_MS }: Props) {
  const { pathname, search } = useLocation();
  const [record, setRecord] = useState<FeedbackRecord | null>(() => readFeedbackRecord(userId));
  const [open, setOpen] = useState(false);

  const update = useCallback(
    (change: Partial<FeedbackRecord>) => {
      setRecord((current) => {
        const next = { hasGivenFeedback: false, dismissedAt: null, ...current, ...change };
        writeFeedbackRecord(userId, next);
        return next;
      });
    },
    [userId],
  );

  const fits = feedbackPromptFits(pathname, search);
  const facts = record && { ...record, loginCount, now: now() };
  const mayAsk = fits && facts !== null && mayAskForFeedback(facts);
  const onServer = useQuery({ ...myTestimonialQuery(), enabled: mayAsk });
  const hasTestimonial = onServer.data?.has_testimonial ?? null;
  // A parent with a testimonial on the server is marked as having given feedback.
  useEffect(() => {
    if (hasTestimonial) markFeedbackGiven(userId);
  }, [hasTestimonial, userId]);

  const due = mayAsk && facts !== null && shouldShowFeedbackPrompt({ ...facts, hasTestimonial });
  const anotherDialog = useAnotherDialogOpen(due && !open);
  // The page has loaded: none of its queries is still on its way.
  const queryClient = useQueryClient();
  const loaded = useIsFetching() === 0;
  const ready = due && !open && !anotherDialog && loaded;
  useEffect(() => {
    if (!ready) return;
    // Looked at again as it opens: a dialog may have opened since the last look, or the parent
    // may be typing; then it waits for a calmer moment.
    const calm = () => !aDialogIsOpen() && !typingInAField() && queryClient.isFetching() === 0;
    let timer: ReturnType<typeof setTimeout>;
    const ask = (after: number) => {
      timer = setTimeout(() => {
        if (calm()) setOpen(true);
        else ask(FEEDBACK_PROMPT_RECHECK_MS);
      }, after);
    };
    ask(delayMs);
    return () => clearTimeout(timer);
  }, [ready, delayMs, queryClient]);

  const given = useCallback(() => update({ hasGivenFeedback: true }), [update]);
  const dismissed = useCallback(() => {
    update({ dismissedAt: now() });
    setOpen(false);
  }, [update, now]);
  const closed = useCallback(() => setOpen(false), []);

  return <FeedbackDialog open={open && fits} onGiven={given} onDismissed={dismissed} onClosed={closed} />;
}

interface DialogProps {
  open: boolean;
  /** Sent, or tried and failed: either way it is not asked again. */
  onGiven: () => void;
  /** Closed without sending (Not now, Escape, a click outside): asked again after 24 hours. */
  onDismissed: () => void;
  onClosed: () => void;
}

function FeedbackDialog({ open, onGiven, onDismissed, onClosed }: DialogProps) {
  const [thanked, setThanked] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // The focus goes to the chosen star (5 to begin with), so that it reads as the rating it is.
  const chosenStar = useCallback(
    () => formRef.current?.querySelector<HTMLElement>('input[type="radio"]:checked') ?? null,
    [],
  );
  const form = useApiForm({
    initial: { comment: "", rating: String(TESTIMONIAL_DEFAULT_RATING) },
    definition: testimonialForm,
    send: (body) => api(testimonialsRoutes.submitTestimonial, { body }),
    onSent: () => {
      onGiven();
      setThanked(true);
    },
    // However it failed, it counts as given and the prompt closes (docs/product/accounts.md#support-and-feedback).
    failure: () => {
      onGiven();
      onClosed();
      return null;
    },
  });

  // The thank-you closes by itself after a few seconds.
  useEffect(() => {
    if (!thanked) return;
    const timer = setTimeout(onClosed, TESTIMONIAL_THANKS_MS);
    return () => clearTimeout(timer);
  }, [thanked, onClosed]);

  if (thanked) {
    return (
      <Dialog open={open} onOpenChange={(stillOpen) => !stillOpen && onClosed()} title="Thank you!" hideClose>
        <div className="flex flex-col items-center gap-4 text-center" role="status">
          <span className="flex h-14 w-14 items-center justify-center rounded-full bg-berry-50 text-berry-600">
            <Heart aria-hidden size={28} className="fill-current" />
          </span>
          <p className="text-ink-soft">
            Thank you for telling us what you think. Every word helps us make Maths Sprint better for children and their
            families.
          </p>
          <Button onClick={onClosed}>Close</Button>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(stillOpen) => !stillOpen && onDismissed()}
      title="Enjoying Maths Sprint?"
      description="We'd love to hear how it's going for your family. It only takes a moment."
      initialFocus={chosenStar}
    >
      <form ref={formRef} {...form.formProps} className="flex flex-col gap-4">
        <StarRating
          legend="How would you rate Maths Sprint?"
          value={form.values.rating}
          onChange={(rating) => form.setValue("rating", rating)}
        />
        <MessageField
          label="Your feedback"
          rows={4}
          maxLength={TESTIMONIAL_COMMENT_MAX}
          placeholder="What does your child enjoy? Is there anything we could do better?"
          {...form.field("comment")}
          error={form.fields.comment ?? form.fields.rating}
        />
        <p className="text-sm text-ink-soft">
          We keep your feedback private and never share it publicly without asking you first.
        </p>
        <div className="flex flex-wrap-reverse justify-end gap-3">
          <Button variant="secondary" onClick={onDismissed}>
            Not now
          </Button>
          <Button type="submit" busy={form.busy}>
            {form.busy ? "Sending..." : "Send feedback"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
