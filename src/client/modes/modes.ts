import type { PlaySummary } from "../../shared/api/play";
import { TOWER_UNLOCK_STREAK_DAYS } from "../../shared/constants";
import type { GameMode } from "../../shared/game/modes";

/** A mode's card on the child's dashboard. */
export interface ModeCard {
  blurb: string;
  /** The card's gradient (Tailwind's from-… to-… classes). */
  colour: string;
  /** When the card is shut, and what it says instead of its blurb. */
  lock?: { locked: (summary: PlaySummary) => boolean; text: string };
}

/**
 * How the client shows one game mode. Its name (`MODE_LABELS`), rules and play
 * page (`playPath`) are shared with the server, in `src/shared`.
 */
export interface ClientMode {
  /** Its card on the child's dashboard; null for a mode not offered there. */
  card: ModeCard | null;
  /** Its colour in the parent's charts, told apart on white and by colour-blind readers (Okabe-Ito). */
  chartColour: string;
  /** The mode in a child's words, on the card before their first game of it: what to do, and how it ends. */
  howToPlay: readonly string[];
  /** The keypad also has the four signs, for an answer that is a sign. */
  answersWithSigns?: true;
  /** How the results page shows a game of the mode (and its own panel, if it has one: `RESULTS_PANELS`). */
  results: {
    /** The game is the same at every level, so its level is not named. */
    sameAtEveryLevel?: true;
    /** The tile counting the questions left unanswered. */
    unansweredLabel: string;
    /** The right answers by question type; a mode whose panel lists every answer goes without. */
    byType: boolean;
  };
}

/** The client's modes table: an entry for every shared mode, and for nothing else. */
export type ClientModes = Readonly<Record<GameMode, ClientMode>>;

const STANDARD_RESULTS: ClientMode["results"] = { unansweredLabel: "Skipped", byType: true };

/**
 * Each game mode as the client shows it, keyed by the shared mode id: a mode
 * added to `GAME_MODES` needs its entry here, and nowhere else in the client.
 * The dashboard offers the modes with a card in this order.
 */
export const CLIENT_MODES: ClientModes = {
  smart_practice: {
    card: {
      blurb: "3 minutes of sums picked for you: the ones you are learning, and some you know.",
      colour: "from-[#0f766e] to-[#134e4a]",
    },
    chartColour: "#000000",
    howToPlay: [
      "30 sums picked just for you: the ones you are learning, and some you know well.",
      "Get one wrong and you will see the answer, then meet that sum again soon. You have 3 minutes.",
    ],
    results: STANDARD_RESULTS,
  },
  timed: {
    card: { blurb: "Answer as many as you can in 90 seconds.", colour: "from-brand-500 to-brand-700" },
    chartColour: "#0072B2",
    howToPlay: [
      "Answer as many sums as you can before the 90 seconds run out.",
      "Type your answer and press Go. Stuck? Tap Skip and try the next one.",
    ],
    results: STANDARD_RESULTS,
  },
  get_to_100: {
    card: { blurb: "Keep going without a mistake all the way to 100.", colour: "from-mint-500 to-mint-600" },
    chartColour: "#D55E00",
    howToPlay: [
      "Every right answer brings a new sum and takes you closer to 100.",
      "One wrong answer or skip and the game is over, so take care!",
    ],
    results: STANDARD_RESULTS,
  },
  missing_piece: {
    card: { blurb: "Find the number or sign that is hiding.", colour: "from-[#8b5cf6] to-[#6d28d9]" },
    chartColour: "#009E73",
    howToPlay: [
      "A piece of each sum is hiding, like 7 + ? = 12.",
      "Find the missing number, or tap the missing sign. You have 60 seconds.",
    ],
    answersWithSigns: true,
    results: STANDARD_RESULTS,
  },
  traffic_light: {
    card: { blurb: "20 questions. Green means speedy!", colour: "from-[#f97316] to-[#c2410c]" },
    chartColour: "#CC79A7",
    howToPlay: [
      "20 sums. Answer quickly to get a green light!",
      "Green is 2 seconds or less, amber is up to 4 seconds, and red is slower.",
    ],
    results: STANDARD_RESULTS,
  },
  times_table_tower: {
    card: {
      blurb: "Build a tower of times tables.",
      colour: "from-berry-600 to-[#881337]",
      lock: {
        locked: (summary) => !summary.tower_unlocked,
        text: `Locked: play on ${TOWER_UNLOCK_STREAK_DAYS} days in a row to unlock it.`,
      },
    },
    chartColour: "#E69F00",
    howToPlay: [
      "Each right answer adds a block to your tower; a wrong one knocks a block off.",
      "Build it as high as you can in 90 seconds, and don't let it fall!",
    ],
    results: STANDARD_RESULTS,
  },
  mtc: {
    card: {
      blurb: "Try the Year 4 check: 25 times tables sums, 6 seconds each.",
      colour: "from-[#0e7490] to-[#164e63]",
    },
    // The palette's yellow is too faint on white: a mid grey instead.
    chartColour: "#6B6B6B",
    howToPlay: [
      "Just like the Year 4 check: first 3 practice sums that don't count, then 25 times tables sums.",
      "You have 6 seconds for each one, then a short rest. Type your answer and press Go. You will see your score at the end.",
    ],
    // The check asks only multiplications, each shown with its answer and time in its panel.
    results: { sameAtEveryLevel: true, unansweredLabel: "No answer", byType: false },
  },
  // Played from the challenge it belongs to, never from the dashboard.
  challenge: {
    card: null,
    chartColour: "#56B4E9",
    howToPlay: [
      "Answer as many sums as you can in 60 seconds.",
      "The player with more right answers wins the challenge!",
    ],
    results: STANDARD_RESULTS,
  },
};
