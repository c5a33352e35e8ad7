import type { ReportChild } from "../api/weekly-report";
import type { DifficultyLevel } from "../constants";
import { factsToAdvise, questionInWords } from "./advice";
import { factInWords, factsMovedUp, type FactQuestion } from "./fact-model";
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
  const attempts = facts.flatMap((row) => attemptsOf(row));
  const level = child.difficultyLevel;
  const before = attempts.filter((a) => a.at < weekStartsAt);
  const movedUp = factsMovedUp(before, attempts, level).flatMap(({ fact, to }) =>
    to === "secure" || to === "fluent" ? [{ fact: factInWords(fact), to }] : [],
  );
  return {
    moved_up: movedUp,
    to_practise: adviseFrom(attempts, child, now).slice(0, REPORT_FACTS_TO_PRACTISE).map(questionInWords),
  };
}
