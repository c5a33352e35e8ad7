import type { KeptAnswers } from "../../src/shared/learning/kept-answers";

const DAY = 86_400_000;
/** The day a modelled child first plays. */
export const MODELLED_START = new Date("2026-06-01T16:00:00Z").getTime();

/** A fact's row as the server keeps it, from its answers (days after MODELLED_START, right or not, ms): one sitting a day. */
export function keptRow(a: number, b: number, answers: readonly [number, boolean, number][]): KeptAnswers {
  const at = answers.map(([day]) => new Date(MODELLED_START + day * DAY));
  return {
    operation: "multiplication",
    operand1: a,
    operand2: b,
    recentMs: answers.map(([, , ms]) => ms).slice(-10),
    recentCorrect: answers.map(([, correct]) => correct).slice(-10),
    recentAt: at.slice(-10),
    sittingAt: at,
    sittingCorrect: answers.map(([, correct]) => correct),
    sittingMs: answers.map(([, , ms]) => ms),
  };
}

const FACTS = [
  [2, 3],
  [2, 4],
  [2, 5],
  [3, 3],
  [3, 5],
  [4, 5],
  [7, 8],
  [6, 9],
] as const;

/** A child's rows up to `day`: each fact met with a miss, then right and quick at sittings further and further apart. */
export const modelledChild = (day: number): KeptAnswers[] =>
  FACTS.map(([a, b]) =>
    keptRow(
      a,
      b,
      [0, 1, 3, 7, 15, 29, 30, 31, 33]
        .filter((d) => d <= day)
        .map((d): [number, boolean, number] => [d, d > 0, d > 0 ? 1_500 : 6_000]),
    ),
  );
