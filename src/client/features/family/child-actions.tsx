import { useState } from "react";
import { Accessibility, Award, Crosshair, MoreVertical, Palette, Pencil, Trash2 } from "lucide-react";
import type { Child } from "../../../shared/api/children";
import { Menu } from "../../components/ui/menu";
import { AccessSettingsDialog } from "./access-settings-dialog";
import { FocusTablesDialog } from "./focus-tables-dialog";

type Open = "access" | "focus" | null;

/** The child card's menu: Avatar, Badges, Edit, Access, Focus and Delete, with the dialogs they open. */
interface Props {
  child: Child;
  onEdit: () => void;
  onDelete: () => void;
  /** Opens the child's badges (the page composes the awards dialog in). */
  onBadges: () => void;
}

export function ChildActions({ child, onEdit, onDelete, onBadges }: Props) {
  const [open, setOpen] = useState<Open>(null);
  const show = (which: Open) => (value: boolean) => setOpen(value ? which : null);
  const icon = { "aria-hidden": true, size: 18 } as const;
  return (
    <>
      <Menu
        label={`More for ${child.name}`}
        trigger={<MoreVertical aria-hidden size={20} />}
        items={[
          {
            label: `Badges of ${child.name}`,
            text: "Badges",
            icon: <Award {...icon} />,
            onSelect: onBadges,
          },
          {
            label: `Avatar builder for ${child.name}`,
            text: "Avatar",
            icon: <Palette {...icon} />,
            to: `/parent/avatar-builder/${child.id}`,
          },
          { label: `Edit ${child.name}`, text: "Edit", icon: <Pencil {...icon} />, onSelect: onEdit },
          {
            label: `Access settings for ${child.name}`,
            text: "Access",
            icon: <Accessibility {...icon} />,
            onSelect: () => setOpen("access"),
          },
          {
            label: `Focus tables for ${child.name}`,
            text: "Focus",
            icon: <Crosshair {...icon} />,
            onSelect: () => setOpen("focus"),
          },
          {
            label: `Delete ${child.name}`,
            text: "Delete",
            icon: <Trash2 {...icon} />,
            onSelect: onDelete,
            danger: true,
          },
        ]}
      />
      <AccessSettingsDialog child={child} open={open === "access"} onOpenChange={show("access")} />
      <FocusTablesDialog child={child} open={open === "focus"} onOpenChange={show("focus")} />
    </>
  );
}
