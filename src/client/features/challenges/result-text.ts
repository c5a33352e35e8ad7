import type { ChildChallenge } from "../../../shared/api/challenges";
import { messages } from "../../../shared/messages";

/** A challenge's result in words: won, lost, a tie, or still to be completed. */
export function challengeResultText(result: ChildChallenge["result"]): string {
  const texts = {
    won: messages.challengeWon,
    lost: messages.challengeLost,
    tie: messages.challengeTied,
    pending: messages.challengePending,
  } as const;
  return texts[result];
}
