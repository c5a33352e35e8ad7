import { TESTIMONIAL_MIN_LOGINS, TESTIMONIAL_SNOOZE_MS } from "../constants";

/** What the parent feedback prompt looks at (docs/product/accounts.md#support-and-feedback), times in milliseconds since the epoch. */
export interface FeedbackPromptFacts {
  /** The parent's sign-ins so far, this one included. */
  loginCount: number;
  /** Kept on this device once they sent feedback, or tried to (a failed send counts). */
  hasGivenFeedback: boolean;
  /** When they last closed the prompt without sending, or null. */
  dismissedAt: number | null;
  /** Whether the server holds a testimonial of theirs; null until it has said. */
  hasTestimonial: boolean | null;
  now: number;
}

/**
 * Whether a dismissal still snoozes the prompt: for 24 hours after it. A
 * dismissal stamped later than now (the device's clock was put back) snoozes
 * only if it is within 24 hours of now, so a clock that was far ahead cannot
 * silence the prompt for ever.
 */
export function feedbackPromptSnoozed(dismissedAt: number | null, now: number): boolean {
  return dismissedAt !== null && Math.abs(now - dismissedAt) < TESTIMONIAL_SNOOZE_MS;
}

/**
 * Everything but the server's answer: 3 or more logins, no feedback given
 * here, not dismissed in the last 24 hours. Only then is the server asked
 * whether it holds a testimonial of theirs.
 */
export function mayAskForFeedback(facts: Omit<FeedbackPromptFacts, "hasTestimonial">): boolean {
  return (
    facts.loginCount >= TESTIMONIAL_MIN_LOGINS &&
    !facts.hasGivenFeedback &&
    !feedbackPromptSnoozed(facts.dismissedAt, facts.now)
  );
}

/** The prompt's four conditions (docs/product/accounts.md#support-and-feedback), all of them: and the server has said it holds no testimonial of theirs. */
export function shouldShowFeedbackPrompt(facts: FeedbackPromptFacts): boolean {
  return facts.hasTestimonial === false && mayAskForFeedback(facts);
}
