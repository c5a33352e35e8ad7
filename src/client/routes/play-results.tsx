import type { ComponentProps } from "react";
import { useLocation } from "react-router";
import { messages } from "../../shared/messages";
import { navStateText } from "../nav-state";
import { Redirect } from "../components/redirect";
import { LoadingScreen } from "../components/ui/spinner";
import { useAuth } from "../features/auth/auth-context";
import { ChallengeResultDialog } from "../features/challenges/challenge-result-dialog";
import { MissionCompleteOverlay } from "../features/missions/mission-complete-overlay";
import { useCompletedMission } from "../queries/missions";
import { GameResults } from "../features/play/game-results";
import { completedMissionOf, useChallengeOutcome, useGameResult } from "../features/play/game-result-query";
import { playAgainPath } from "../features/play/results-model";
import type { Route } from "./+types/play-results";

export const meta: Route.MetaFunction = () => [{ title: "Your results | Maths Sprint" }];

export default function PlayResults() {
  const location = useLocation();
  const { child, parent, state } = useAuth();
  // The child's hour ended as the game did: its results, then their login.
  const hourUp = !child && !parent && state.status === "ready" && state.signedOutTo?.childSessionEnded === true;
  const sessionId = navStateText(location.state, "sessionId");
  const clientId = navStateText(location.state, "clientId");
  const playAgain = playAgainPath(navStateText(location.state, "playAgain"));
  const dashboard = hourUp ? "/child/login" : child ? "/child/dashboard" : "/parent/dashboard";
  const completedMission = useCompletedMission(clientId, completedMissionOf);
  const result = useGameResult(sessionId, clientId);

  if (!sessionId && !clientId) {
    return <Redirect to={dashboard} state={{ error: messages.sessionExpiredOrMissing }} />;
  }
  if (result.isPending) return <LoadingScreen message="Adding up your score..." />;
  if (!result.data) {
    return <Redirect to={dashboard} state={{ error: messages.sessionExpiredOrMissing }} />;
  }
  const results = {
    result: result.data,
    childId: child?.child_data.id ?? null,
    dashboard,
    playAgain: hourUp ? null : playAgain,
    hourUp,
  };
  return (
    <>
      {/* A refused challenge game has no result: the page says why instead. */}
      {result.data.mode === "challenge" && clientId && result.data.refusedBecause === null ? (
        <ChallengeGameResults clientId={clientId} {...results} />
      ) : (
        <GameResults {...results} />
      )}
      {completedMission && <MissionCompleteOverlay mission={completedMission} />}
    </>
  );
}

/** A challenge game's results and its challenge's result, from the save's answer kept on this device. */
function ChallengeGameResults({ clientId, ...results }: { clientId: string } & ComponentProps<typeof GameResults>) {
  const outcome = useChallengeOutcome(clientId);
  return (
    <>
      <GameResults {...results} challenge={outcome.data ?? null} />
      {!outcome.isPending && <ChallengeResultDialog outcome={outcome.data ?? null} />}
    </>
  );
}
