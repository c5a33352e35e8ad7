import { lazy, Suspense, useState } from "react";

// Loaded when first opened: the dialog's code is not on the way from sign-in to a first game.
const AwardsDialog = lazy(() => import("./awards-dialog").then(({ AwardsDialog }) => ({ default: AwardsDialog })));

/** A child's awards dialog, its code fetched the first time it opens (the child's View My Awards, the parent's card). */
export function LazyAwardsDialog({
  open,
  onOpenChange,
  child,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  child: { id: string; name: string };
}) {
  // Once opened, kept mounted: it closes with its animation and keeps what it loaded.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened && !open) return null;
  return (
    <Suspense fallback={null}>
      <AwardsDialog open={open} onOpenChange={onOpenChange} child={child} />
    </Suspense>
  );
}
