import { Award } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "../../components/ui/button";

// Loaded when first opened: the dialog's code is not on the way from sign-in to a first game.
const AwardsDialog = lazy(() => import("./awards-dialog").then(({ AwardsDialog }) => ({ default: AwardsDialog })));

/** The child dashboard's View My Awards: opens the child's awards dialog. */
export function ViewAwardsButton({ child }: { child: { id: string; name: string } }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        size="lg"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <Award aria-hidden size={22} />
        View My Awards
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <AwardsDialog open={open} onOpenChange={setOpen} child={child} />
        </Suspense>
      )}
    </>
  );
}
