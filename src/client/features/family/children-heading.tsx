import { Plus } from "lucide-react";
import { useState } from "react";
import { MAX_CHILDREN_PER_PARENT } from "../../../shared/constants";
import { messages } from "../../../shared/messages";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { ChildFormDialog } from "./child-form-dialog";

/**
 * The dashboard's "Children (n of 5)" with Add Child: a full family is told the limit instead
 * of the form. The notice follows the server's list: once a child is deleted (or the list
 * otherwise has room), it goes, and Add Child opens the form again.
 */
export function ChildrenHeading({ count }: { count: number }) {
  const [adding, setAdding] = useState(false);
  const [limitNotice, setLimitNotice] = useState(false);
  const full = count >= MAX_CHILDREN_PER_PARENT;
  // Adjusted while rendering (not in an effect), so the notice never shows beside a list with room.
  if (limitNotice && !full) setLimitNotice(false);

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="children-heading" className="text-xl font-bold text-ink sm:text-2xl">
          Children{" "}
          <span className="text-base font-medium text-ink-soft">
            ({count} of {MAX_CHILDREN_PER_PARENT})
          </span>
        </h2>
        <Button onClick={() => (full ? setLimitNotice(true) : setAdding(true))}>
          <Plus aria-hidden size={20} /> Add Child
        </Button>
      </div>
      {limitNotice && full && <Alert tone="error">{messages.childLimitReached}</Alert>}
      <ChildFormDialog
        open={adding}
        onOpenChange={(open) => {
          setAdding(open);
          setLimitNotice(false);
        }}
      />
    </>
  );
}
