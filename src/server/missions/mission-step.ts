import { and, eq } from "drizzle-orm";
import { completesMission } from "../../shared/engagement/mission-completion";
import type { MissionQuestionType } from "../../shared/engagement/mission-presets";
import type { GameMode, QuestionType } from "../../shared/game/modes";
import { childUnlockedRewards, digitalRewards, parentChallenges } from "../db/schema/engagement";
import type { AfterSaveStep } from "../play/after-save-step";
import { presentMission } from "./present-mission";

/**
 * A parent's mission, after each save of the child's games: when the game
 * meets every criterion (gameplay spec §5), the mission goes from active to
 * completed (only if still active, so two saves at once complete it once),
 * with the time and the session, and its reward is unlocked for the child,
 * all in one transaction. The save's answer then carries the mission, so the
 * results page can celebrate it.
 */
export const missionStep: AfterSaveStep = {
  name: "mission",
  async run(deps, { session, questions }) {
    const childId = session.childId;
    if (childId === null) return {};
    const db = deps.database.db;
    const [mission] = await db
      .select()
      .from(parentChallenges)
      .where(and(eq(parentChallenges.childId, childId), eq(parentChallenges.status, "active")))
      .limit(1);
    if (!mission) return {};
    const met = completesMission(
      {
        gameModeTarget: mission.gameModeTarget,
        scoreTarget: mission.scoreTarget,
        durationTarget: mission.durationTarget,
        questionTypeTarget: mission.questionTypeTarget as MissionQuestionType | null,
        tables: mission.specificOperandTarget?.tables ?? [],
      },
      {
        mode: session.mode as GameMode,
        score: session.score,
        duration: session.duration,
        questions: questions.map((q) => ({
          question_type: q.questionType as QuestionType,
          operand1: q.operand1,
          operand2: q.operand2,
          is_correct: q.isCorrect,
        })),
      },
    );
    if (!met) return {};
    const now = deps.clock();
    return db.transaction(async (tx) => {
      const [completed] = await tx
        .update(parentChallenges)
        .set({ status: "completed", completedAt: now, sessionId: session.id })
        .where(and(eq(parentChallenges.id, mission.id), eq(parentChallenges.status, "active")))
        .returning();
      if (!completed) return {};
      const stickerId =
        completed.rewardType === "digital_sticker" ? completed.rewardDetails.digital_reward_id : undefined;
      const [sticker] = stickerId
        ? await tx.select().from(digitalRewards).where(eq(digitalRewards.id, stickerId)).limit(1)
        : [];
      await tx
        .insert(childUnlockedRewards)
        .values({ childId, parentChallengeId: completed.id, digitalRewardId: sticker?.id ?? null, unlockedAt: now })
        .onConflictDoNothing();
      return { mission_completed: presentMission(completed, sticker) };
    });
  },
};
