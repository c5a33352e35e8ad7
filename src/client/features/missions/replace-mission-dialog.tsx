import { messages } from "../../../shared/messages";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { useClearActiveMission } from "../../queries/mission-writes";

/** Asked when the child already has a mission: clear it and send this one, or keep it. */
export function ReplaceMissionDialog({
  childId,
  childName,
  activeMissionId,
  open,
  onOpenChange,
  onCleared,
}: {
  childId: string;
  childName: string;
  /** The mission the page knows of; without one, the server's is cleared. */
  activeMissionId: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCleared: () => void;
}) {
  const clear = useClearActiveMission(childId);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Active mission found"
      description={`${childName} already has an active mission. Clear it and send this one instead?`}
    >
      {clear.isError && <Alert tone="error">{messages.clearMissionFailed}</Alert>}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          onClick={() => clear.mutate(activeMissionId, { onSuccess: onCleared })}
          busy={clear.isPending}
          disabled={clear.isPending}
        >
          Clear and send
        </Button>
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Keep the current mission
        </Button>
      </div>
    </Dialog>
  );
}
