import { Share2, Trophy } from "lucide-react";
import { useState } from "react";
import type { Mission } from "../../../shared/api/missions";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { MissionReward } from "./mission-reward";

/** Shares the win through the device's share sheet, or copies the words when there is none. */
async function shareWin(text: string): Promise<boolean> {
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title: "Maths Sprint", text });
      return true;
    } catch {
      return false;
    }
  }
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The completed-mission overlay on the results page: the mission, its reward, and Share Your Win. */
export function MissionCompleteOverlay({ mission }: { mission: Mission }) {
  const [open, setOpen] = useState(true);
  const [shared, setShared] = useState(false);
  const text = `I completed my Maths Sprint mission "${mission.challenge_name}"!`;
  return (
    <Dialog open={open} onOpenChange={setOpen} title="Mission complete!">
      <div className="flex flex-col items-center gap-4 text-center" data-testid="mission-complete">
        <Trophy aria-hidden size={48} className="text-sun-400" />
        <p className="text-lg font-semibold text-ink">You completed &ldquo;{mission.challenge_name}&rdquo;!</p>
        <p className="text-ink-soft">Your reward</p>
        <MissionReward reward={mission.reward} size={112} />
        <div className="flex flex-wrap justify-center gap-2">
          <Button variant="secondary" onClick={() => void shareWin(text).then(setShared)}>
            <Share2 aria-hidden size={18} /> Share Your Win
          </Button>
          <Button onClick={() => setOpen(false)}>Brilliant!</Button>
        </div>
        {shared && <p role="status">Ready to share!</p>}
      </div>
    </Dialog>
  );
}
