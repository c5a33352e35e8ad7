import { describe, expect, it } from "vitest";
import {
  cancelChallenge,
  challengeExpiresAt,
  challengeResultFor,
  challengeSection,
  isExpired,
  isOfferedToOpponent,
  isRecentlyCompleted,
  recordChallengeResult,
  type ChallengeFacts,
} from "./head-to-head";

const CREATED = new Date("2026-06-01T10:00:00.000Z");
const NOW = new Date("2026-06-02T10:00:00.000Z");
const AVA = "child-ava";
const LEO = "child-leo";
const PARENT = "user-parent";

function challenge(overrides: Partial<ChallengeFacts> = {}): ChallengeFacts {
  return {
    status: "pending_initiator",
    expiresAt: challengeExpiresAt(CREATED),
    initiatorChildId: AVA,
    opponentChildId: LEO,
    opponentUserId: null,
    initiatorSessionId: null,
    opponentSessionId: null,
    initiatorScore: null,
    opponentScore: null,
    winnerChildId: null,
    winnerUserId: null,
    completedAt: null,
    ...overrides,
  };
}

const initiatorPlayed = { status: "pending_opponent", initiatorSessionId: "s-ava", initiatorScore: 30 } as const;
const opponentPlayed = { status: "pending_initiator", opponentSessionId: "s-leo", opponentScore: 25 } as const;

describe("recording a challenge result", () => {
  it.each([
    {
      name: "the initiator first: waiting for the opponent",
      before: challenge(),
      side: "initiator" as const,
      score: 30,
      after: { status: "pending_opponent", initiatorScore: 30, initiatorSessionId: "new", completedAt: null },
    },
    {
      name: "the opponent first: the initiator's turn",
      before: challenge(),
      side: "opponent" as const,
      score: 12,
      after: { status: "pending_initiator", opponentScore: 12, opponentSessionId: "new", completedAt: null },
    },
    {
      name: "the initiator after the opponent: completed, the higher score wins",
      before: challenge(opponentPlayed),
      side: "initiator" as const,
      score: 26,
      after: { status: "completed", winnerChildId: AVA, winnerUserId: null, completedAt: NOW },
    },
    {
      name: "the opponent after the initiator: completed, the initiator's higher score wins",
      before: challenge(initiatorPlayed),
      side: "opponent" as const,
      score: 29,
      after: { status: "completed", winnerChildId: AVA, winnerUserId: null, opponentScore: 29 },
    },
    {
      name: "the opponent child scores higher: the opponent wins",
      before: challenge(initiatorPlayed),
      side: "opponent" as const,
      score: 31,
      after: { status: "completed", winnerChildId: LEO, winnerUserId: null },
    },
    {
      name: "a parent opponent scores higher: the parent's user wins",
      before: challenge({ ...initiatorPlayed, opponentChildId: null, opponentUserId: PARENT }),
      side: "opponent" as const,
      score: 35,
      after: { status: "completed", winnerChildId: null, winnerUserId: PARENT },
    },
    {
      name: "a tie has no winner",
      before: challenge(initiatorPlayed),
      side: "opponent" as const,
      score: 30,
      after: { status: "completed", winnerChildId: null, winnerUserId: null, completedAt: NOW },
    },
    {
      name: "a tie at nought has no winner",
      before: challenge({ ...opponentPlayed, opponentScore: 0 }),
      side: "initiator" as const,
      score: 0,
      after: { status: "completed", winnerChildId: null, winnerUserId: null },
    },
  ])("$name", ({ before, side, score, after }) => {
    expect(recordChallengeResult(before, side, { sessionId: "new", score }, NOW)).toMatchObject(after);
  });

  it.each([
    { name: "a side that has played already", before: challenge(initiatorPlayed), side: "initiator" as const },
    { name: "the opponent twice", before: challenge(opponentPlayed), side: "opponent" as const },
    {
      name: "a completed challenge",
      before: challenge({ ...initiatorPlayed, ...opponentPlayed, status: "completed" }),
      side: "opponent" as const,
    },
    { name: "a cancelled challenge", before: challenge({ status: "cancelled" }), side: "initiator" as const },
    { name: "an expired challenge", before: challenge({ status: "expired" }), side: "opponent" as const },
  ])("changes nothing for $name", ({ before, side }) => {
    expect(recordChallengeResult(before, side, { sessionId: "again", score: 40 }, NOW)).toBeNull();
  });
});

describe("cancelling", () => {
  it.each([
    { status: "pending_initiator" as const, cancelled: true },
    { status: "pending_opponent" as const, cancelled: true },
    { status: "completed" as const, cancelled: false },
    { status: "expired" as const, cancelled: false },
    { status: "cancelled" as const, cancelled: false },
  ])("a $status challenge: cancelled $cancelled", ({ status, cancelled }) => {
    const change = cancelChallenge({ status }, NOW);
    expect(change).toEqual(cancelled ? { status: "cancelled", completedAt: NOW } : null);
  });
});

