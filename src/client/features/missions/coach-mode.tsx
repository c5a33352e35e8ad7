import { useState } from "react";
import { messages } from "../../../shared/messages";
import { Alert } from "../../components/ui/alert";
import { Spinner } from "../../components/ui/spinner";
import { localStore } from "../../local-store";
import { ActiveMission } from "./active-mission";
import { ChildPicker } from "./child-picker";
import { MissionComposer } from "./mission-composer";
import { useFamilyChildren, useFamilyMissions, useStickers } from "./queries";
import { QuickSetupDialog } from "./quick-setup-dialog";
import { WeeklyWinsCard } from "./weekly-wins-card";

/** Set once the parent has skipped the quick setup or sent a first mission. */
const QUICK_SETUP_KEY = "ms-coach-quick-setup-done";

/** Parent Coach Mode (docs/product/gameplay.md#coach-mode): choose a child, see their week, edit the suggestion, send. */
export function CoachMode() {
  const children = useFamilyChildren();
  const missions = useFamilyMissions();
  const stickers = useStickers();
  const [childId, setChildId] = useState<string | null>(null);
  // The page is never pre-rendered, so the browser's storage is there to read at once.
  const [quickSetup, setQuickSetup] = useState(() => localStore.get(QUICK_SETUP_KEY) !== "1");
  const finishQuickSetup = () => {
    localStore.set(QUICK_SETUP_KEY, "1");
    setQuickSetup(false);
  };

  if (children.isPending || missions.isPending) return <Spinner label="Loading Coach Mode" />;
  if (children.isError || missions.isError) return <Alert tone="error">{messages.loadChallengeDataFailed}</Alert>;
  const kids = children.data.children;
  const activeByChild = new Map(missions.data.missions.map((m) => [m.child_id, m]));
  const selected = kids.find((k) => k.id === childId) ?? null;

  return (
    <div className="flex flex-col gap-6">
      <ChildPicker kids={kids} chosen={childId} withMission={new Set(activeByChild.keys())} onChoose={setChildId} />
      {selected && (
        <>
          <WeeklyWinsCard childId={selected.id} />
          <ActiveMission
            key={`active-${selected.id}`}
            mission={activeByChild.get(selected.id)}
            childName={selected.name}
            level={selected.difficulty_level}
          />
          <MissionComposer
            key={selected.id}
            child={selected}
            activeMissionId={activeByChild.get(selected.id)?.id ?? null}
            stickers={stickers.data?.stickers ?? []}
            quickSetup={quickSetup}
            onSent={finishQuickSetup}
          />
        </>
      )}
      <QuickSetupDialog
        open={quickSetup && kids.length > 0 && childId === null}
        kids={kids}
        onChoose={setChildId}
        onFinish={finishQuickSetup}
      />
    </div>
  );
}
