import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { messages } from "../../../shared/messages";
import { Button, ButtonLink } from "../../components/ui/button";
import { Card } from "../../components/ui/card";

/**
 * Said once a mission is sent: another one, or back to the dashboard. Its
 * heading takes the focus and is brought into view, so that a phone left
 * scrolled down at Send Mission shows it and a screen reader says it.
 */
export function MissionSent({ onSendAnother }: { onSendAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const element = heading.current;
    if (!element) return;
    element.focus({ preventScroll: true });
    element.scrollIntoView?.({ block: "center" });
  }, []);
  return (
    <Card className="flex flex-col items-start gap-3">
      <h2 ref={heading} tabIndex={-1} className="flex items-center gap-2 text-lg font-bold text-mint-700">
        <CheckCircle2 aria-hidden /> {messages.missionSent}
      </h2>
      <div className="flex flex-wrap gap-2">
        <Button onClick={onSendAnother}>Send Another Mission</Button>
        <ButtonLink to="/parent/dashboard" variant="secondary">
          Go to Dashboard
        </ButtonLink>
      </div>
    </Card>
  );
}
