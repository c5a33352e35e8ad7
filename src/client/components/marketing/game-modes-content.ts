import { Blocks, Puzzle, Target, Timer, TrafficCone, type LucideIcon } from "lucide-react";

export interface GameModeInfo {
  id: string;
  name: string;
  icon: LucideIcon;
  /** Tailwind classes of the icon tile. */
  tint: string;
  tagline: string;
  howItWorks: string;
  levels: { beginner: string; intermediate: string; expert: string };
  bonus?: string;
}

/** The five modes as the game plays them (docs/product/gameplay.md#mode-rules). */
export const GAME_MODE_INFO: readonly GameModeInfo[] = [
  {
    id: "ninety-second-challenge",
    name: "90 Second Challenge",
    icon: Timer,
    tint: "bg-brand-600 text-white",
    tagline: "As many sums as you can in 90 seconds.",
    howItWorks:
      "Up to 40 questions against the clock. A warning shows in the last 10 seconds, and the results page gives a score, a star rating and every answer to look back on.",
    levels: {
      beginner: "Adding and multiplying with numbers from 1 to 5.",
      intermediate: "Adding and multiplying with numbers from 1 to 10.",
      expert: "Adding with numbers to 15, subtracting with numbers to 20 and times tables up to 12 × 12.",
    },
  },
  {
    id: "get-to-100",
    name: "Get to 100 Challenge",
    icon: Target,
    tint: "bg-mint-600 text-white",
    tagline: "A streak game: keep going until you reach 100.",
    howItWorks:
      "Every right answer brings a new question and pushes the score up. One wrong or skipped answer ends the run, so it rewards care as well as speed.",
    levels: {
      beginner: "Every level climbs the same ladder: it opens with adding and taking away using numbers up to 9.",
      intermediate: "Once past a third of the way, multiplication up to 10 and numbers up to 20 join in.",
      expert: "In the final third, division joins the mix for a proper finish.",
    },
  },
  {
    id: "missing-piece",
    name: "Missing Piece Challenge",
    icon: Puzzle,
    tint: "bg-berry-600 text-white",
    tagline: "Find the number, or the sign, that completes the sum.",
    howItWorks:
      "60 seconds of number sentences with a gap, such as 7 + ? = 12. It builds the reasoning behind inverse operations that KS2 asks for.",
    levels: {
      beginner: "Adding and taking away within 10; the gap is always a number.",
      intermediate: "All four operations with numbers up to 50, and the missing piece may be the sign.",
      expert: "All four operations with numbers up to 100; times and divide stay within the 12 times table.",
    },
  },
  {
    id: "traffic-light",
    name: "Traffic Light Challenge",
    icon: TrafficCone,
    tint: "bg-sun-400 text-ink",
    tagline: "20 questions, each one timed: green, amber or red.",
    howItWorks:
      "Answers in 2 seconds or less turn green, up to 4 seconds amber, and slower ones red. Children see which facts are instant and which still need practice.",
    levels: {
      beginner: "Adding and multiplying with numbers from 1 to 5.",
      intermediate: "Adding and multiplying with numbers from 1 to 10.",
      expert: "Adding, subtracting and multiplying, with times tables up to 12 × 12.",
    },
  },
  {
    id: "times-table-tower",
    name: "Times Table Tower",
    icon: Blocks,
    tint: "bg-brand-900 text-white",
    tagline: "Bonus mode: build a tower of times tables in 90 seconds.",
    howItWorks:
      "Each right answer adds a block, each wrong one takes a block away, and a tall tower that falls back to nothing collapses. Three tower wins in one day earn a streak shield that protects the daily streak for 7 days.",
    levels: {
      beginner: "The 2, 5 and 10 times tables, up to × 10.",
      intermediate: "The 2 to 10 times tables, up to × 10.",
      expert: "The 2 to 12 times tables, up to × 12. Past 10 blocks the easier tables drop away.",
    },
    bonus: "Unlocked by a 3-day practice streak or an active streak shield.",
  },
];
