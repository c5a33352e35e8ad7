import { Pencil, Trash2 } from "lucide-react";
import type { Child } from "../../../shared/api/children";
import { DIFFICULTY_LABELS } from "../../../shared/constants";
import { Avatar } from "../../components/ui/avatar";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";

interface Props {
  child: Child;
  onEdit: () => void;
  onDelete: () => void;
}

export function ChildCard({ child, onEdit, onDelete }: Props) {
  return (
    <Card className="flex flex-col gap-4" data-testid="child-card">
      <div className="flex items-center gap-3">
        <Avatar avatar={child.avatar} name={child.name} />
        <div>
          <h3 className="text-xl font-bold text-ink">{child.name}</h3>
          <p className="text-ink-soft">{DIFFICULTY_LABELS[child.difficulty_level]}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onEdit} aria-label={`Edit ${child.name}`}>
          <Pencil aria-hidden size={18} /> Edit
        </Button>
        <Button variant="ghost" onClick={onDelete} aria-label={`Delete ${child.name}`}>
          <Trash2 aria-hidden size={18} /> Delete
        </Button>
      </div>
    </Card>
  );
}
