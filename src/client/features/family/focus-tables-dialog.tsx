import { useState } from "react";
import type { Child } from "../../../shared/api/children";
import { MISSION_TABLES } from "../../../shared/engagement/mission-presets";
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
  const [chosen, setChosen] = useState(child.focus_tables.join(","));
  const openWith = (next: boolean) => {
    if (next) setChosen(child.focus_tables.join(","));
    onOpenChange(next);
  };
  return (
    <ChildSettingsDialog
      child={child}
      open={open}
      onOpenChange={openWith}
      title={`Focus tables for ${child.name}`}
      description="Smart Practice brings these in first and asks them more often, and Coach Mode suggests missions on them. Choose none to let the practice follow what the child finds hardest."
      failed={productMessages.focusTablesFailed}
      change={() => ({ focus_tables: chosen === "" ? [] : chosen.split(",").map(Number) })}
    >
      <CheckboxGroup
        legend="Times tables"
        options={MISSION_TABLES}
        labelOf={(table) => `${table}×`}
        layout="chips"
        value={chosen}
        onChange={setChosen}
      />
    </ChildSettingsDialog>
  );
}
