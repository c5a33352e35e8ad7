import { useRef } from "react";
import type { Child } from "../../../shared/api/children";
import type { Sticker } from "../../../shared/api/missions";
import { defaultMissionTitle, MISSION_MODES, MISSION_PRESETS } from "../../../shared/engagement/mission-presets";
import { missionReach } from "../../../shared/engagement/mission-reach";
import { MODE_LABELS } from "../../../shared/game/modes";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { TextField } from "../../components/ui/text-field";
import { MissionSent } from "./mission-sent";
import { blankMission, fromSuggestion } from "./mission-values";
import { ModeSelect } from "./mode-select";
import { QuestionFields } from "./question-fields";
import { ReplaceMissionDialog } from "./replace-mission-dialog";
import { RewardFields } from "./reward-fields";
import { SuggestionHeader } from "./suggestion-header";
import { TargetFields } from "./target-fields";
import { useMissionForm } from "./use-mission-form";

/** One child's mission: the coach's suggestion to edit, its reward, and Send. */
export function MissionComposer({
  child,
  activeMissionId,
  stickers,
  quickSetup,
  onSent,
}: {
  child: Child;
  activeMissionId: string | null;
  stickers: Sticker[];
  quickSetup: boolean;
  onSent: () => void;
}) {
  const mission = useMissionForm(child, activeMissionId, onSent);
  const { form, suggestion, replace } = mission;
  const formRef = useRef<HTMLFormElement>(null);

  if (form.sent) {
    return (
      <MissionSent
        activeMissionId={activeMissionId}
        // A fresh suggestion fills the form again (the same one as before, if the games have not changed).
        onSendAnother={() =>
          void suggestion.refetch().then((r) => form.reset(r.data ? fromSuggestion(r.data.suggestion) : blankMission()))
        }
      />
    );
  }

  const v = form.values;
  const mode = MISSION_MODES.find((m) => m === v.game_mode_target) ?? null;
  // What the chosen mode asks at this child's level: the form offers nothing else.
  const reach = mode ? missionReach(mode, child.difficulty_level) : null;
  const sendDisabled =
    form.busy ||
    suggestion.isFetching ||
    mode === null ||
    (v.reward_type === "custom_text" && v.reward_text.trim() === "") ||
    (v.reward_type === "digital_sticker" && v.digital_reward_id === null);

  return (
    <Card className="flex flex-col gap-4">
      <SuggestionHeader suggestion={suggestion} childName={child.name} quickSetup={quickSetup} />
      <form ref={formRef} {...form.formProps} className="flex flex-col gap-4" aria-label={`Mission for ${child.name}`}>
        <ModeSelect mission={mission} level={child.difficulty_level} />
        <TextField
          label="Title"
          placeholder={mode ? defaultMissionTitle(MODE_LABELS[mode]) : "Mission title"}
          maxLength={80}
          {...form.field("challenge_name")}
          error={form.fields.challenge_name}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor="mission-description" className="font-semibold text-ink">
            Description
          </label>
          <textarea
            id="mission-description"
            rows={3}
            maxLength={500}
            className="rounded-xl border-2 border-slate-300 bg-white px-3 py-2"
            {...form.field("challenge_description")}
          />
        </div>
        <TargetFields mission={mission} preset={mode ? MISSION_PRESETS[mode] : null} reach={reach} />
        {mode && reach && <QuestionFields mission={mission} mode={mode} reach={reach} level={child.difficulty_level} />}
        <RewardFields form={form} stickers={stickers} />
        {form.message && <Alert tone="error">{form.message}</Alert>}
        <Button type="submit" size="lg" disabled={sendDisabled} busy={form.busy}>
          Send Mission
        </Button>
      </form>
      <ReplaceMissionDialog
        childId={child.id}
        childName={child.name}
        activeMissionId={activeMissionId}
        open={replace.open}
        onOpenChange={replace.setOpen}
        onCleared={() => {
          replace.confirm();
          formRef.current?.requestSubmit();
        }}
      />
    </Card>
  );
}
