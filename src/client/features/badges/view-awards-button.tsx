import { Award } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui/button";
import { LazyAwardsDialog } from "./lazy-awards-dialog";

/** The child dashboard's View My Awards: opens the child's awards dialog. */
export function ViewAwardsButton({ child }: { child: { id: string; name: string } }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="lg" onClick={() => setOpen(true)}>
        <Award aria-hidden size={22} />
        View My Awards
      </Button>
      <LazyAwardsDialog open={open} onOpenChange={setOpen} child={child} />
    </>
  );
}
