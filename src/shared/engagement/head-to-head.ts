/**
 * Head-to-head challenges (docs/product/gameplay.md#head-to-head-challenges): the status machine, the winner,
 * expiry and where a challenge is listed. Pure: time comes in as `now`.
 */
export const CHALLENGE_STATUSES = [
  "pending_initiator",
  "pending_opponent",
  "completed",
  "expired",
  "cancelled",
] as const;
export type ChallengeStatus = (typeof CHALLENGE_STATUSES)[number];

/** A head-to-head challenge expires 7 days after it is set. */
const CHALLENGE_EXPIRY_DAYS = 7;
/** A completed challenge is shown to its children for 24 hours (until dismissed). */
export const COMPLETED_CHALLENGE_SHOWN_MS = 24 * 60 * 60_000;

/** The two sides of a challenge. */
export type ChallengeSide = "initiator" | "opponent";

/** The facts of a challenge the rules look at. */
export interface ChallengeFacts {
  status: ChallengeStatus;
  expiresAt: Date;
  initiatorChildId: string;
  opponentChildId: string | null;
  opponentUserId: string | null;
  initiatorSessionId: string | null;
  opponentSessionId: string | null;
  initiatorScore: number | null;
  opponentScore: number | null;
  winnerChildId: string | null;
  winnerUserId: string | null;
  completedAt: Date | null;
}

/** What recording one side's result changes. */
export type ChallengeChange = Pick<
  ChallengeFacts,
  | "status"
  | "initiatorSessionId"
  | "opponentSessionId"
  | "initiatorScore"
  | "opponentScore"
  | "winnerChildId"
  | "winnerUserId"
  | "completedAt"
>;

export function challengeExpiresAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + CHALLENGE_EXPIRY_DAYS * 24 * 60 * 60_000);
}

export function isPending(status: ChallengeStatus): boolean {
  return status === "pending_initiator" || status === "pending_opponent";
}

/** Expired: so marked, or still pending once expires_at has passed. */
export function isExpired(challenge: Pick<ChallengeFacts, "status" | "expiresAt">, now: Date): boolean {
  return (
    challenge.status === "expired" || (isPending(challenge.status) && challenge.expiresAt.getTime() <= now.getTime())
  );
}

/** Whether a side has played (its session recorded). */
function hasPlayed(challenge: ChallengeFacts, side: ChallengeSide): boolean {
  return (side === "initiator" ? challenge.initiatorSessionId : challenge.opponentSessionId) !== null;
}

/** A side may still play: the challenge is pending, not expired, and this side has not played. */
export function canPlay(challenge: ChallengeFacts, side: ChallengeSide, now: Date): boolean {
  return isPending(challenge.status) && !isExpired(challenge, now) && !hasPlayed(challenge, side);
}

/**
 * Records one side's first result. The initiator's sets pending_opponent, or
 * completed when the opponent has already played; the opponent's is the
 * mirror. On completion the higher score wins and a tie has no winner.
 * Returns null when nothing changes: the side has played already, or the
 * challenge is no longer pending.
 */
export function recordChallengeResult(
  challenge: ChallengeFacts,
  side: ChallengeSide,
  result: { sessionId: string; score: number },
  now: Date,
): ChallengeChange | null {
  if (!isPending(challenge.status) || hasPlayed(challenge, side)) return null;
  const played: ChallengeFacts =
    side === "initiator"
      ? { ...challenge, initiatorSessionId: result.sessionId, initiatorScore: result.score }
      : { ...challenge, opponentSessionId: result.sessionId, opponentScore: result.score };
  const other: ChallengeSide = side === "initiator" ? "opponent" : "initiator";
  const change: ChallengeChange = {
    status: side === "initiator" ? "pending_opponent" : "pending_initiator",
    initiatorSessionId: played.initiatorSessionId,
    opponentSessionId: played.opponentSessionId,
    initiatorScore: played.initiatorScore,
    opponentScore: played.opponentScore,
    winnerChildId: null,
    winnerUserId: null,
    completedAt: null,
  };
  if (!hasPlayed(played, other)) return change;
  return { ...change, status: "completed", completedAt: now, ...winnerOf(played) };
}

/** The higher score's player; nobody on a tie. */
function winnerOf(
  challenge: Pick<
    ChallengeFacts,
    "initiatorChildId" | "opponentChildId" | "opponentUserId" | "initiatorScore" | "opponentScore"
  >,
): { winnerChildId: string | null; winnerUserId: string | null } {
  const a = challenge.initiatorScore ?? 0;
  const b = challenge.opponentScore ?? 0;
  if (a > b) return { winnerChildId: challenge.initiatorChildId, winnerUserId: null };
  if (b > a) return { winnerChildId: challenge.opponentChildId, winnerUserId: challenge.opponentUserId };
  return { winnerChildId: null, winnerUserId: null };
}

/** Cancelling a pending challenge; a finished one stays as it is (null). */
export function cancelChallenge(
  challenge: Pick<ChallengeFacts, "status">,
  now: Date,
): { status: "cancelled"; completedAt: Date } | null {
  return isPending(challenge.status) ? { status: "cancelled", completedAt: now } : null;
}

/** The sections of the Challenge Mode page, in its order. */
export const CHALLENGE_SECTIONS = ["waiting_for_opponent", "your_turn", "completed", "expired", "cancelled"] as const;
export type ChallengeSection = (typeof CHALLENGE_SECTIONS)[number];

/**
 * Where a challenge is listed (docs/product/gameplay.md#head-to-head-challenges): pending_opponent under Waiting for
 * Opponent and pending_initiator under Your Turn, only while not expired; a
 * pending challenge past expires_at under Expired. Seen by a parent who is
 * the opponent and has not played yet, it is their turn.
 */
export function challengeSection(
  challenge: ChallengeFacts,
  now: Date,
  viewer: { userId: string } | null = null,
): ChallengeSection {
  if (challenge.status === "cancelled") return "cancelled";
  if (challenge.status === "completed") return "completed";
  if (isExpired(challenge, now)) return "expired";
  if (viewer && challenge.opponentUserId === viewer.userId && !hasPlayed(challenge, "opponent")) return "your_turn";
  return challenge.status === "pending_opponent" ? "waiting_for_opponent" : "your_turn";
}

/** Offered to the opponent (the waiting-challenge card) while pending, not expired and not yet played by them. */
export function isOfferedToOpponent(challenge: ChallengeFacts, now: Date): boolean {
  return canPlay(challenge, "opponent", now);
}

/** A completed challenge still shown to a child: completed in the last 24 hours. */
export function isRecentlyCompleted(challenge: Pick<ChallengeFacts, "status" | "completedAt">, now: Date): boolean {
  return (
    challenge.status === "completed" &&
    challenge.completedAt !== null &&
    now.getTime() - challenge.completedAt.getTime() < COMPLETED_CHALLENGE_SHOWN_MS
  );
}

/** How a challenge came out for one side: won, lost, a tie, or still waiting for the other side. */
export type ChallengeResult = "won" | "lost" | "tie" | "pending";

export function challengeResultFor(challenge: ChallengeFacts, side: ChallengeSide): ChallengeResult {
  if (challenge.status !== "completed") return "pending";
  if (challenge.winnerChildId === null && challenge.winnerUserId === null) return "tie";
  const mine = side === "initiator" ? challenge.initiatorScore : challenge.opponentScore;
  const theirs = side === "initiator" ? challenge.opponentScore : challenge.initiatorScore;
  return (mine ?? 0) > (theirs ?? 0) ? "won" : "lost";
}
