import { Heart } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { TESTIMONIAL_COMMENT_MAX, TESTIMONIAL_DEFAULT_RATING, TESTIMONIAL_THANKS_MS } from "../../../shared/constants";
import { testimonialForm } from "../../../shared/forms/testimonial-form";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { MessageField } from "../../components/ui/message-field";
import { useApiForm } from "../../forms/use-api-form";
import { sendTestimonial } from "../../queries/account";
import { StarRating } from "./star-rating";

interface DialogProps {
  open: boolean;
  /** Sent, or tried and failed: either way it is not asked again. */
  onGiven: () => void;
  /** Closed without sending (Not now, Escape, a click outside): asked again after 24 hours. */
  onDismissed: () => void;
  onClosed: () => void;
}

/** The prompt itself: a rating and a comment, then a thank-you that closes by itself. */
export function FeedbackDialog({ open, onGiven, onDismissed, onClosed }: DialogProps) {
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
    send: sendTestimonial,
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
