import type { ReactNode } from "react";
import type { z } from "zod";
import type { Child } from "../../../shared/api/children";
import type { FormDefinition, FormValues } from "../../../shared/forms/form-check";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { useApiForm, type ApiForm } from "../../forms/use-api-form";
import { useUpdateChild } from "../../queries/family";

type UpdateChildBody = Omit<Parameters<ReturnType<typeof useUpdateChild>["mutateAsync"]>[0], "childId">;

interface Props<V extends FormValues> {
  child: Child;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** What the server says when the change cannot be made, in words for the parent. */
  failed: string;
  /** The settings as the child has them: each opening starts from them again (a cancelled change is gone). */
  initial: V;
  /** The form's checks and the change it sends (shared/forms/child-settings-forms.ts). */
  definition: FormDefinition<V, z.ZodType<UpdateChildBody>>;
  /** The form's fields for the values being edited. */
  fields: (values: V, setValue: ApiForm<V>["setValue"]) => ReactNode;
  /** Room for fields side by side on a wide screen (the access settings and more time). */
  wide?: boolean;
}

/** A dialog of one kind of setting for a child (access, focus tables): the fields, Cancel and Save. */
export function ChildSettingsDialog<V extends FormValues>({
  open,
  onOpenChange,
  title,
  description,
  wide = false,
  ...form
}: Props<V>) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description} wide={wide}>
      {open && <SettingsForm {...form} title={title} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

type FormProps<V extends FormValues> = Pick<
  Props<V>,
  "child" | "title" | "failed" | "initial" | "definition" | "fields"
> & {
  onDone: () => void;
};

function SettingsForm<V extends FormValues>({
  child,
  title,
  failed,
  initial,
  definition,
  fields,
  onDone,
}: FormProps<V>) {
  const update = useUpdateChild();
  const form = useApiForm({
    initial,
    definition,
    send: (body) => update.mutateAsync({ childId: child.id, ...body }),
    onSent: onDone,
    fallback: failed,
  });
  return (
    <form {...form.formProps} className="flex flex-col gap-4" aria-label={title}>
      {form.message && <Alert tone="error">{form.message}</Alert>}
      {fields(form.values, form.setValue)}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.busy}>
          {form.busy ? "Saving..." : "Save"}
        </Button>
      </div>
    </form>
  );
}
