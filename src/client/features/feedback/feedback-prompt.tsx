import { useCallback, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { mayAskForFeedback, shouldShowFeedbackPrompt } from "../../../shared/engagement/feedback-prompt";
import { useMyTestimonial } from "../../queries/account";
import { useQueriesSettled } from "../../queries/activity";
import { FeedbackDialog } from "./feedback-dialog";
import { feedbackPromptFits } from "./feedback-place";
import { markFeedbackGiven, readFeedbackRecord, writeFeedbackRecord, type FeedbackRecord } from "./feedback-store";
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
  const onServer = useMyTestimonial(mayAsk);
  const hasTestimonial = onServer.data?.has_testimonial ?? null;
  // A parent with a testimonial on the server is marked as having given feedback.
  useEffect(() => {
    if (hasTestimonial) markFeedbackGiven(userId);
  }, [hasTestimonial, userId]);

  const due = mayAsk && facts !== null && shouldShowFeedbackPrompt({ ...facts, hasTestimonial });
  const anotherDialog = useAnotherDialogOpen(due && !open);
  // The page has loaded: none of its queries is still on its way.
  const { loaded, settledNow } = useQueriesSettled();
  const ready = due && !open && !anotherDialog && loaded;
  useEffect(() => {
    if (!ready) return;
    // Looked at again as it opens: a dialog may have opened since the last look, or the parent
    // may be typing; then it waits for a calmer moment.
    const calm = () => !aDialogIsOpen() && !typingInAField() && settledNow();
    let timer: ReturnType<typeof setTimeout>;
    const ask = (after: number) => {
      timer = setTimeout(() => {
        if (calm()) setOpen(true);
        else ask(FEEDBACK_PROMPT_RECHECK_MS);
      }, after);
    };
    ask(delayMs);
    return () => clearTimeout(timer);
  }, [ready, delayMs, settledNow]);

  const given = useCallback(() => update({ hasGivenFeedback: true }), [update]);
  const dismissed = useCallback(() => {
    update({ dismissedAt: now() });
    setOpen(false);
  }, [update, now]);
  const closed = useCallback(() => setOpen(false), []);

  return <FeedbackDialog open={open && fits} onGiven={given} onDismissed={dismissed} onClosed={closed} />;
}
