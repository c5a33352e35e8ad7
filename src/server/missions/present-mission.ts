import { inArray } from "drizzle-orm";
import type { Mission, Sticker } from "../../shared/api/missions";
import type { MissionQuestionType } from "../../shared/engagement/mission-presets";
import type { GameMode } from "../../shared/game/modes";
import type { Queryable } from "../db/client";
import { digitalRewards, type parentChallenges } from "../db/schema/engagement";

export type MissionRow = typeof parentChallenges.$inferSelect;
export type StickerRow = typeof digitalRewards.$inferSelect;

export function presentSticker(row: StickerRow): Sticker {
  return { id: row.id, name: row.name, asset_url: row.assetUrl, is_premium: row.isPremium };
}

/** A mission as the contract shows it, with its sticker when the reward is one. */
export function presentMission(row: MissionRow, sticker: StickerRow | undefined): Mission {
  const reward: Mission["reward"] =
    row.rewardType === "digital_sticker" && sticker
      ? { type: "digital_sticker", sticker: { id: sticker.id, name: sticker.name, asset_url: sticker.assetUrl } }
      : { type: "custom_text", text: row.rewardDetails.text ?? "" };
  return {
    id: row.id,
    child_id: row.childId,
    challenge_name: row.challengeName,
    challenge_description: row.challengeDescription,
    game_mode_target: row.gameModeTarget as GameMode,
    score_target: row.scoreTarget,
    duration_target: row.durationTarget,
    question_type_target: (row.questionTypeTarget ?? "all") as MissionQuestionType,
    specific_operand_target: row.specificOperandTarget ?? null,
    reward,
    ai_suggested: row.aiSuggested,
    focus_area: row.focusArea,
    status: row.status as Mission["status"],
    activated_at: row.activatedAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
    session_id: row.sessionId,
    created_at: row.createdAt.toISOString(),
  };
}

/** Missions presented with their stickers, read in one query. */
export async function presentMissions(db: Queryable, rows: readonly MissionRow[]): Promise<Mission[]> {
  const ids = [
    ...new Set(rows.flatMap((r) => (r.rewardDetails.digital_reward_id ? [r.rewardDetails.digital_reward_id] : []))),
  ];
  const stickers =
    ids.length === 0 ? [] : await db.select().from(digitalRewards).where(inArray(digitalRewards.id, ids));
  const byId = new Map(stickers.map((s) => [s.id, s]));
  return rows.map((r) => presentMission(r, byId.get(r.rewardDetails.digital_reward_id ?? "")));
}
