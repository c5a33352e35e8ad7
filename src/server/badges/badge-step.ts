import { sql } from "drizzle-orm";
import { longestRunsIn } from "../../shared/engagement/badge-rules";
import { addUtcDays, utcDateOf } from "../../shared/engagement/utc-date";
import type { GameMode, QuestionType } from "../../shared/game/modes";
import type { FollowUpStep, SavedGame } from "../follow-ups/step";
import {
  awardBadges,
  earnableBadgesFor,
  pendingBadgesProbe,
  probedPendingBadges,
  type BadgeCheck,
  type FactsAtWrite,
} from "./award-badges";
import { badgeFactsQuery, readGatheredFacts } from "./badge-facts";

/**
 * How many days of play a child's save brings back with its badge facts (the
 * rules' look-back is 7 days, or a streak-and-shields rule's days and one):
 * a rule that looks further back reads its facts again after the commit.
 */
const SAVE_FACT_DAYS = 31;

/** The first day a save's badge facts cover, for a game saved at `at`. */
const factsSince = (at: Date) => addUtcDays(utcDateOf(at), -(SAVE_FACT_DAYS - 1));

/** The check a saved child's game asks for, with the badges its probe found pending. */
function checkOf({ session, questions }: SavedGame, childId: string): BadgeCheck {
  const longestRuns = longestRunsIn(
    questions.map((q) => ({ question_type: q.questionType as QuestionType, is_correct: q.isCorrect })),
  );
  return { childId, userId: session.userId, game: { mode: session.mode as GameMode, longestRuns } };
}

const pendingOf = (probed: unknown) => (Array.isArray(probed) ? probedPendingBadges(probed) : undefined);

/** The badge facts the save's own statement brought back, as of the game's commit, if it did. */
function factsAtWrite(game: SavedGame): FactsAtWrite | undefined {
  const read = game.readAtWrite?.get(badgeStep.name);
  return read === undefined
    ? undefined
    : { gathered: readGatheredFacts(read), since: factsSince(game.session.createdAt) };
}

/**
 * Badges: after a child's game, every active badge whose rule the child now
 * meets is awarded once, and the newly earned ones go back with the save so
 * that the player sees them (the badge-earned toast). The save's probe brings
 * the badges still to earn (none: nothing to do). A parent's own game earns none.
 * Most games earn none: `nothingToDo` finds that out from the facts the
 * save's own statement brought back (`readAtWrite`) when they are those of its
 * commit (no other save of the child came between), otherwise with one read
 * after the commit as `run` would (for a batch of the sweep's games, one read
 * for them all); either way the save need not open a transaction.
 */
export const badgeStep: FollowUpStep = {
  name: "badges",
  // The pending badges are many: the record keeps only that there are some, and a later run reads them again.
  keepsAnswer: false,
  probe: ({ player }) => (player.childId === null ? undefined : pendingBadgesProbe(player.childId)),
  readAtWrite: {
    sql: (childId, written) =>
      sql`(select row_to_json(b) from (${badgeFactsQuery(
        childId,
        { today: sql.placeholder("factsToday"), since: sql.placeholder("factsSince") },
        written,
      )}) b)`,
    values: (now) => ({ factsToday: utcDateOf(now), factsSince: factsSince(now) }),
  },
  async nothingToDo(deps, games) {
    const checks = games.flatMap(({ game, probed }, i) => {
      const childId = game.session.childId;
      if (childId === null) return [];
      const check = checkOf(game, childId);
      return [{ i, check, at: game.session.createdAt, known: pendingOf(probed), atWrite: factsAtWrite(game) }];
    });
    const earnable = await earnableBadgesFor(deps.database.db, checks);
    const nothing = games.map(() => true);
    for (const [k, { i }] of checks.entries()) nothing[i] = (earnable[k] ?? []).length === 0;
    return nothing;
  },
  async run(deps, game, probed) {
    const childId = game.session.childId;
    if (childId === null) return {};
    return { badges_earned: await awardBadges(deps, checkOf(game, childId), pendingOf(probed)) };
  },
};
