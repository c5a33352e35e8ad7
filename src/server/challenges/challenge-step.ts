import type { AfterSaveStep } from "../play/after-save-step";
import { recordChallengeResultFor } from "./record-challenge-result";

/**
 * A challenge game's result: recorded for the player's side once the game is
 * saved (the save has already checked it against the challenge's seed).
 */
export const challengeStep: AfterSaveStep = {
  name: "challenge-result",
  async run(deps, { session, challengeId }) {
    if (challengeId === undefined) return {};
    const player =
      session.childId === null
        ? ({ playerId: session.userId, playerType: "user" } as const)
        : ({ playerId: session.childId, playerType: "child" } as const);
    return { challenge: await recordChallengeResultFor(deps, challengeId, session.id, player) };
  },
};