describe("expiry after 7 days", () => {
  const expiresAt = challengeExpiresAt(CREATED);
  it("expires exactly 7 days after it is set", () => {
    expect(expiresAt.toISOString()).toBe("2026-06-08T10:00:00.000Z");
  });
  it.each([
    { at: "2026-06-08T09:59:59.999Z", status: "pending_initiator" as const, expired: false },
    { at: "2026-06-08T10:00:00.000Z", status: "pending_initiator" as const, expired: true },
    { at: "2026-06-09T00:00:00.000Z", status: "pending_opponent" as const, expired: true },
    { at: "2026-06-09T00:00:00.000Z", status: "completed" as const, expired: false },
    { at: "2026-06-09T00:00:00.000Z", status: "cancelled" as const, expired: false },
    { at: "2026-06-02T00:00:00.000Z", status: "expired" as const, expired: true },
  ])("a $status challenge at $at: expired $expired", ({ at, status, expired }) => {
    expect(isExpired({ status, expiresAt }, new Date(at))).toBe(expired);
  });
});

describe("where a challenge is listed", () => {
  const late = new Date("2026-06-08T10:00:00.000Z");
  it.each([
    { name: "pending_opponent, not expired", c: challenge(initiatorPlayed), at: NOW, section: "waiting_for_opponent" },
    { name: "pending_initiator, not expired", c: challenge(), at: NOW, section: "your_turn" },
    { name: "pending_opponent past expires_at", c: challenge(initiatorPlayed), at: late, section: "expired" },
    { name: "pending_initiator past expires_at", c: challenge(), at: late, section: "expired" },
    { name: "expired", c: challenge({ status: "expired" }), at: NOW, section: "expired" },
    { name: "completed", c: challenge({ status: "completed", completedAt: NOW }), at: late, section: "completed" },
    { name: "cancelled", c: challenge({ status: "cancelled", completedAt: NOW }), at: late, section: "cancelled" },
  ])("$name → $section", ({ c, at, section }) => {
    expect(challengeSection(c, at)).toBe(section);
  });

  it("a parent who is the opponent and has not played sees their turn; once played, it waits", () => {
    const vsParent = challenge({ ...initiatorPlayed, opponentChildId: null, opponentUserId: PARENT });
    expect(challengeSection(vsParent, NOW, { userId: PARENT })).toBe("your_turn");
    expect(challengeSection(vsParent, NOW, { userId: "someone-else" })).toBe("waiting_for_opponent");
    const played = challenge({ ...opponentPlayed, opponentChildId: null, opponentUserId: PARENT });
    expect(challengeSection(played, NOW, { userId: PARENT })).toBe("your_turn");
    expect(challengeSection(vsParent, late, { userId: PARENT })).toBe("expired");
  });
});

describe("what a child is shown", () => {
  it.each([
    { name: "a new challenge", c: challenge(), at: NOW, offered: true },
    { name: "the initiator has played", c: challenge(initiatorPlayed), at: NOW, offered: true },
    { name: "the opponent has played", c: challenge(opponentPlayed), at: NOW, offered: false },
    { name: "past expires_at", c: challenge(), at: new Date("2026-06-08T10:00:00.000Z"), offered: false },
    { name: "cancelled", c: challenge({ status: "cancelled" }), at: NOW, offered: false },
  ])("offered to the opponent when $name: $offered", ({ c, at, offered }) => {
    expect(isOfferedToOpponent(c, at)).toBe(offered);
  });

  it.each([
    { ago: 0, shown: true },
    { ago: 24 * 60 * 60_000 - 1, shown: true },
    { ago: 24 * 60 * 60_000, shown: false },
  ])("a challenge completed $ago ms ago is shown: $shown", ({ ago, shown }) => {
    const completedAt = new Date(NOW.getTime() - ago);
    expect(isRecentlyCompleted({ status: "completed", completedAt }, NOW)).toBe(shown);
  });

  it.each([
    { name: "pending", c: challenge(initiatorPlayed), initiator: "pending", opponent: "pending" },
    {
      name: "the initiator won",
      c: challenge({ status: "completed", initiatorScore: 30, opponentScore: 20, winnerChildId: AVA }),
      initiator: "won",
      opponent: "lost",
    },
    {
      name: "the parent won",
      c: challenge({
        status: "completed",
        opponentChildId: null,
        opponentUserId: PARENT,
        initiatorScore: 10,
        opponentScore: 20,
        winnerUserId: PARENT,
      }),
      initiator: "lost",
      opponent: "won",
    },
    {
      name: "a tie",
      c: challenge({ status: "completed", initiatorScore: 20, opponentScore: 20 }),
      initiator: "tie",
      opponent: "tie",
    },
  ])("the result when $name", ({ c, initiator, opponent }) => {
    expect(challengeResultFor(c, "initiator")).toBe(initiator);
    expect(challengeResultFor(c, "opponent")).toBe(opponent);
  });
});
