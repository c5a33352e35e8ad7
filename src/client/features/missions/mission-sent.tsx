import { CheckCircle2 } from "lucide-react";
import { messages } from "../../../shared/messages";
import { Button, ButtonLink } from "../../components/ui/button";
import { Card } from "../../components/ui/card";

/** Said once a mission is sent: another one, or back to the dashboard. */
export function MissionSent({ onSendAnother }: { onSendAnother: () => void }) {
  return (
    <Card className="flex flex-col items-start gap-3" role="status">
      <p className="flex items-center gap-2 text-lg font-bold text-mint-700">
        <CheckCircle2 aria-hidden /> {messages.missionSent}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={onSendAnother}>Send Another Mission</Button>
        <ButtonLink to="/parent/dashboard" variant="secondary">
          Go to Dashboard
        </ButtonLink>
      </div>
    </Card>
  );
}
