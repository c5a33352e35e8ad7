import { longestRunsIn } from "../../shared/engagement/badge-rules";
import type { GameMode, QuestionType } from "../../shared/game/modes";
import {
  awardBadges,
  earnableBadges,
  pendingBadgesProbe,
  probedPendingBadges,
  type BadgeCheck,
} from "../badges/award-badges";
import type { AfterSaveStep, SavedGame } from "./after-save-step";

/** The check a saved child's game asks for, with the badges its probe found pending. */
function checkOf({ session, questions }: SavedGame, childId: string): BadgeCheck {
  const longestRuns = longestRunsIn(
    questions.map((q) => ({ question_type: q.questionType as QuestionType, is_correct: q.isCorrect })),
  );
  return { childId, userId: session.userId, game: { mode: session.mode as GameMode, longestRuns } };
}

const pendingOf = (probed: unknown) => (Array.isArray(probed) ? probedPendingBadges(probed) : undefined);

/**
 * Badges: after a child's game, every active badge whose rule the child now
 * meets is awarded once, and the newly earned ones go back with the save so
 * that the player sees them (the badge-earned toast). The save's probe brings
 * the badges still to earn (none: nothing to do). A parent's own game earns none.
 * Most games earn none: `nothingToDo` finds that out from the facts the
 * save's own statement brought back when they are those of its commit (no
 * other save of the child came between), otherwise with one read after the
 * commit as `run` would; either way the save need not open a transaction.
 */
export const badgeStep: AfterSaveStep = {
  name: "badges",
  // The pending badges are many: the record keeps only that there are some, and a later run reads them again.
  keepsAnswer: false,
  probe: ({ player }) => (player.childId === null ? undefined : pendingBadgesProbe(player.childId)),
  async nothingToDo(deps, game, probed) {
    const childId = game.session.childId;
    if (childId === null) return true;
    return (await earnableBadges(deps, checkOf(game, childId), pendingOf(probed), game.badgeFactsAtWrite)).length === 0;
  },
  async run(deps, game, probed) {
    const childId = game.session.childId;
    if (childId === null) return {};
    return { badges_earned: await awardBadges(deps, checkOf(game, childId), pendingOf(probed)) };
  },
};
