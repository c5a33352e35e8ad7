import { sql } from "drizzle-orm";
import { firstNameOf } from "../../shared/api/fields";
import type { MissionSuggestionView } from "../../shared/api/missions";
import { suggestMission, type CoachHistory, type MissionSuggestion } from "../../shared/engagement/coach-suggestion";
import { AI_SUGGESTIONS_PER_FAMILY_HOUR, COACH_HISTORY_DAYS } from "../../shared/constants";
import type { Actor } from "../auth/actor";
import { authorizeMissionChild } from "../auth/policies/mission-policy";
import type { Queryable } from "../db/client";
import type { children } from "../db/schema/children";
import { aiUsage } from "../db/schema/throttles";
import type { AppDeps } from "../core/deps";
import { isTowerOpenFor } from "../play/play-summary";
import { askAiForMission } from "./ai-mission-coach";
import { loadPracticeStats, loadPracticeStatsOf, noPlay, type PracticeStats } from "./load-practice-stats";

type ChildRow = typeof children.$inferSelect;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * Counts one AI suggestion for the family, atomically (one upsert), and says
 * whether it is within the hour's allowance.
 */
async function takeAiAllowance(db: Queryable, parentId: string, now: Date): Promise<boolean> {
  const windowOpen = sql`${aiUsage.windowStart} > ${new Date(now.getTime() - HOUR_MS).toISOString()}::timestamptz`;
  const [row] = await db
    .insert(aiUsage)
    .values({ parentId, kind: "mission_suggestion", windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: [aiUsage.parentId, aiUsage.kind],
      set: {
        count: sql`case when ${windowOpen} then ${aiUsage.count} + 1 else 1 end`,
        windowStart: sql`case when ${windowOpen} then ${aiUsage.windowStart} else excluded.window_start end`,
      },
    })
    .returning({ count: aiUsage.count });
  return (row?.count ?? 0) <= AI_SUGGESTIONS_PER_FAMILY_HOUR;
}

/** The children the coach reads, and when their history begins. */
type CoachChild = Pick<ChildRow, "id" | "name" | "difficultyLevel" | "focusTables">;
const historySince = (now: Date) => new Date(now.getTime() - COACH_HISTORY_DAYS * DAY_MS);

/** What the coach looks at for a child, from their stats of the last 30 days. */
const historyOf = (child: CoachChild, stats: PracticeStats, towerOpen: boolean): CoachHistory => ({
  firstName: firstNameOf(child.name),
  difficulty: child.difficultyLevel,
  modes: stats.modes,
  types: stats.types,
  tables: stats.tables,
  towerOpen,
  focusTables: child.focusTables,
});

/**
 * What the coach looks at for a child: their last 30 days (COACH_HISTORY_DAYS), level, focus and whether the
 * tower is open.
 */
export async function coachHistoryOf(db: Queryable, child: CoachChild, now: Date): Promise<CoachHistory> {
  const stats = await loadPracticeStats(db, child.id, historySince(now));
  return historyOf(child, stats, await isTowerOpenFor(db, child.id, now));
}

/**
 * coachHistoryOf many children at once, in the statements of one (the weekly report's sweep, for a batch of
 * families), each with whether their tower is open as the caller has just worked it out (the report, from the
 * streaks it has read). By child id.
 */
export async function coachHistoriesOf(
  db: Queryable,
  asks: readonly { child: CoachChild; towerOpen: boolean }[],
  now: Date,
): Promise<Map<string, CoachHistory>> {
  const stats = await loadPracticeStatsOf(
    db,
    asks.map(({ child }) => child.id),
    historySince(now),
  );
  return new Map(
    asks.map(({ child, towerOpen }) => [child.id, historyOf(child, stats.get(child.id) ?? noPlay(), towerOpen)]),
  );
}

function present(s: MissionSuggestion, source: "coach" | "ai"): MissionSuggestionView {
  return {
    game_mode_target: s.gameModeTarget,
    focus_area: s.focusArea,
    challenge_name: s.title,
    challenge_description: s.description,
    score_target: s.scoreTarget,
    question_type_target: s.questionTypeTarget,
    tables: s.tables,
    source,
  };
}

/**
 * A mission for the child from their last 30 days (Coach Mode): from the
 * configured AI model when there is one and the family is within its hourly
 * allowance, otherwise, and on any failure of the model, from the built-in
 * coach.
 */
export async function suggestMissionFor(
  deps: AppDeps,
  actor: Actor,
  childId: string,
): Promise<{ suggestion: MissionSuggestionView }> {
  const db = deps.database.db;
  const now = deps.clock();
  const { child } = await authorizeMissionChild(db, actor, childId, "suggest");
  const history = await coachHistoryOf(db, child, now);
  if (deps.ai && (await takeAiAllowance(db, child.parentId, now))) {
    try {
      const suggestion = await askAiForMission(deps.ai, history);
      if (suggestion.gameModeTarget === "times_table_tower" && !history.towerOpen) {
        throw new Error("The model suggested Times Table Tower, which is locked for the child");
      }
      return { suggestion: present(suggestion, "ai") };
    } catch (error) {
      deps.log.warn({ err: error, childId }, "The AI coach failed; the built-in coach answered");
    }
  }
  return { suggestion: present(suggestMission(history), "coach") };
}
