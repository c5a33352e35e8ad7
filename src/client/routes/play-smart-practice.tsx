import { useEffect, useMemo, useState } from "react";
import { useParams } from "react-router";
import { Redirect } from "../components/redirect";
import type { PracticePlan } from "../../shared/api/play";
import { createSmartPracticeGame, smartPracticeReducer } from "../../shared/game/modes/smart-practice/game";
import { messages } from "../../shared/messages";
import { LoadingScreen } from "../components/ui/spinner";
import { usePracticePlan } from "../queries/practice-plan";
import { rememberPlayedPlan } from "../queries/practice-plan";
import { PlayPage } from "../games/play-page";
import type { Route } from "./+types/play-smart-practice";

export const meta: Route.MetaFunction = () => [{ title: "Smart Practice | Maths Sprint" }];

/**
 * /play/smart-practice/{childId}: 30 questions or 3 minutes, planned for the
 * child on the server (the plan kept on this device when offline). The plan
 * is fixed once the game has it, and kept for the results.
 */
export default function PlaySmartPractice() {
  const { childId } = useParams();
  const plan = usePracticePlan(childId);
  const [played, setPlayed] = useState<PracticePlan | null>(null);
  const ready = !plan.isFetching ? plan.data : undefined;
  // The first plan the page gets is the game's (set while rendering, as React advises for derived state).
  if (!played && ready) setPlayed(ready);
  useEffect(() => {
    if (played && childId) rememberPlayedPlan(childId, played);
  }, [played, childId]);
  const engine = useMemo(
    () =>
      played && {
        create: (config: Parameters<typeof createSmartPracticeGame>[0]) =>
          createSmartPracticeGame(config, played.questions),
        reduce: smartPracticeReducer,
      },
    [played],
  );
  if (plan.isError && !played) {
    return <Redirect to="/child/dashboard" state={{ error: messages.somethingWentWrong }} />;
  }
  if (!engine) return <LoadingScreen message="Picking your sums..." />;
  return <PlayPage mode="smart_practice" engine={engine} />;
}
