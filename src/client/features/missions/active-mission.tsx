import { Target, XCircle } from "lucide-react";
import { useState } from "react";
import type { Mission } from "../../../shared/api/missions";
import type { DifficultyLevel } from "../../../shared/constants";
import { MISSION_MODES } from "../../../shared/engagement/mission-presets";
import { impossibleMissionMessage, missionProblems } from "../../../shared/engagement/mission-reach";
import { messages, productMessages } from "../../../shared/messages";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { MissionCriteria } from "./mission-criteria";
import { useArchiveMission } from "../../queries/mission-writes";
import { fillIn } from "../../../shared/words";
import type { TimeAllowance } from "../../../shared/game/time-allowance";

const named = (template: string, name: string) => fillIn(template, { name });

/**
 * A child's active mission as the parent sees it (the dashboard's child card,
 * Coach Mode): its name, every criterion (the time limit on the child's clock,
 * as the child's own card gives it), and Clear mission, which asks first. What it then says follows the server's answer: cleared, or
 * completed a moment before and so kept.
 */
export function ActiveMission({
  mission,
  childName,
  level,
  timeAllowance,
}: {
  mission: Mission | undefined;
  childName: string;
  /** The child's level now: a mission sent before it changed may no longer be one they can complete. */
  level: DifficultyLevel;
  /** The child's more time: the mission's time limit is the one on the child's clock. */
  timeAllowance: TimeAllowance;
}) {
  const [asking, setAsking] = useState(false);
  const clear = useArchiveMission(() => setAsking(false));
  const answered = clear.data?.mission;
  const outcome =
    answered === undefined
      ? null
      : answered.status === "completed"
        ? named(productMessages.missionCompletedBeforeClear, childName)
        : named(productMessages.missionCleared, childName);
  if (!mission || mission.status !== "active" || mission.id === answered?.id) {
    return outcome === null ? null : (
      <Alert tone={answered?.status === "completed" ? "info" : "success"}>{outcome}</Alert>
    );
  }
  const mode = MISSION_MODES.find((m) => m === mission.game_mode_target);
  const beyond =
    mode === undefined
      ? null
      : impossibleMissionMessage(
          childName,
          missionProblems(
            {
              mode,
              questionType: mission.question_type_target,
              tables: mission.specific_operand_target?.tables ?? [],
              scoreTarget: mission.score_target,
            },
            level,
          ),
        );
  return (
    <section
      aria-label={`${childName}'s active mission`}
      className="flex flex-col gap-2 rounded-2xl bg-sun-100 p-3 ring-1 ring-sun-400"
      data-testid="active-mission"
    >
      <p className="flex items-center gap-1.5 text-sm font-bold tracking-wide text-ink-soft uppercase">
        <Target aria-hidden size={16} /> Active mission
      </p>
      <p className="text-lg font-bold text-ink">{mission.challenge_name}</p>
      <MissionCriteria mission={mission} timeAllowance={timeAllowance} className="text-sm" />
      {beyond !== null && <Alert tone="error">{`${beyond} ${productMessages.clearImpossibleMission}`}</Alert>}
      <Button variant="secondary" size="sm" className="self-start" onClick={() => setAsking(true)}>
        <XCircle aria-hidden size={16} /> Clear mission
      </Button>
      <Dialog
        open={asking}
        onOpenChange={(open) => {
          setAsking(open);
          if (!open) clear.reset();
        }}
        title={`Clear ${childName}'s mission?`}
        description={named(productMessages.clearMissionQuestion, childName)}
        role="alertdialog"
      >
        {clear.isError && <Alert tone="error">{messages.clearMissionFailed}</Alert>}
        <div className="mt-4 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => setAsking(false)}>
            Keep the mission
          </Button>
          <Button
            variant="danger"
            busy={clear.isPending}
            disabled={clear.isPending}
            onClick={() => clear.mutate(mission.id)}
          >
            Clear mission
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
