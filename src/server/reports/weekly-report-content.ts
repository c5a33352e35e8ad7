import { and, asc, desc, eq, gte, inArray, lt } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { ReportChild, ReportSuggestion, WeeklyReportSummary } from "../../shared/api/weekly-report";
import { MTC_QUESTIONS } from "../../shared/constants";
import { suggestMission, type CoachHistory } from "../../shared/engagement/coach-suggestion";
import { ukDateOf, type ReportWeek } from "../../shared/engagement/report-week";
import { keptAnswersOf, reportFacts, type ReportFacts, type ReportFactsAsk } from "../../shared/learning/report-facts";
import { familiesHavePremium } from "../auth/policies/premium";
import type { Queryable } from "../db/client";
import { children } from "../db/schema/children";
import { badges, parentChallenges, userBadges } from "../db/schema/engagement";
import { childFactStats } from "../db/schema/learning";
import { sessions } from "../db/schema/play";
import { coachHistoriesOf } from "../missions/suggest-mission";
import { evaluateEach, towerOpenOf } from "../play/play-summary";
import { giveWay } from "../core/requests-in-hand";

type ChildRow = typeof children.$inferSelect;

function groupBy<T>(rows: readonly T[], key: (row: T) => string | null): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    if (k === null) continue;
    groups.set(k, [...(groups.get(k) ?? []), row]);
  }
  return groups;
}

/**
 * How a Premium child's per-fact part of the report is reckoned: by default on the thread the sweep runs on, after
 * giving way to the saves (a child's recall estimate is some milliseconds of it: core/requests-in-hand.ts); the sweep
 * of a production server on the embedded database has it reckoned on the reports' thread instead
 * (send-weekly-reports.ts).
 */
export type FactsReckoner = (ask: ReportFactsAsk) => Promise<ReportFacts>;
const reckonHere: FactsReckoner = async (ask) => {
  await giveWay();
  return reportFacts(ask);
};

/** A family the report is for: its parent's id and the referral weeks' end (for Premium). */
interface ReportFamily {
  id: string;
  premiumUntil: Date | null;
}

/**
 * A family's week, for its report: per child the games and the UK days
 * played in the week so far (its Monday to `now`, at most its Sunday), the
 * streak as the app counts it, the latest Times Tables Check rehearsal,
 * badges and missions of the week; for Premium the facts that moved up and
 * the three to practise next (the fact model's, as Smart Practice and the
 * fluency map read it); and one mission to suggest, from the built-in coach,
 * for the child who played least.
 */
export async function weeklyReportContent(
  db: Queryable,
  parent: ReportFamily,
  week: ReportWeek,
  now: Date,
): Promise<WeeklyReportSummary> {
  const content = (await weeklyReportContents(db, [parent], week, now)).get(parent.id);
  if (!content) throw new Error(`No weekly report content for parent ${parent.id}`);
  return content;
}

/** The week's rows of a batch's children (none read for a batch without children). */
async function readWeeks(
  db: Queryable,
  kids: readonly ChildRow[],
  premiumIds: readonly string[],
  week: ReportWeek,
  now: Date,
) {
  const ids = kids.map((k) => k.id);
  const until = now < week.endsAt ? now : week.endsAt;
  const inWeek = (column: PgColumn) => and(gte(column, week.startsAt), lt(column, until));
  await giveWay();
  const games = await db
    .select({ childId: sessions.childId, at: sessions.createdAt })
    .from(sessions)
    .where(and(inArray(sessions.childId, ids), inWeek(sessions.createdAt)));
  await giveWay();
  const checks = await db
    .selectDistinctOn([sessions.childId], {
      childId: sessions.childId,
      score: sessions.score,
      at: sessions.createdAt,
    })
    .from(sessions)
    .where(and(inArray(sessions.childId, ids), eq(sessions.mode, "mtc"), lt(sessions.createdAt, until)))
    .orderBy(sessions.childId, desc(sessions.createdAt));
  await giveWay();
  const earned = await db
    .select({ childId: userBadges.childId, name: badges.name })
    .from(userBadges)
    .innerJoin(badges, eq(badges.id, userBadges.badgeId))
    .where(and(inArray(userBadges.childId, ids), inWeek(userBadges.awardedAt)))
    // Badges earned by one game come in the order the badge list shows them.
    .orderBy(asc(userBadges.awardedAt), asc(badges.createdAt), asc(badges.name));
  await giveWay();
  const missions = await db
    .select({ childId: parentChallenges.childId, name: parentChallenges.challengeName })
    .from(parentChallenges)
    .where(
      and(
        inArray(parentChallenges.childId, ids),
        eq(parentChallenges.status, "completed"),
        inWeek(parentChallenges.completedAt),
      ),
    )
    .orderBy(asc(parentChallenges.completedAt));
  await giveWay();
  const facts =
    premiumIds.length === 0
      ? []
      : await db
          .select()
          .from(childFactStats)
          .where(inArray(childFactStats.childId, [...premiumIds]));
  await giveWay();
  const streaks: ReadonlyMap<string, { streak: number }> = await evaluateEach(db, kids, now);
  return { games, checks, earned, missions, facts, streaks };
}

