import type { ReactNode, SyntheticEvent } from "react";
import type { Child } from "../../../shared/api/children";
import { errorMessage } from "../../api";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { useUpdateChild } from "./queries";

type ChildChange = Omit<Parameters<ReturnType<typeof useUpdateChild>["mutate"]>[0], "childId">;

interface Props {
  child: Child;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** What the server says when the change cannot be made, in words for the parent. */
  failed: string;
  /** The form's fields, and the change they make (read when Save is pressed). */
  children: ReactNode;
  change: () => ChildChange;
}

/** A dialog of one kind of setting for a child (access, focus tables): the fields, Cancel and Save. */
export function ChildSettingsDialog({ open, onOpenChange, title, description, ...form }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      {open && <SettingsForm {...form} title={title} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

type FormProps = Pick<Props, "child" | "title" | "failed" | "children" | "change"> & { onDone: () => void };

function SettingsForm({ child, title, failed, children, change, onDone }: FormProps) {
  const update = useUpdateChild();
  const save = (event: SyntheticEvent) => {
    event.preventDefault();
    update.mutate({ childId: child.id, ...change() }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={save} className="flex flex-col gap-4" aria-label={title}>
      {update.isError && <Alert tone="error">{errorMessage(update.error, failed)}</Alert>}
      {children}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? "Saving..." : "Save"}
        </Button>
      </div>
    </form>
  );
}
