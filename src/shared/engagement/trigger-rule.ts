import { z } from "zod";
import { BADGE_COUNT_MAX, HIGH_SCORE_DEFAULT_MODES, DAILY_STREAK_WINDOW_DAYS } from "../constants";
import { GAME_MODES, QUESTION_TYPES } from "../game/modes";
import { messages, productMessages } from "../messages";

/**
 * A badge's trigger rule (docs/product/gameplay.md#badges): its type and the type's own
 * parameters, every rule carrying the game modes whose games count for it.
 * The one schema the engine, the seeded badges and badge creation share.
 */
const count = z
  .number({ error: productMessages.badgeCountAtLeastOne })
  .int(productMessages.badgeCountAtLeastOne)
  .min(1, productMessages.badgeCountAtLeastOne)
  .max(BADGE_COUNT_MAX, productMessages.badgeCountTooLarge);

const percentage = z
  .number({ error: productMessages.badgePercentageRange })
  .int(productMessages.badgePercentageRange)
  .min(0, productMessages.badgePercentageRange)
  .max(100, productMessages.badgePercentageRange);

const gameModes = z
  .array(z.enum(GAME_MODES), { error: productMessages.badgeGameModeRequired })
  .min(1, productMessages.badgeGameModeRequired)
  .max(GAME_MODES.length)
  .refine((modes) => new Set(modes).size === modes.length, { message: productMessages.badgeGameModeRequired });

const allModes = () => [...GAME_MODES];

export const triggerRuleSchema = z.discriminatedUnion("type", [
  /** Finish `count` games. */
  z.object({ type: z.literal("session_completed"), count, game_modes: gameModes.default(allModes) }),
  /** Score at least `threshold` per cent in one game. */
  z.object({ type: z.literal("score_percentage"), threshold: percentage, game_modes: gameModes.default(allModes) }),
  /** Finish a game with full marks in `max_seconds` or less. */
  z.object({
    type: z.literal("session_duration"),
    max_seconds: count,
    game_modes: gameModes.default(allModes),
  }),
  /** `count` correct answers in a row of one question type, within one game. */
  z.object({
    type: z.literal("streak"),
    question_type: z.enum(QUESTION_TYPES, { error: messages.fillAllRequiredFields }),
    count,
    game_modes: gameModes.default(allModes),
  }),
  /** `count` games each scoring at least `threshold` per cent. */
  z.object({
    type: z.literal("high_score_sessions"),
    threshold: percentage,
    count,
    game_modes: gameModes.default(() => [...HIGH_SCORE_DEFAULT_MODES]),
  }),
  /** Played on `days` consecutive days up to today, looking at the last 7 days. */
  z.object({
    type: z.literal("daily_streak"),
    days: count.max(DAILY_STREAK_WINDOW_DAYS, productMessages.badgeDailyStreakDays),
    game_modes: gameModes.default(allModes),
  }),
  /** Earned a streak shield once. */
  z.object({ type: z.literal("first_streak_shield"), game_modes: gameModes.default(allModes) }),
  /** A streak shield has saved the streak `count` times. */
  z.object({ type: z.literal("shield_uses"), count, game_modes: gameModes.default(allModes) }),
  /** A streak of `streak_days` days and `shield_uses` shield uses, both at once. */
  z.object({
    type: z.literal("streak_and_shield_uses"),
    streak_days: count,
    shield_uses: count,
    game_modes: gameModes.default(allModes),
  }),
  /** The family has completed `count` referrals (as the referring or the referred family). */
  z.object({ type: z.literal("referrals_completed"), count, game_modes: gameModes.default(allModes) }),
]);

export type TriggerRule = z.output<typeof triggerRuleSchema>;
export type TriggerRuleInput = z.input<typeof triggerRuleSchema>;
export type TriggerRuleType = TriggerRule["type"];
