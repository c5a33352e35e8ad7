import type { Child } from "../../../shared/api/children";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";

/** The first visit's three steps, with a child to start with, or Skip. */
export function QuickSetupDialog({
  open,
  kids,
  onChoose,
  onFinish,
}: {
  open: boolean;
  kids: Child[];
  onChoose: (childId: string) => void;
  onFinish: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onFinish()}
      title="Your First Challenge"
      description="Set a mission in three quick steps."
    >
      <ol className="flex list-decimal flex-col gap-2 pl-5 text-ink">
        <li>Choose a child: the coach suggests a mission from their own games.</li>
        <li>Change anything you like: game mode, target, title.</li>
        <li>Pick a reward (a sticker or your own treat) and send it.</li>
      </ol>
      <div className="mt-4 flex flex-wrap gap-2">
        {kids.map((kid) => (
          <Button key={kid.id} onClick={() => onChoose(kid.id)}>
            Start with {kid.name}
          </Button>
        ))}
        <Button variant="ghost" onClick={onFinish}>
          Skip
        </Button>
      </div>
    </Dialog>
  );
}
