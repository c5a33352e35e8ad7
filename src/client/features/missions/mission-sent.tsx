import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { messages } from "../../../shared/messages";
import { Button, ButtonLink } from "../../components/ui/button";
import { Card } from "../../components/ui/card";

/**
 * Said once a mission is sent: another one, or back to the dashboard. Its
 * heading takes the focus, so that a screen reader says it, and it is brought
 * into view with its buttons, so that a phone left scrolled down at Send
 * Mission shows it; again once the child's active mission above it has been
 * read afresh (`activeMissionId`), which moves it down the page.
 */
export function MissionSent({
  onSendAnother,
  activeMissionId,
}: {
  onSendAnother: () => void;
  activeMissionId: string | null;
}) {
  const box = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  useEffect(() => {
    box.current?.scrollIntoView?.({ block: "center" });
  }, [activeMissionId]);
  return (
    <div ref={box}>
      <Card className="flex flex-col items-start gap-3">
        <h2 ref={heading} tabIndex={-1} className="flex items-center gap-2 text-lg font-bold text-mint-700">
          <CheckCircle2 aria-hidden className="shrink-0" /> {messages.missionSent}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button onClick={onSendAnother}>Send Another Mission</Button>
          <ButtonLink to="/parent/dashboard" variant="secondary">
            Go to Dashboard
          </ButtonLink>
        </div>
      </Card>
    </div>
  );
}
