import type { Challenge, ChildChallenge } from "../../shared/api/challenges";
import type { DifficultyLevel } from "../../shared/constants";
import {
  challengeResultFor,
  challengeSection,
  type ChallengeFacts,
  type ChallengeStatus,
} from "../../shared/engagement/head-to-head";
import type { ChallengeRecord, ChallengeRow } from "./challenge-rows";
import { childSide } from "../auth/policies/challenge-player-policy";

/** Who is looking: a parent (by user id) or a child. */
export type ChallengeViewer = { kind: "parent"; userId: string } | { kind: "child"; childId: string };

/** The row as the shared rules see it. */
export function factsOf(challenge: ChallengeRecord): ChallengeFacts {
  return { ...challenge, status: challenge.status as ChallengeStatus };
}

/** A parent opponent's name: "You" to themself, otherwise their email, or "Parent Account" without one. */
function userName(row: ChallengeRow, viewer: ChallengeViewer): string {
  if (viewer.kind === "parent" && viewer.userId === row.challenge.opponentUserId) return "You";
  if (viewer.kind === "child") return "Parent";
  return row.opponentEmail ?? "Parent Account";
}

export function presentChallenge(row: ChallengeRow, viewer: ChallengeViewer, now: Date): Challenge {
  const c = row.challenge;
  const facts = factsOf(c);
  const tie = c.status === "completed" && c.winnerChildId === null && c.winnerUserId === null;
  const initiatorWon = c.winnerChildId !== null && c.winnerChildId === c.initiatorChildId;
  return {
    id: c.id,
    status: facts.status,
    section: challengeSection(facts, now, viewer.kind === "parent" ? viewer : null),
    game_mode: "challenge",
    time_allowance: c.timeAllowance,
    created_at: c.createdAt.toISOString(),
    expires_at: c.expiresAt.toISOString(),
    completed_at: c.completedAt?.toISOString() ?? null,
    initiator: {
      child_id: c.initiatorChildId,
      name: row.initiatorName,
      difficulty_level: c.initiatorDifficulty as DifficultyLevel,
      played: c.initiatorSessionId !== null,
      score: c.initiatorScore,
    },
    opponent: {
      type: c.opponentChildId === null ? "user" : "child",
      child_id: c.opponentChildId,
      name: c.opponentChildId === null ? userName(row, viewer) : (row.opponentName ?? "Unknown"),
      difficulty_level: c.opponentDifficulty as DifficultyLevel | null,
      played: c.opponentSessionId !== null,
      score: c.opponentScore,
    },
    winner: c.status !== "completed" ? null : tie ? "tie" : initiatorWon ? "initiator" : "opponent",
  };
}

/** A challenge from one child's side, with how it came out for them. */
export function presentChildChallenge(row: ChallengeRow, childId: string, now: Date): ChildChallenge {
  const side = childSide(row.challenge, childId) ?? "initiator";
  return {
    ...presentChallenge(row, { kind: "child", childId }, now),
    result: challengeResultFor(factsOf(row.challenge), side),
  };
}
