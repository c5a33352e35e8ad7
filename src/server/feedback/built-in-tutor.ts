import type { DifficultyLevel, OutputSource } from "../../shared/constants";
import { DIFFICULTY_LABELS } from "../../shared/constants";
import { MODE_LABELS, type GameMode, type QuestionType } from "../../shared/game/modes";
import { tutorMessages } from "../../shared/messages";
import { fillIn, listInWords } from "../../shared/words";

/** What a tutor is told about one finished game: no ids, no email, the first name at most. */
export interface TutorInput {
  firstName: string;
  mode: GameMode;
  difficulty: DifficultyLevel;
  score: number;
  maxScore: number;
  answered: number;
  right: number;
  /** Mean response time of the answered questions, in ms. */
  averageMs: number | null;
  /** The questions got wrong or skipped: "7 × 8", its answer, and what was given (null: skipped). */
  missed: { fact: string; answer: string; given: string | null }[];
  /** Right, but slower than 3 s: the slowest first. */
  slow: { fact: string; ms: number }[];
  byType: { type: QuestionType; answered: number; right: number }[];
  /** The average score (percent) of up to five earlier games of this mode; null for a first game. */
  earlierPercent: number | null;
}

export interface TutorFeedback {
  topic: string;
  feedback_summary: string;
  progress_analysis: string | null;
  improvement_tips: string[];
  suggested_activity: string;
  motivational_message: string;
}

/** Feedback as a tutor wrote it, and which tutor did: the built-in one, or the configured AI model. */
export interface WrittenFeedback {
  feedback: TutorFeedback;
  source: OutputSource;
}

const TYPE_TOPICS: Readonly<Record<QuestionType, string>> = {
  addition: "Addition",
  subtraction: "Subtraction",
  multiplication: "Times tables",
  division: "Division",
  missing_piece: "Missing numbers",
};

const TYPE_NAMES: Readonly<Record<QuestionType, string>> = {
  addition: "addition",
  subtraction: "subtraction",
  multiplication: "multiplication",
  division: "division",
  missing_piece: "missing-number questions",
};

/** How to think about a type's facts, for the tip about the trickiest one. */
const TYPE_STRATEGIES: Readonly<Record<QuestionType, string>> = {
  addition: "start from the bigger number and count on, or make a 10 first (8 + 5 is 8 + 2 + 3)",
  subtraction: "count up from the smaller number to the bigger one (13 − 6: 6 to 10 is 4, then 3 more, so 7)",
  multiplication: "build a hard fact from an easy one (7 × 8 is 7 × 4 doubled: 28 and 28 make 56)",
  division: "turn it round into a times-table fact (56 ÷ 8: what times 8 makes 56? 7)",
  missing_piece: "read the equation aloud with a box for the gap, then use the opposite operation to fill it",
};

/**
 * From this percentage a game in line with the last few is "steady, secure
 * work"; below it, the line encourages instead. Get to 100 is scored out of
 * 100 and ends at the first slip, so it needs half way; the others count
 * right answers against the clock.
 */
const SECURE_FROM_PERCENT: Readonly<Partial<Record<GameMode, number>>> = { get_to_100: 50 };
const SECURE_FROM_PERCENT_OTHERWISE = 30;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const percentOf = (right: number, of: number) => (of === 0 ? 0 : Math.round((100 * right) / of));

/** The question type of most of the game's questions: the game's topic. */
function mainType(input: TutorInput): QuestionType | null {
  const sorted = [...input.byType].sort((a, b) => b.answered - a.answered);
  const [first, second] = sorted;
  if (!first || first.answered === 0) return null;
  return second && second.answered * 2 > first.answered ? null : first.type;
}

/**
 * The built-in tutor: specific, kind feedback from the child's actual answers
 * (the facts missed and slow, the score against the last few games, the type
 * that was hardest) with no outside service. Deterministic: the same game gets
 * the same words.
 */
