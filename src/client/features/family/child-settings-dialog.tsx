import { useState, type ReactNode, type SyntheticEvent } from "react";
import type { Child } from "../../../shared/api/children";
import { errorMessage } from "../../api";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { useUpdateChild } from "./queries";

type ChildChange = Omit<Parameters<ReturnType<typeof useUpdateChild>["mutate"]>[0], "childId">;

interface Props<T> {
  child: Child;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** What the server says when the change cannot be made, in words for the parent. */
  failed: string;
  /** The settings as the child has them: each opening starts from them again (a cancelled change is gone). */
  initial: T;
  /** The form's fields for the value being edited. */
  fields: (value: T, set: (next: T) => void) => ReactNode;
  /** The change the value makes, sent when Save is pressed. */
  change: (value: T) => ChildChange;
}

/** A dialog of one kind of setting for a child (access, focus tables): the fields, Cancel and Save. */
export function ChildSettingsDialog<T>({ open, onOpenChange, title, description, ...form }: Props<T>) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      {open && <SettingsForm {...form} title={title} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

type FormProps<T> = Pick<Props<T>, "child" | "title" | "failed" | "initial" | "fields" | "change"> & {
  onDone: () => void;
};

function SettingsForm<T>({ child, title, failed, initial, fields, change, onDone }: FormProps<T>) {
  const [value, setValue] = useState(initial);
  const update = useUpdateChild();
  const save = (event: SyntheticEvent) => {
    event.preventDefault();
    update.mutate({ childId: child.id, ...change(value) }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={save} className="flex flex-col gap-4" aria-label={title}>
      {update.isError && <Alert tone="error">{errorMessage(update.error, failed)}</Alert>}
      {fields(value, setValue)}
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
