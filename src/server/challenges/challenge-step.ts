import { sql } from "drizzle-orm";
import { z } from "zod";
import type { AfterSaveStep } from "../play/after-save-step";
import { recordChallengeResultFor } from "./record-challenge-result";

/**
 * A challenge game's result: recorded for the player's side once the game is
 * saved (the save has already checked it against the challenge's seed). The
 * probe is the challenge's id, kept with the save's follow-ups.
 */
export const challengeStep: AfterSaveStep = {
  name: "challenge-result",
  probe: ({ challengeId }) => (challengeId === undefined ? undefined : sql`to_jsonb(${challengeId}::text)`),
  async run(deps, { session }, probed) {
    const challengeId = z.string().parse(probed);
    const player =
      session.childId === null
        ? ({ playerId: session.userId, playerType: "user" } as const)
        : ({ playerId: session.childId, playerType: "child" } as const);
    return { challenge: await recordChallengeResultFor(deps, challengeId, session.id, player) };
  },
};