export function builtInFeedback(input: TutorInput): TutorFeedback {
  const name = input.firstName;
  const percent = percentOf(input.score, input.maxScore);
  const type = mainType(input);
  const topic = input.mode === "times_table_tower" ? "Times tables" : type ? TYPE_TOPICS[type] : "Mixed arithmetic";

  const summary = [
    `${name} scored ${input.score} out of ${input.maxScore} (${percent}%) in the ${MODE_LABELS[input.mode]} at ${DIFFICULTY_LABELS[input.difficulty]} level, with ${input.right} of ${input.answered} answered right.`,
  ];
  if (input.averageMs !== null) summary.push(`Answers took ${seconds(input.averageMs)} on average.`);
  const tried = input.byType.filter((t) => t.answered > 0);
  const best = [...tried].sort((a, b) => b.right / b.answered - a.right / a.answered || b.answered - a.answered)[0];
  if (tried.length > 1 && best) {
    summary.push(`The strongest was ${TYPE_NAMES[best.type]}: ${best.right} of ${best.answered} right.`);
  }

  let progress: string | null = null;
  if (input.earlierPercent !== null) {
    const change = percent - Math.round(input.earlierPercent);
    const earlier = `${Math.round(input.earlierPercent)}%`;
    if (change > 5)
      progress = `That is ${change} points above the average of the last few games (${earlier}): real progress.`;
    else if (change < -5)
      progress = `That is a little below the recent average of ${earlier}. Wobbles are normal; a short game tomorrow usually brings it back.`;
    else if (percent >= (SECURE_FROM_PERCENT[input.mode] ?? SECURE_FROM_PERCENT_OTHERWISE))
      progress = fillIn(tutorMessages.inLineSecure, { earlier });
    else
      progress = fillIn(input.mode === "get_to_100" ? tutorMessages.inLineLowGetTo100 : tutorMessages.inLineLow, {
        earlier,
        score: input.score,
      });
  }

  const tips: string[] = [];
  const missed = input.missed.slice(0, 3);
  if (missed.length > 0) {
    tips.push(
      `Practise the ones that slipped: ${listInWords(missed.map((m) => `${m.fact} = ${m.answer}`))}. Say each one aloud three times, then try it again tomorrow.`,
    );
  }
  const skipped = input.missed.filter((m) => m.given === null).length;
  if (skipped >= 3) {
    tips.push(`${skipped} questions were skipped: a quick best guess is fine, and it shows what to practise next.`);
  }
  const slow = input.slow.slice(0, 2);
  if (slow.length > 0) {
    tips.push(
      `Speed up ${listInWords(slow.map((s) => `${s.fact} (${seconds(s.ms)})`))}: right, but not yet instant. Quick-fire them for a minute a day until they come within 3 seconds.`,
    );
  }
  const hardest = [...tried]
    .filter((t) => t.right < t.answered)
    .sort((a, b) => a.right / a.answered - b.right / b.answered)[0];
  if (hardest && percentOf(hardest.right, hardest.answered) < 80) {
    tips.push(
      `The trickiest was ${TYPE_NAMES[hardest.type]} (${hardest.right} of ${hardest.answered}): ${TYPE_STRATEGIES[hardest.type]}.`,
    );
  }
  if (tips.length === 0) {
    tips.push(
      input.difficulty === "expert"
        ? "Everything went right: try a Times Table Tower to see how high it can go."
        : `Everything went right: ask for the next level up from ${DIFFICULTY_LABELS[input.difficulty]}.`,
    );
  }

  const facts = missed.map((m) => m.fact);
  const activity =
    type === "multiplication" || input.mode === "times_table_tower"
      ? `Times-table snap: write ${facts.length > 0 ? listInWords(facts) : "three facts from the 6, 7 and 8 times tables"} on cards and the answers on others, turn them face down, and match pairs. Say the fact aloud to keep the pair.`
      : type === "division"
        ? `Sharing out: share 24 pieces of pasta fairly between 2, 3, 4, 6 and 8 plates, and say the division fact each time${facts.length > 0 ? `, then try ${listInWords(facts)}` : ""}.`
        : type === "subtraction"
          ? `Shop keeper: price a few toys under 20p and give change from 20p by counting up${facts.length > 0 ? `; include ${listInWords(facts)}` : ""}.`
          : `Number-bond hunt: find pairs of things around the house that make 10 and 20, and race to say the missing partner${facts.length > 0 ? `; then try ${listInWords(facts)}` : ""}.`;

  const motivation =
    percent >= 90
      ? `Brilliant work, ${name}! Keep going: that kind of score comes from practice, and it shows.`
      : percent >= 60
        ? `Keep going, ${name}! Every game makes these facts quicker, and you are well on the way.`
        : `Keep going, ${name}! Tricky games are where the learning happens: a little practice each day adds up fast.`;

  return {
    topic,
    feedback_summary: summary.join(" "),
    progress_analysis: progress,
    improvement_tips: tips,
    suggested_activity: activity,
    motivational_message: motivation,
  };
}
