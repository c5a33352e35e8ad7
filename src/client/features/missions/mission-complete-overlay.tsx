import { Share2, Trophy } from "lucide-react";
import { useState } from "react";
import type { Mission } from "../../../shared/api/missions";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { shareTargets } from "../../components/share/share-links";
import { ShareTargetList } from "../../components/share/share-target-list";
import { MissionReward } from "./mission-reward";

/** The completed-mission overlay on the results page: the mission, its reward, and Share Your Win's targets. */
export function MissionCompleteOverlay({ mission }: { mission: Mission }) {
  const [open, setOpen] = useState(true);
  const [sharing, setSharing] = useState(false);
  const message = {
    text: `I completed my Maths Sprint mission "${mission.challenge_name}"!`,
    subject: "I completed my Maths Sprint mission",
  };
  return (
    <Dialog open={open} onOpenChange={setOpen} title="Mission complete!">
      <div className="flex flex-col items-center gap-4 text-center" data-testid="mission-complete">
        <Trophy aria-hidden size={48} className="text-sun-400" />
        <p className="text-lg font-semibold text-ink">You completed &ldquo;{mission.challenge_name}&rdquo;!</p>
        <p className="text-ink-soft">Your reward</p>
        <MissionReward reward={mission.reward} size={112} />
        <div className="flex flex-wrap justify-center gap-2">
          <Button
            variant="secondary"
            aria-expanded={sharing}
            aria-controls="share-your-win"
            onClick={() => setSharing((s) => !s)}
          >
            <Share2 aria-hidden size={18} /> Share Your Win
          </Button>
          <Button onClick={() => setOpen(false)}>Brilliant!</Button>
        </div>
        {sharing && (
          <section id="share-your-win" aria-label="Share Your Win on" className="w-full">
            <ShareTargetList targets={shareTargets(`${window.location.origin}/`, message)} />
          </section>
        )}
      </div>
    </Dialog>
  );
}
