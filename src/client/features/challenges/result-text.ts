import type { ChildChallenge } from "../../../shared/api/challenges";
import { messages } from "../../../shared/messages";

/** The spec's four challenge result texts. */
export function challengeResultText(result: ChildChallenge["result"]): string {
  const texts = {
    won: messages.challengeWon,
    lost: messages.challengeLost,
    tie: messages.challengeTied,
    pending: messages.challengePending,
  } as const;
  return texts[result];
}
