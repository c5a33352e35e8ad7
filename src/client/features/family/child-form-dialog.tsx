import { useState } from "react";
import type { Child } from "../../../shared/api/children";
import { DIFFICULTY_LABELS, DIFFICULTY_LEVELS, type DifficultyLevel } from "../../../shared/constants";
import { checkChildForm } from "../../../shared/forms/account-forms";
import { digitsOnly } from "../../../shared/forms/digits";
import { messages } from "../../../shared/messages";
import { ApiError } from "../../api";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { TextField } from "../../components/ui/text-field";
import { useCreateChild, useUpdateChild } from "./queries";

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
  const create = useCreateChild();
  const update = useUpdateChild();
  const [name, setName] = useState(child?.name ?? "");
  const [pin, setPin] = useState("");
  const [level, setLevel] = useState<DifficultyLevel>(child?.difficulty_level ?? "beginner");
  const [errors, setErrors] = useState<{ name?: string; pin?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const busy = create.isPending || update.isPending;

  async function submit() {
    setFormError(null);
    const all = checkChildForm({ name, pin });
    // When editing, an empty PIN keeps the current one.
    const problems = child && pin === "" ? (all?.name ? { name: all.name } : null) : all;
    setErrors(problems ?? {});
    if (problems) return;
    try {
      if (child) {
        await update.mutateAsync({
          childId: child.id,
          ...(name.trim() !== child.name && { name: name.trim() }),
          ...(pin !== "" && { pin }),
          ...(level !== child.difficulty_level && { difficulty_level: level }),
        });
      } else {
        await create.mutateAsync({ name: name.trim(), pin });
      }
      onDone();
    } catch (e) {
      if (e instanceof ApiError) {
        if (e.fields.pin || e.fields.name) setErrors({ pin: e.fields.pin, name: e.fields.name });
        else setFormError(e.message);
      } else {
        setFormError(messages.createChildFailed);
      }
    }
  }

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      noValidate
      className="flex flex-col gap-4"
    >
      {formError && <Alert tone="error">{formError}</Alert>}
      <TextField
        label="Name"
        autoComplete="off"
        value={name}
        error={errors.name}
        onChange={(e) => setName(e.target.value)}
      />
      <TextField
        label={child ? "New PIN (optional)" : "PIN"}
        inputMode="numeric"
        autoComplete="off"
        hint="4 numbers that are easy for your child to remember and hard to guess"
        value={pin}
        error={errors.pin}
        onChange={(e) => setPin(digitsOnly(e.target.value))}
      />
      {child && (
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
                  onChange={() => setLevel(l)}
                  className="sr-only"
                />
                {DIFFICULTY_LABELS[l]}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" busy={busy}>
          {child ? "Save changes" : "Add Child"}
        </Button>
      </div>
    </form>
  );
}
