import { DAILY_STREAK_WINDOW_DAYS } from "../constants";
import type { GameMode, QuestionType } from "../game/modes";
import type { TriggerRule } from "./trigger-rule";
import { daysInARow } from "./streak";
import type { UtcDate } from "./utc-date";

/** What the child has done in one game mode, as the badge rules need it. */
export interface ModeFacts {
  /** Games finished in this mode. */
  sessions: number;
  /** How many games scored each whole percentage (0-100, rounded down), as [percent, games]. */
  percentCounts: ReadonlyArray<readonly [percent: number, games: number]>;
  /** The quickest game with full marks, in seconds; null when there is none. */
  fastestFullMarksSeconds: number | null;
  /** The longest run of correct answers of each question type within one game. */
  longestRuns: Readonly<Partial<Record<QuestionType, number>>>;
  /** The UTC dates with a game of this mode, as far back as the rules look. */
  days: readonly UtcDate[];
}

/** Everything the badge rules look at for one child, gathered at `today`. */
export interface BadgeFacts {
  today: UtcDate;
  modes: Readonly<Partial<Record<GameMode, ModeFacts>>>;
  /** Days a streak shield covered: they count as played, as in the daily streak. */
  shieldDays: readonly UtcDate[];
  shieldsEarned: number;
  shieldUses: number;
  /** Referrals the child's family completed, as the referring or the referred family. */
  referralsCompleted: number;
  /**
   * The mode of the game that prompted this check; null when no game did (the
   * progress view, a referral completing). Rules about no game in particular
   * (shields, referrals) are earned only after a game of one of their modes.
   */
  triggeringMode: GameMode | null;
}

/** A badge as the engine sees it. */
export interface RuledBadge {
  id: string;
  rule: TriggerRule;
}

/** One condition of a rule: met when `have` reaches `need`. */
interface Part {
  have: number;
  need: number;
}

const NOT_YET: Part = { have: 0, need: 1 };

function modeFacts(facts: BadgeFacts, rule: TriggerRule): ModeFacts[] {
  return rule.game_modes.flatMap((mode) => facts.modes[mode] ?? []);
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

function gamesAtLeast(modes: ModeFacts[], threshold: number): number {
  return sum(modes.flatMap((m) => m.percentCounts.filter(([p]) => p >= threshold).map(([, games]) => games)));
}

function bestPercent(modes: ModeFacts[]): number | null {
  const percents = modes.flatMap((m) => m.percentCounts.filter(([, games]) => games > 0).map(([p]) => p));
  return percents.length === 0 ? null : Math.max(...percents);
}

function playedDays(facts: BadgeFacts, modes: ModeFacts[]): Set<UtcDate> {
  return new Set([...facts.shieldDays, ...modes.flatMap((m) => m.days)]);
}

/** Rules about no game in particular count only after a game of one of their modes (or when no game prompted the check). */
const promptedByItsMode = (facts: BadgeFacts, rule: TriggerRule) =>
  facts.triggeringMode === null || rule.game_modes.includes(facts.triggeringMode);

/** The conditions of a rule, each with what the child has and what it needs. */
function partsOf(rule: TriggerRule, facts: BadgeFacts): Part[] {
  const modes = modeFacts(facts, rule);
  switch (rule.type) {
    case "session_completed":
      return [{ have: sum(modes.map((m) => m.sessions)), need: rule.count }];
    case "score_percentage": {
      const best = bestPercent(modes);
      return [best === null ? NOT_YET : { have: best, need: rule.threshold }];
    }
    case "session_duration": {
      const times = modes.flatMap((m) => (m.fastestFullMarksSeconds === null ? [] : [m.fastestFullMarksSeconds]));
      if (times.length === 0) return [NOT_YET];
      // Met when the quickest full-marks game took max_seconds or less; nearer as it gets quicker.
      return [{ have: rule.max_seconds, need: Math.max(1, Math.min(...times)) }];
    }
    case "streak":
      return [{ have: Math.max(0, ...modes.map((m) => m.longestRuns[rule.question_type] ?? 0)), need: rule.count }];
    case "high_score_sessions":
      return [{ have: gamesAtLeast(modes, rule.threshold), need: rule.count }];
    case "daily_streak":
      return [
        {
          have: daysInARow(playedDays(facts, modes), facts.today, DAILY_STREAK_WINDOW_DAYS),
          need: rule.days,
        },
      ];
    case "first_streak_shield":
      return [{ have: facts.shieldsEarned, need: 1 }];
    case "shield_uses":
      return [{ have: facts.shieldUses, need: rule.count }];
    case "streak_and_shield_uses":
      return [
        { have: daysInARow(playedDays(facts, modes), facts.today), need: rule.streak_days },
        { have: facts.shieldUses, need: rule.shield_uses },
      ];
    case "referrals_completed":
      return [{ have: facts.referralsCompleted, need: rule.count }];
  }
}

const partMet = (p: Part) => p.have >= p.need;

const GAME_RULES: ReadonlySet<TriggerRule["type"]> = new Set([
  "session_completed",
  "score_percentage",
  "session_duration",
  "streak",
  "high_score_sessions",
  "daily_streak",
  "streak_and_shield_uses",
]);

/** Whether the child has met a rule now. */
export function isRuleMet(rule: TriggerRule, facts: BadgeFacts): boolean {
  if (!GAME_RULES.has(rule.type) && !promptedByItsMode(facts, rule)) return false;
  return partsOf(rule, facts).every(partMet);
}

/**
 * How near a locked badge is, in whole per cent (0-99): the mean of its
 * conditions' shares. 100 only once it is earned, so a bar never shows a full
 * badge that is still locked.
 */
export function ruleProgress(rule: TriggerRule, facts: BadgeFacts): number {
  const parts = partsOf(rule, facts);
  const shares = parts.map((p) => (partMet(p) ? 1 : Math.max(0, p.have) / p.need));
  const percent = Math.floor((sum(shares) / shares.length) * 100);
  return Math.min(99, Math.max(0, percent));
}

/** The active badges not earned yet whose rules the child now meets. */
export function newlyEarnedBadges<B extends RuledBadge>(
  badges: readonly B[],
  earnedIds: ReadonlySet<string>,
  facts: BadgeFacts,
): B[] {
  return badges.filter((b) => !earnedIds.has(b.id) && isRuleMet(b.rule, facts));
}

/** The longest run of correct answers of each question type within one game's questions, in order. */
export function longestRunsIn(
  questions: ReadonlyArray<{ question_type: QuestionType; is_correct: boolean }>,
): Partial<Record<QuestionType, number>> {
  const current: Partial<Record<QuestionType, number>> = {};
  const longest: Partial<Record<QuestionType, number>> = {};
  for (const q of questions) {
    const run = q.is_correct ? (current[q.question_type] ?? 0) + 1 : 0;
    current[q.question_type] = run;
    longest[q.question_type] = Math.max(longest[q.question_type] ?? 0, run);
  }
  return longest;
}

/** The days a daily-streak or streak-and-shield rule may need to look back over, today included. */
export function lookBackDays(rules: readonly TriggerRule[]): number {
  return Math.max(
    DAILY_STREAK_WINDOW_DAYS,
    ...rules.map((r) => (r.type === "streak_and_shield_uses" ? r.streak_days + 1 : 0)),
  );
}
