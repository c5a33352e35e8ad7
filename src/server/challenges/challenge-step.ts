import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { challenges } from "../db/schema/engagement";
import type { FollowUpStep, SavedGame } from "../follow-ups/step";
import { challengeOutcomeFor, recordChallengeResultFor, sideOf, type ResultPlayer } from "./record-challenge-result";

const playerOf = ({ session }: SavedGame): ResultPlayer =>
  session.childId === null
    ? { playerId: session.userId, playerType: "user" }
    : { playerId: session.childId, playerType: "child" };

/**
 * A challenge game's result: recorded for the player's side once the game is
 * saved (the save has already checked it against the challenge's seed). The
 * probe is the challenge's id, kept with the save's follow-ups.
 */
export const challengeStep: FollowUpStep = {
  name: "challenge-result",
  probe: ({ challengeId }) => (challengeId === undefined ? undefined : sql`to_jsonb(${challengeId}::text)`),
  async run(deps, game, probed) {
    const challengeId = z.string().parse(probed);
    return { challenge: await recordChallengeResultFor(deps, challengeId, game.session.id, playerOf(game)) };
  },
  // A retry whose first answer was lost still shows the challenge's result, when this game is the side's game.
  reportOnRetry: {
    outcome: "challenge",
    async read(deps, game, { challengeId }) {
      if (challengeId === undefined) return null;
      const player = playerOf(game);
      const [row] = await deps.database.db.select().from(challenges).where(eq(challenges.id, challengeId));
      const side = row ? sideOf(row, player) : null;
      const played = row && (side === "initiator" ? row.initiatorSessionId : row.opponentSessionId) === game.session.id;
      return side !== null && played ? challengeOutcomeFor(deps, challengeId, player, side) : null;
    },
  },
};
