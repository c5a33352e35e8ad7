import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { missionFromLink } from "../../../shared/api/coach-link";
import { messages } from "../../../shared/messages";
import { Alert } from "../../components/ui/alert";
import { Spinner } from "../../components/ui/spinner";
import { localStore } from "../../local-store";
import { ActiveMission } from "./active-mission";
import { ChildPicker } from "./child-picker";
import { MissionComposer } from "./mission-composer";
import { useFamilyChildren, useFamilyMissions, useStickers, useKeepSuggestion } from "../../queries/missions";
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
  const linked = useLinkedMission(children.data?.children, setChildId);
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
            timeAllowance={selected.time_allowance}
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
        open={quickSetup && !linked && kids.length > 0 && childId === null}
        kids={kids}
        onChoose={setChildId}
        onFinish={finishQuickSetup}
      />
    </div>
  );
}

/**
 * A link that opens Coach Mode with a mission filled in (the weekly report's
 * suggestion, shared/api/coach-link.ts): once the family's children are
 * known, the link's child is chosen and its mission stands as the coach's
 * suggestion, which fills the form (New suggestion asks the coach as usual).
 * A link that is not valid, or names a child not in the family, is ignored,
 * as if there were none. True when the page was opened from a valid link
 * naming one of the family's children.
 */
function useLinkedMission(kids: readonly { id: string }[] | undefined, choose: (childId: string) => void): boolean {
  const [params] = useSearchParams();
  const keepSuggestion = useKeepSuggestion();
  const [linked] = useState(() => missionFromLink(params));
  const ofFamily = linked !== null && kids !== undefined && kids.some((k) => k.id === linked.childId);
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current || !linked || !ofFamily) return;
    applied.current = true;
    keepSuggestion(linked.childId, { suggestion: linked.suggestion });
    choose(linked.childId);
  }, [ofFamily, linked, keepSuggestion, choose]);
  return ofFamily;
}
