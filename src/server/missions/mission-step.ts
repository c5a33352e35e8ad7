import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { completesMission } from "../../shared/engagement/mission-completion";
import type { MissionQuestionType } from "../../shared/engagement/mission-presets";
import type { GameMode, QuestionType } from "../../shared/game/modes";
import { childUnlockedRewards, digitalRewards, parentChallenges } from "../db/schema/engagement";
import type { FollowUpStep } from "../follow-ups/step";
import { presentMission } from "./present-mission";

/**
 * A parent's mission, after each save of the child's games: when the game
 * meets every criterion (docs/product/gameplay.md#missions), the mission goes from active to
 * completed (only if still active, so two saves at once complete it once),
 * with the time and the session, and its reward is unlocked for the child,
 * all in one transaction. The save's answer then carries the mission, so the
 * results page can celebrate it. The save's probe brings the child's active
 * mission's targets, so that a child with none costs nothing more.
 */
/** What the probe answers: the active mission's targets. */
const probedMission = z.object({
  id: z.string(),
  game_mode_target: z.string(),
  score_target: z.number().int().nullable(),
  duration_target: z.number().int().nullable(),
  question_type_target: z.string().nullable(),
  specific_operand_target: z.object({ tables: z.array(z.number().int()) }).nullable(),
});

export const missionStep: FollowUpStep = {
  name: "mission",
  probe: ({ player }) =>
    player.childId === null
      ? undefined
      : sql`(select jsonb_build_object('id', m.id, 'game_mode_target', m.game_mode_target,
            'score_target', m.score_target, 'duration_target', m.duration_target,
            'question_type_target', m.question_type_target, 'specific_operand_target', m.specific_operand_target)
          from ${parentChallenges} m where m.child_id = ${player.childId} and m.status = 'active' limit 1)`,
  async run(deps, { session, questions }, probed) {
    const childId = session.childId;
    if (childId === null) return {};
    const db = deps.database.db;
    const mission = probedMission.parse(probed);
    const met = completesMission(
      {
        gameModeTarget: mission.game_mode_target,
        scoreTarget: mission.score_target,
        durationTarget: mission.duration_target,
        questionTypeTarget: mission.question_type_target as MissionQuestionType | null,
        tables: mission.specific_operand_target?.tables ?? [],
      },
      {
        mode: session.mode as GameMode,
        score: session.score,
        duration: session.duration,
        timeAllowance: session.timeAllowance,
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
  // A retry whose first answer was lost still shows "Mission complete!" for the mission this game completed.
  reportOnRetry: {
    outcome: "mission_completed",
    async read(deps, { session }) {
      if (session.childId === null) return null;
      const [done] = await deps.database.db
        .select({ mission: parentChallenges, sticker: digitalRewards })
        .from(parentChallenges)
        .leftJoin(
          digitalRewards,
          sql`${digitalRewards.id}::text = ${parentChallenges.rewardDetails}->>'digital_reward_id'`,
        )
        .where(and(eq(parentChallenges.sessionId, session.id), eq(parentChallenges.status, "completed")))
        .limit(1);
      return done ? presentMission(done.mission, done.sticker ?? undefined) : null;
    },
  },
};
