import type { ReportChild } from "../api/weekly-report";
import type { DifficultyLevel } from "../constants";
import { factsToAdvise, questionInWords } from "./advice";
import { factInWords, factKey, factOf, factsMovedUp, type FactQuestion } from "./fact-model";
import { attemptsOf, type KeptAnswers } from "./kept-answers";

/** How many facts to practise next the report names per child. */
const REPORT_FACTS_TO_PRACTISE = 3;

/** What a Premium child's per-fact part of the report is reckoned from: their level, focus and kept answers. */
export interface ReportFactsAsk {
  child: { difficultyLevel: DifficultyLevel; focusTables: readonly number[] };
  facts: readonly KeptAnswers[];
  /** When the report's week began: the facts' states then are compared with theirs now. */
  weekStartsAt: Date;
  now: Date;
}

/** A Premium child's per-fact part of the report. */
export type ReportFacts = Pick<ReportChild, "moved_up" | "to_practise">;

/** The kept answers of a fact row, alone: what the reckoning reads (and all a thread of its own is sent). */
export const keptAnswersOf = ({ operation, operand1, operand2, recentMs, recentCorrect, recentAt }: KeptAnswers) => ({
  operation,
  operand1,
  operand2,
  recentMs,
  recentCorrect,
  recentAt,
});

/** What factsToPractise names, from the answers already taken out of the facts' rows. */
const adviseFrom = (attempts: ReturnType<typeof attemptsOf>, child: ReportFactsAsk["child"], now: Date) =>
  factsToAdvise(attempts, now, { level: child.difficultyLevel, focus: child.focusTables });

/**
 * The facts a child should practise next, first first, as they practise them:
 * factsToAdvise over all their kept answers, at their level and focus. What
 * This Week's Wins and the weekly report name.
 */
export function factsToPractise(
  facts: readonly KeptAnswers[],
  child: ReportFactsAsk["child"],
  now: Date,
): FactQuestion[] {
  return adviseFrom(
    facts.flatMap((row) => attemptsOf(row)),
    child,
    now,
  );
}

/**
 * The per-fact part, for Premium: the facts that went up to secure or fluent over the week, and the three Smart
 * Practice would ask first (factsToAdvise at the child's level and focus, as This Week's Wins names them). A few
 * milliseconds for a child of hundreds of facts (their recall estimate is fitted on their answers): the server's
 * weekly sweep reckons it on a thread of its own.
 */
export function reportFacts({ child, facts, weekStartsAt, now }: ReportFactsAsk): ReportFacts {
  const rows = facts.map((row) => {
    const of = attemptsOf(row);
    const fact = of[0] && factOf(of[0]);
    return { attempts: of, key: fact ? factKey(fact) : null };
  });
  const attempts = rows.flatMap((row) => row.attempts);
  const level = child.difficultyLevel;
  // A fact's state is reckoned from its own answers alone, so one not answered this week is where it was: only the
  // facts answered this week (all their answers, of every operation that asks them) are compared.
  const answered = new Set(rows.filter((row) => row.attempts.some((a) => a.at >= weekStartsAt)).map((row) => row.key));
  const ofTheWeek = rows.flatMap((row) => (row.key !== null && answered.has(row.key) ? row.attempts : []));
  const before = ofTheWeek.filter((a) => a.at < weekStartsAt);
  const movedUp = factsMovedUp(before, ofTheWeek, level).flatMap(({ fact, to }) =>
    to === "secure" || to === "fluent" ? [{ fact: factInWords(fact), to }] : [],
  );
  return {
    moved_up: movedUp,
    to_practise: adviseFrom(attempts, child, now).slice(0, REPORT_FACTS_TO_PRACTISE).map(questionInWords),
  };
}
