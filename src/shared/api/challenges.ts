import { z } from "zod";
import { DIFFICULTY_LEVELS } from "../constants";
import { CHALLENGE_SECTIONS, CHALLENGE_STATUSES } from "../engagement/head-to-head";
import { defineEndpoint } from "./endpoint";
import { idField } from "./fields";
import { TIME_ALLOWANCES } from "../game/time-allowance";

const int = z.number().int();

/** One side of a challenge as the viewer sees it. */
const challengePlayerSchema = z.object({
  /** The child who plays this side; null for a parent playing as themself. */
  child_id: z.string().nullable(),
  /** A child's name; the parent shown to themself as "You", to others by email or "Parent Account". */
  name: z.string(),
  difficulty_level: z.enum(DIFFICULTY_LEVELS).nullable(),
  played: z.boolean(),
  score: int.nullable(),
});

export const challengeSchema = z.object({
  id: z.string(),
  status: z.enum(CHALLENGE_STATUSES),
  /** Where the challenge is listed now (expiry worked out at the time of asking). */
  section: z.enum(CHALLENGE_SECTIONS),
  game_mode: z.literal("challenge"),
  /** The clock both sides play on: the challenger's more time when it was set. */
  time_allowance: z.enum(TIME_ALLOWANCES),
  created_at: z.string(),
  expires_at: z.string(),
  completed_at: z.string().nullable(),
  initiator: challengePlayerSchema,
  opponent: challengePlayerSchema.extend({ type: z.enum(["child", "user"]) }),
  /** Once completed: which side won, or a tie. */
  winner: z.enum(["initiator", "opponent", "tie"]).nullable(),
});
export type Challenge = z.infer<typeof challengeSchema>;

/** A challenge from one child's side: how it came out for them. */
export const childChallengeSchema = challengeSchema.extend({
  result: z.enum(["won", "lost", "tie", "pending"]),
});
export type ChildChallenge = z.infer<typeof childChallengeSchema>;

/** A challenge after a player's game was recorded, from that player's side: what the results page shows. */
export const challengeOutcomeSchema = challengeSchema.extend({
  side: z.enum(["initiator", "opponent"]),
  result: z.enum(["won", "lost", "tie", "pending"]),
});
export type ChallengeOutcome = z.infer<typeof challengeOutcomeSchema>;

/** What a player needs to play their side of a challenge: its seed and their difficulty. */
export const challengeGameSchema = z.object({
  challenge_id: z.string(),
  question_seed: int,
  difficulty_level: z.enum(DIFFICULTY_LEVELS),
  game_mode: z.literal("challenge"),
  /** The clock this side plays on: the challenge's, the same for both sides. */
  time_allowance: z.enum(TIME_ALLOWANCES),
});
export type ChallengeGame = z.infer<typeof challengeGameSchema>;

/** Someone a child may challenge. */
const opponentSchema = z.object({
  type: z.enum(["child", "user"]),
  /** The sibling's id; null for the parent. */
  child_id: z.string().nullable(),
  name: z.string(),
});

export const createChallenge = defineEndpoint({
  method: "POST",
  path: "/api/children/:childId/challenges",
  access: "child",
  summary:
    "A child challenges a sibling (opponent_child_id) or their parent (null): a 60-second game from a seed the server issues",
  params: z.object({ childId: idField }),
  body: z.object({ opponent_child_id: idField.nullable() }),
  response: z.object({ challenge: challengeSchema, game: challengeGameSchema }),
  status: 201,
});

export const openChallengeGame = defineEndpoint({
  method: "POST",
  path: "/api/challenges/:challengeId/game",
  access: "player",
  summary:
    "Opens a player's side of a challenge (child_id, or null for the parent as themself): the seed and their difficulty; the opponent's first opening accepts it, recording their difficulty",
  params: z.object({ challengeId: idField }),
  body: z.object({ child_id: idField.nullable() }),
  response: challengeGameSchema,
});

export const childChallenges = defineEndpoint({
  method: "GET",
  path: "/api/children/:childId/challenges",
  access: "player",
  summary:
    "A child's challenges: those waiting for them (not expired), those completed in the last 24 hours and not dismissed, and whom they may challenge",
  params: z.object({ childId: idField }),
  response: z.object({
    waiting: z.array(childChallengeSchema),
    completed: z.array(childChallengeSchema),
    opponents: z.array(opponentSchema),
  }),
});

export const dismissChallenge = defineEndpoint({
  method: "POST",
  path: "/api/children/:childId/challenges/:challengeId/dismiss",
  access: "player",
  summary: "Hides a completed challenge's card for this child for good (a repeat is ignored)",
  params: z.object({ childId: idField, challengeId: idField }),
  response: z.object({ dismissed: z.literal(true) }),
});

export const familyChallenges = defineEndpoint({
  method: "GET",
  path: "/api/challenges",
  access: "parent",
  summary: "Every challenge of the family, newest first, each with its section (Premium: Challenge Mode)",
  response: z.object({ challenges: z.array(challengeSchema) }),
});

export const cancelChallenge = defineEndpoint({
  method: "POST",
  path: "/api/challenges/:challengeId/cancel",
  access: "parent",
  summary: "The parent cancels a pending challenge of the family",
  params: z.object({ challengeId: idField }),
  response: z.object({ challenge: challengeSchema }),
});
