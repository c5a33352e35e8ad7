import type { Child } from "../../../shared/api/children";
import { DIFFICULTY_LABELS } from "../../../shared/constants";
import { Card } from "../../components/ui/card";

/** Coach Mode's Select Child: each child, their level, and whether they have a mission. */
export function ChildPicker({
  kids,
  chosen,
  withMission,
  onChoose,
}: {
  kids: Child[];
  chosen: string | null;
  withMission: ReadonlySet<string>;
  onChoose: (childId: string) => void;
}) {
  return (
    <Card className="flex flex-col gap-3">
      <h2 className="text-xl font-bold text-ink">Select Child</h2>
      {kids.length === 0 && <p className="text-ink-soft">Add a child on your dashboard to set a mission.</p>}
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {kids.map((kid) => (
          <li key={kid.id}>
            <button
              type="button"
              aria-pressed={kid.id === chosen}
              onClick={() => onChoose(kid.id)}
              className={`flex w-full flex-col items-start gap-1 rounded-2xl p-4 text-left ring-2 ${
                kid.id === chosen ? "bg-brand-50 ring-brand-600" : "bg-white ring-slate-200 hover:ring-brand-200"
              }`}
            >
              <span className="text-lg font-bold text-ink">{kid.name}</span>
              <span className="text-ink-soft">{DIFFICULTY_LABELS[kid.difficulty_level]}</span>
              {withMission.has(kid.id) && (
                <span className="rounded-full bg-sun-300 px-2 py-0.5 text-sm font-semibold text-ink">
                  Active Mission
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
