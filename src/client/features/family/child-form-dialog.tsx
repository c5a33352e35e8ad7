import type { ReactNode } from "react";
import type { Child } from "../../../shared/api/children";
import { DIFFICULTY_LABELS, DIFFICULTY_LEVELS } from "../../../shared/constants";
import { addChildForm, childChanges, editChildForm } from "../../../shared/forms/account-forms";
import { digitsOnly } from "../../../shared/forms/digits";
import { messages } from "../../../shared/messages";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { TextField } from "../../components/ui/text-field";
import { useApiForm, type ApiForm } from "../../forms/use-api-form";
import { useCreateChild, useUpdateChild } from "../../queries/family";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit this child; without it the dialog adds a new child. */
  child?: Child;
}

/** Add Child, or edit a child's name, PIN and difficulty. The PIN is never shown back. */
export function ChildFormDialog({ open, onOpenChange, child }: Props) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={child ? `Edit ${child.name}` : "Add a child"}
      description={
        child
          ? "Change the name or difficulty, or set a new PIN. Leave the PIN empty to keep the current one."
          : "Your child signs in with your email and this 4-digit PIN."
      }
    >
      {open && <ChildForm child={child} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function ChildForm({ child, onDone }: { child?: Child | undefined; onDone: () => void }) {
  return child ? <EditChildForm child={child} onDone={onDone} /> : <AddChildForm onDone={onDone} />;
}

/** Why the save failed, unless the fields already say. */
const formMessage = (form: { failure: string | null; fields: Record<string, string | undefined> }) =>
  Object.values(form.fields).some(Boolean) ? null : form.failure;

function AddChildForm({ onDone }: { onDone: () => void }) {
  const create = useCreateChild();
  const form = useApiForm({
    initial: { name: "", pin: "" },
    definition: addChildForm,
    send: (body) => create.mutateAsync(body),
    onSent: onDone,
    fallback: messages.createChildFailed,
  });
  return <ChildFields form={form} onDone={onDone} />;
}

function EditChildForm({ child, onDone }: { child: Child; onDone: () => void }) {
  const update = useUpdateChild();
  const form = useApiForm({
    initial: { name: child.name, pin: "", difficulty_level: child.difficulty_level },
    definition: editChildForm(child),
    send: (body) => update.mutateAsync({ childId: child.id, ...body }),
    onSent: onDone,
    fallback: messages.createChildFailed,
  });
  const level = form.values.difficulty_level;
  // Saving with nothing changed just closes the dialog.
  const unchanged = Object.keys(childChanges(child, form.values)).length === 0;
  return (
    <ChildFields form={form} onDone={onDone} editing onSubmit={unchanged ? onDone : undefined}>
      <fieldset className="flex flex-col gap-2">
        <legend className="font-semibold text-ink">Difficulty</legend>
        <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-3">
          {DIFFICULTY_LEVELS.map((l) => (
            <label
              key={l}
              className={`flex min-h-11 cursor-pointer items-center justify-center rounded-xl border-2 px-2 text-center font-semibold ${
                level === l ? "border-brand-600 bg-brand-50 text-brand-700" : "border-slate-200 text-ink-soft"
              }`}
            >
              <input
                type="radio"
                name="difficulty"
                value={l}
                checked={level === l}
                onChange={() => form.setValue("difficulty_level", l)}
                className="sr-only"
              />
              {DIFFICULTY_LABELS[l]}
            </label>
          ))}
        </div>
      </fieldset>
    </ChildFields>
  );
}

/** The name and PIN fields, any extra fields, and the buttons. */
function ChildFields({
  form,
  onDone,
  editing = false,
  onSubmit,
  children,
}: {
  form: Pick<ApiForm<{ name: string; pin: string }>, "field" | "fields" | "failure" | "busy" | "formProps">;
  onDone: () => void;
  editing?: boolean;
  /** Replaces the send (e.g. nothing to save). */
  onSubmit?: (() => void) | undefined;
  children?: ReactNode;
}) {
  const error = formMessage(form);
  const { formProps } = form;
  return (
    <form
      {...formProps}
      onSubmit={(e) => {
        if (!onSubmit) return formProps.onSubmit(e);
        e.preventDefault();
        onSubmit();
      }}
      className="flex flex-col gap-4"
    >
      {error && <Alert tone="error">{error}</Alert>}
      <TextField label="Name" autoComplete="off" {...form.field("name")} error={form.fields.name} />
      <TextField
        label={editing ? "New PIN (optional)" : "PIN"}
        inputMode="numeric"
        autoComplete="off"
        hint="4 numbers that are easy for your child to remember and hard to guess"
        {...form.field("pin", digitsOnly)}
        error={form.fields.pin}
      />
      {children}
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" busy={form.busy}>
          {editing ? "Save changes" : "Add Child"}
        </Button>
      </div>
    </form>
  );
}
