import type { Child } from "../../../shared/api/children";
import { MISSION_TABLES } from "../../../shared/engagement/mission-presets";
import { focusTablesForm, type FocusTablesValues } from "../../../shared/forms/child-settings-forms";
import { productMessages } from "../../../shared/messages";
import { CheckboxGroup } from "../../components/ui/checkbox-group";
import { ChildSettingsDialog } from "./child-settings-dialog";

interface Props {
  child: Child;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The times tables a parent wants a child to work on: Smart Practice brings them in first and asks them more, and the coach's missions are about them. */
export function FocusTablesDialog({ child, open, onOpenChange }: Props) {
  return (
    <ChildSettingsDialog<FocusTablesValues>
      child={child}
      open={open}
      onOpenChange={onOpenChange}
      title={`Focus tables for ${child.name}`}
      description="Smart Practice brings these in first and asks them more often, and Coach Mode suggests missions on them. Choose none to let the practice follow what the child finds hardest."
      failed={productMessages.focusTablesFailed}
      initial={{ focus_tables: child.focus_tables }}
      definition={focusTablesForm}
      fields={(chosen, setChosen) => (
        <CheckboxGroup
          legend="Times tables"
          options={MISSION_TABLES}
          labelOf={(table) => `${table}×`}
          layout="chips"
          value={chosen.focus_tables}
          onChange={(tables) => setChosen("focus_tables", tables)}
        />
      )}
    />
  );
}