type WeekRows = Awaited<ReturnType<typeof readWeeks>>;

/** What a batch of families without children reads: nothing. */
const NOTHING_READ: WeekRows = { games: [], checks: [], earned: [], missions: [], facts: [], streaks: new Map() };

/**
 * The weeks of many families at once (the sweep's batch), each as weeklyReportContent has it: the same
 * statements for a batch as for one family (the children, Premium, the week's games, the checks, badges,
 * missions, the Premium children's facts and the streaks), then the built-in coach's history of each
 * family's child who played least, in the statements of one child's (coachHistoriesOf).
 */
export async function weeklyReportContents(
  db: Queryable,
  families: readonly ReportFamily[],
  week: ReportWeek,
  now: Date,
  reckon: FactsReckoner = reckonHere,
): Promise<Map<string, WeeklyReportSummary>> {
  const contents = new Map<string, WeeklyReportSummary>();
  if (families.length === 0) return contents;
  const allKids = await db
    .select()
    .from(children)
    .where(
      inArray(
        children.parentId,
        families.map((family) => family.id),
      ),
    )
    .orderBy(asc(children.createdAt), asc(children.id));
  await giveWay();
  const premiumOf = await familiesHavePremium(db, families, now);
  const kidsOf = groupBy(allKids, (k) => k.parentId);
  const premiumIds = allKids.filter((k) => premiumOf.get(k.parentId) === true).map((k) => k.id);
  const read = allKids.length === 0 ? NOTHING_READ : await readWeeks(db, allKids, premiumIds, week, now);
  const gamesOf = groupBy(read.games, (g) => g.childId);
  const factsOf = groupBy(read.facts, (f) => f.childId);
  const badgesOf = groupBy(read.earned, (b) => b.childId);
  const missionsOf = groupBy(read.missions, (m) => m.childId);
  const checkOf = new Map(read.checks.map((c) => [c.childId, c]));
  const { streaks } = read;

  const weeks: { family: ReportFamily; premium: boolean; week: ReportChild[]; least: ChildRow | null }[] = [];
  for (const family of families) {
    const kids = kidsOf.get(family.id) ?? [];
    const premium = premiumOf.get(family.id) ?? false;
    const reportChildren: ReportChild[] = [];
    for (const child of kids) {
      const played = gamesOf.get(child.id) ?? [];
      const check = checkOf.get(child.id);
      const facts = premium
        ? await reckon({
            child: { difficultyLevel: child.difficultyLevel, focusTables: child.focusTables },
            facts: (factsOf.get(child.id) ?? []).map(keptAnswersOf),
            weekStartsAt: week.startsAt,
            now,
          })
        : { moved_up: [], to_practise: [] };
      reportChildren.push({
        id: child.id,
        name: child.name,
        games: played.length,
        days: [...new Set(played.map((g) => ukDateOf(g.at)))].sort(),
        streak: streaks.get(child.id)?.streak ?? 0,
        ...facts,
        mtc: check ? { score: check.score, out_of: MTC_QUESTIONS, on: ukDateOf(check.at) } : null,
        badges: (badgesOf.get(child.id) ?? []).map((b) => b.name),
        missions: (missionsOf.get(child.id) ?? []).map((m) => m.name),
      });
    }
    weeks.push({ family, premium, week: reportChildren, least: leastPlayed(kids, reportChildren) });
  }
  // The coach's history of each family's child who played least, read for the batch together.
  await giveWay();
  const histories = await coachHistoriesOf(
    db,
    // The Tower's lock from the streak the week has just read, as the child's dashboard shows it.
    weeks.flatMap(({ least: child }) =>
      child ? [{ child, towerOpen: towerOpenOf(child, streaks.get(child.id)?.streak ?? 0, now) }] : [],
    ),
    now,
  );
  for (const { family, premium, week: reportChildren, least: child } of weeks) {
    const history = child && histories.get(child.id);
    contents.set(family.id, {
      week_start: week.weekStart,
      premium,
      children: reportChildren,
      suggestion: child && history ? suggestionFor(child, history) : null,
    });
  }
  return contents;
}

/** The family's child who played least this week, when anyone played at all (the first of them on a tie). */
function leastPlayed(kids: readonly ChildRow[], week: readonly ReportChild[]): ChildRow | null {
  if (!week.some((c) => c.games > 0)) return null;
  const least = week.reduce((x, y) => (y.games < x.games ? y : x));
  return kids.find((k) => k.id === least.id) ?? null;
}

/** The built-in coach's mission for the child who played least this week, from their history. */
export function suggestionFor(child: ChildRow, history: CoachHistory): ReportSuggestion {
  const mission = suggestMission(history);
  return {
    child_id: child.id,
    child_name: child.name,
    game_mode_target: mission.gameModeTarget,
    challenge_name: mission.title,
    challenge_description: mission.description,
    focus_area: mission.focusArea,
    score_target: mission.scoreTarget,
    question_type_target: mission.questionTypeTarget,
    tables: mission.tables,
  };
}
