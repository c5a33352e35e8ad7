import { GAME_MODES, type GameMode } from "../../shared/game/modes";
import type { TriggerRule } from "../../shared/engagement/trigger-rule";
import { productMessages } from "../../shared/messages";

/** A badge every family starts with: kept in the badges table by the migrations, with a stable id. */
export interface DefaultBadge {
  id: string;
  name: string;
  description: string;
  imageUrl: string;
  rule: TriggerRule;
}

/** Every mode a child can play: what a badge about games of any kind counts. */
const EVERY_MODE: GameMode[] = [...GAME_MODES];

function badge(n: number, name: string, description: string, art: string, rule: TriggerRule): DefaultBadge {
  return {
    id: `b4d9e000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    name,
    description,
    imageUrl: `/badges/${art}.svg`,
    rule,
  };
}

/**
 * The default badges, in the order a child meets them, as the database holds
 * them once migrated (0006 made them; 0013 and 0017 added Smart Practice and
 * the Times Tables Check to those counting every mode). Changing one here
 * needs a migration that changes it there: `default-badges.test.ts` holds the
 * two together. Their art is served from /badges/<name>.svg.
 */
export const DEFAULT_BADGES: readonly DefaultBadge[] = [
  badge(1, "First Steps", "Finish your very first game.", "first-steps", {
    type: "session_completed",
    count: 1,
    game_modes: EVERY_MODE,
  }),
  badge(2, "Getting Going", "Finish 10 games.", "getting-going", {
    type: "session_completed",
    count: 10,
    game_modes: EVERY_MODE,
  }),
  badge(3, "Maths Marathon", "Finish 50 games.", "maths-marathon", {
    type: "session_completed",
    count: 50,
    game_modes: EVERY_MODE,
  }),
  badge(4, "Century Club", "Finish 100 games.", "century-club", {
    type: "session_completed",
    count: 100,
    game_modes: EVERY_MODE,
  }),
  badge(5, "Sharp Shooter", "Score 80% or more in a game.", "sharp-shooter", {
    type: "score_percentage",
    threshold: 80,
    game_modes: ["timed", "get_to_100", "missing_piece", "traffic_light", "challenge"],
  }),
  badge(6, "Perfect Score", "Get every answer right in a 90 Second Challenge.", "perfect-score", {
    type: "score_percentage",
    threshold: 100,
    game_modes: ["timed"],
  }),
  badge(7, "Hundred Hero", "Reach 100 in the Get to 100 Challenge.", "hundred-hero", {
    type: "score_percentage",
    threshold: 100,
    game_modes: ["get_to_100"],
  }),
  badge(8, "Speed Star", "Reach 100 in Get to 100 in 3 minutes or less.", "speed-star", {
    type: "session_duration",
    max_seconds: 180,
    game_modes: ["get_to_100"],
  }),
  badge(9, "All Green", "Answer every question right in the Traffic Light Challenge.", "all-green", {
    type: "score_percentage",
    threshold: 100,
    game_modes: ["traffic_light"],
  }),
  badge(10, "Sky High", "Build the Times Table Tower all the way to 20.", "sky-high", {
    type: "score_percentage",
    threshold: 100,
    game_modes: ["times_table_tower"],
  }),
  badge(11, "Puzzle Pro", "Score 80% or more in 5 Missing Piece games.", "puzzle-pro", {
    type: "high_score_sessions",
    threshold: 80,
    count: 5,
    game_modes: ["missing_piece"],
  }),
  badge(12, "Adding Ace", "Get 10 additions right in a row.", "adding-ace", {
    type: "streak",
    question_type: "addition",
    count: 10,
    game_modes: EVERY_MODE,
  }),
  badge(13, "Subtraction Superstar", "Get 10 subtractions right in a row.", "subtraction-superstar", {
    type: "streak",
    question_type: "subtraction",
    count: 10,
    game_modes: EVERY_MODE,
  }),
  badge(14, "Times Table Tiger", "Get 10 multiplications right in a row.", "times-table-tiger", {
    type: "streak",
    question_type: "multiplication",
    count: 10,
    game_modes: EVERY_MODE,
  }),
  badge(15, "Division Detective", "Get 5 divisions right in a row.", "division-detective", {
    type: "streak",
    question_type: "division",
    count: 5,
    game_modes: EVERY_MODE,
  }),
  badge(16, "High Flyer", "Score 80% or more in 5 games.", "high-flyer", {
    type: "high_score_sessions",
    threshold: 80,
    count: 5,
    game_modes: ["timed", "get_to_100", "missing_piece"],
  }),
  badge(17, "Superstar", "Score 90% or more in 20 games.", "superstar", {
    type: "high_score_sessions",
    threshold: 90,
    count: 20,
    game_modes: ["timed", "get_to_100", "missing_piece"],
  }),
  badge(18, "On a Roll", "Play on 3 days in a row.", "on-a-roll", {
    type: "daily_streak",
    days: 3,
    game_modes: EVERY_MODE,
  }),
  badge(19, "Week Warrior", "Play every day for a whole week.", "week-warrior", {
    type: "daily_streak",
    days: 7,
    game_modes: EVERY_MODE,
  }),
  badge(20, "Shield Bearer", "Earn your first streak shield.", "shield-bearer", {
    type: "first_streak_shield",
    game_modes: EVERY_MODE,
  }),
  badge(21, "Saved by the Shield", "Let a streak shield save your streak.", "saved-by-the-shield", {
    type: "shield_uses",
    count: 1,
    game_modes: EVERY_MODE,
  }),
  badge(22, "Unbreakable", "Keep a 10-day streak going, with a shield's help at least once.", "unbreakable", {
    type: "streak_and_shield_uses",
    streak_days: 10,
    shield_uses: 1,
    game_modes: EVERY_MODE,
  }),
  badge(23, "Challenge Accepted", "Play 5 head-to-head challenge games.", "challenge-accepted", {
    type: "session_completed",
    count: 5,
    game_modes: ["challenge"],
  }),
  // Its words for a referred family's children are put on by presentBadgeSummary.
  badge(24, "Referral Champion", productMessages.referralBadgeInvited, "referral-champion", {
    type: "referrals_completed",
    count: 1,
    game_modes: EVERY_MODE,
  }),
];
