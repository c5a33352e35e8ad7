import { longestRunsIn } from "../../shared/engagement/badge-rules";
import type { GameMode, QuestionType } from "../../shared/game/modes";
import { awardBadges, pendingBadgesProbe, probedPendingBadges } from "../badges/award-badges";
import type { AfterSaveStep } from "./after-save-step";

/**
 * Badges: after a child's game, every active badge whose rule the child now
 * meets is awarded once, and the newly earned ones go back with the save so
 * that the player sees them (the badge-earned toast). The save's probe brings
 * the badges still to earn (none: nothing to do). A parent's own game earns none.
 */
export const badgeStep: AfterSaveStep = {
  name: "badges",
  // The pending badges are many: the record keeps only that there are some, and a later run reads them again.
  keepsAnswer: false,
  probe: ({ player }) => (player.childId === null ? undefined : pendingBadgesProbe(player.childId)),
  async run(deps, { session, questions }, probed) {
    if (session.childId === null) return {};
    const longestRuns = longestRunsIn(
      questions.map((q) => ({ question_type: q.questionType as QuestionType, is_correct: q.isCorrect })),
    );
    const earned = await awardBadges(
      deps,
      { childId: session.childId, userId: session.userId, game: { mode: session.mode as GameMode, longestRuns } },
      Array.isArray(probed) ? probedPendingBadges(probed) : undefined,
    );
    return { badges_earned: earned };
  },
};
