import { useState, type SyntheticEvent } from "react";
import { ACCESS_SETTINGS, ACCESS_SETTING_LABELS, type AccessSettings } from "../../../shared/access-settings";
import type { Child } from "../../../shared/api/children";
import { productMessages } from "../../../shared/messages";
import { errorMessage } from "../../api";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { useUpdateChild } from "./queries";

interface Props {
  child: Child;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The help a child gets while playing, chosen by the parent (after the
 * Multiplication Tables Check's access arrangements), applied to every game
 * on every device the child signs in on.
 */
export function AccessSettingsDialog({ child, open, onOpenChange }: Props) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Access settings for ${child.name}`}
      description="Help while playing, in every game. The read-aloud uses this device's own voice; nothing is sent anywhere."
    >
      {open && <AccessSettingsForm child={child} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function AccessSettingsForm({ child, onDone }: { child: Child; onDone: () => void }) {
  const [chosen, setChosen] = useState<AccessSettings>(child.access_settings);
  const update = useUpdateChild();
  const save = (event: SyntheticEvent) => {
    event.preventDefault();
    update.mutate({ childId: child.id, access_settings: chosen }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={save} className="flex flex-col gap-4" aria-label={`Access settings for ${child.name}`}>
      {update.isError && <Alert tone="error">{errorMessage(update.error, productMessages.accessSettingsFailed)}</Alert>}
      <fieldset className="flex flex-col gap-2">
        <legend className="sr-only">Help while playing</legend>
        {ACCESS_SETTINGS.map((name) => (
          <label
            key={name}
            className="flex min-h-11 items-center gap-3 rounded-xl bg-slate-50 px-3 py-2 text-ink ring-1 ring-slate-200"
          >
            <input
              type="checkbox"
              className="h-5 w-5 shrink-0"
              checked={chosen[name]}
              onChange={(e) => setChosen({ ...chosen, [name]: e.target.checked })}
            />
            {ACCESS_SETTING_LABELS[name]}
          </label>
        ))}
      </fieldset>
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
