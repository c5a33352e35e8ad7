import { eq } from "drizzle-orm";
import type { Mission, SendMissionBody } from "../../shared/api/missions";
import { defaultMissionTitle, MISSION_PRESETS } from "../../shared/engagement/mission-presets";
import { impossibleMissionMessage, missionProblems } from "../../shared/engagement/mission-reach";
import { MODE_LABELS } from "../../shared/game/modes";
import { messages } from "../../shared/messages";
import type { Actor } from "../auth/actor";
import { authorizeMissionChild } from "../auth/policies/mission-policy";
import { authorizePremium } from "../auth/policies/premium-policy";
import type { Queryable } from "../db/client";
import { digitalRewards, parentChallenges } from "../db/schema/engagement";
import type { AppDeps } from "../core/deps";
import { badRequest, conflict, isUniqueViolation, unprocessable } from "../core/app-error";
import { presentMission, type StickerRow } from "./present-mission";

/** The sticker a mission rewards with; a premium one only for a family with Premium. */
async function rewardSticker(db: Queryable, actor: Actor, stickerId: string, now: Date): Promise<StickerRow> {
  const [sticker] = await db.select().from(digitalRewards).where(eq(digitalRewards.id, stickerId)).limit(1);
  if (!sticker) {
    throw badRequest("sticker_not_found", messages.selectSticker, { digital_reward_id: messages.selectSticker });
  }
  if (sticker.isPremium) await authorizePremium(db, actor, "premium_stickers", now);
  return sticker;
}

/**
 * Sets a child a mission (docs/product/gameplay.md#missions). One active mission per child
 * is the database's rule (a partial unique index), so two sends at once
 * cannot both win: the second gets "Child already has an active mission".
 * The time limit comes from the mode; an empty title becomes the mode's
 * name plus " Mission". A mission no child at the child's level could
 * complete in its mode (a question type or a times table the mode never asks
 * at that level, a target above its highest score) is refused with 422
 * `mission_impossible`, naming what the mode cannot ask.
 */
export async function sendMission(
  deps: AppDeps,
  actor: Actor,
  childId: string,
  body: SendMissionBody,
): Promise<{ mission: Mission }> {
  const db = deps.database.db;
  const now = deps.clock();
  const { child } = await authorizeMissionChild(db, actor, childId, "send");
  const mode = body.game_mode_target;
  const tables = [...new Set(body.tables)].sort((a, b) => a - b);
  const problems = missionProblems(
    { mode, questionType: body.question_type_target, tables, scoreTarget: body.score_target },
    child.difficultyLevel,
  );
  const impossible = impossibleMissionMessage(child.name, problems);
  if (impossible !== null) throw unprocessable("mission_impossible", impossible, problems);
  const sticker =
    body.reward_type === "digital_sticker" && body.digital_reward_id !== null
      ? await rewardSticker(db, actor, body.digital_reward_id, now)
      : undefined;
  try {
    const [row] = await db
      .insert(parentChallenges)
      .values({
        parentId: child.parentId,
        childId,
        challengeName: body.challenge_name || defaultMissionTitle(MODE_LABELS[mode]),
        challengeDescription: body.challenge_description,
        gameModeTarget: mode,
        scoreTarget: body.score_target,
        durationTarget: MISSION_PRESETS[mode].timeLimitSeconds,
        questionTypeTarget: body.question_type_target,
        specificOperandTarget: tables.length > 0 ? { tables } : null,
        rewardType: body.reward_type,
        rewardDetails: sticker ? { digital_reward_id: sticker.id } : { text: body.reward_text },
        aiSuggested: body.ai_suggested,
        focusArea: body.focus_area,
        status: "active",
        activatedAt: now,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error("The mission insert returned no row");
    return { mission: presentMission(row, sticker) };
  } catch (error) {
    if (isUniqueViolation(error, "parent_challenges_one_active_uq")) {
      throw conflict("mission_active", messages.missionActive);
    }
    throw error;
  }
}
