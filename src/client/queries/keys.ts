import type { Query } from "@tanstack/react-query";

/** The first part of every query key that holds a session (the signed-in parent or child). */
const SESSION_QUERY_ROOT = "auth";

/**
 * The first part of the key of an emailed link's answer (a reset or verification link): a link is
 * spent once, whoever is signed in, so its answer is kept and never asked for again.
 */
const EMAILED_LINK_QUERY_ROOT = "emailed-link";

/**
 * The first part of the key of a challenge side's opening (its seed and difficulty): opening accepts
 * the challenge and a played side cannot be opened again, so its answer is never asked for again
 * while the game page holds it, and is dropped as soon as the page goes.
 */
const CHALLENGE_OPENING_QUERY_ROOT = "challenge-opening";

/**
 * The first part of every query key that holds the parent's account: its subscription, whether it
 * may be deleted. A change to one (a subscription cancelled) refreshes them all, from any feature.
 */
const ACCOUNT_QUERY_ROOT = "account";

/**
 * Whether a cached query holds the signed-in person's data shown on a page: dropped when another
 * person signs in, refreshed after the outbox sends games. Sessions, emailed links' answers and a
 * challenge side's opening are not.
 */
export const isPersonDataQuery = (query: Pick<Query, "queryKey">): boolean =>
  query.queryKey[0] !== SESSION_QUERY_ROOT &&
  query.queryKey[0] !== EMAILED_LINK_QUERY_ROOT &&
  query.queryKey[0] !== CHALLENGE_OPENING_QUERY_ROOT;

/**
 * Every query key of the app, in one place: a key written anywhere else fails lint. A key that
 * starts another's refreshes it too when invalidated (`children` refreshes the family's progress).
 */
export const queryKeys = {
  session: {
    all: [SESSION_QUERY_ROOT] as const,
    parent: [SESSION_QUERY_ROOT, "parent"] as const,
    child: [SESSION_QUERY_ROOT, "child"] as const,
    childCheck: (childId: string) => [SESSION_QUERY_ROOT, "child", childId, "check"] as const,
  },
  emailedLink: (purpose: string, token: string) => [EMAILED_LINK_QUERY_ROOT, purpose, token] as const,
  account: {
    all: [ACCOUNT_QUERY_ROOT] as const,
    deletion: [ACCOUNT_QUERY_ROOT, "deletion"] as const,
    email: [ACCOUNT_QUERY_ROOT, "email"] as const,
    subscription: [ACCOUNT_QUERY_ROOT, "subscription"] as const,
    weeklyReport: [ACCOUNT_QUERY_ROOT, "weekly-report"] as const,
    latestWeeklyReport: [ACCOUNT_QUERY_ROOT, "weekly-report", "latest"] as const,
    analytics: (childId: string) => [ACCOUNT_QUERY_ROOT, "analytics", childId] as const,
    feedback: (childId: string) => [ACCOUNT_QUERY_ROOT, "feedback", childId] as const,
    feedbackList: (childId: string, all: boolean) => [ACCOUNT_QUERY_ROOT, "feedback", childId, all] as const,
    familyChallenges: [ACCOUNT_QUERY_ROOT, "challenges"] as const,
    referrals: [ACCOUNT_QUERY_ROOT, "referrals"] as const,
  },
  children: {
    all: ["children"] as const,
    progress: ["children", "progress"] as const,
    mtcHistory: (childId: string) => ["children", childId, "mtc-history"] as const,
  },
  /** One child's details, for a parent starting a child's game. */
  child: (childId: string | undefined) => ["child", childId] as const,
  pinSignIn: ["pin-sign-in"] as const,
  avatars: {
    list: (childId: string) => ["avatars", childId, "list"] as const,
    usage: (childId: string) => ["avatars", childId, "usage"] as const,
  },
  badges: {
    all: ["badges"] as const,
    progress: (childId: string) => ["badges", childId] as const,
    rewards: (childId: string) => ["mission-rewards", childId] as const,
    admin: ["admin-badges"] as const,
  },
  challenges: {
    child: (childId: string) => ["challenges", "child", childId] as const,
    opening: (challengeId: string, playerChildId: string | null) =>
      [CHALLENGE_OPENING_QUERY_ROOT, challengeId, playerChildId] as const,
  },
  missions: {
    all: ["missions"] as const,
    family: ["missions", "family"] as const,
    child: (childId: string) => ["missions", "child", childId] as const,
    stickers: ["missions", "stickers"] as const,
    weeklyWins: (childId: string) => ["missions", "weekly-wins", childId] as const,
    suggestion: (childId: string) => ["missions", "suggestion", childId] as const,
    /** The mission a just-saved game completed, from the save's answer kept on this device. */
    completed: (clientId: string | undefined) => ["mission-completed", clientId] as const,
  },
  referralCode: (code: string) => ["referral-code", code] as const,
  myTestimonial: ["feedback", "mine"] as const,
  play: {
    summary: (childId: string | undefined) => ["play-summary", childId] as const,
    practicePlan: (childId: string | undefined) => ["practice-plan", childId] as const,
    recentSessions: (childId: string) => ["recent-sessions", childId] as const,
    game: (sessionId: string) => ["game", sessionId] as const,
    personalBest: (sessionId: string) => ["personal-best", sessionId] as const,
    /** The results page's queries of a game: asked again, all of them, when a game is refused later. */
    results: ["game-result"] as const,
    result: (sessionId?: string, clientId?: string) => ["game-result", sessionId, clientId] as const,
    challengeOutcome: (clientId: string) => ["challenge-outcome", clientId] as const,
  },
};
