export const FUN_FACT_CATEGORIES = ["Joke", "Number Fact", "Shape Fact", "Nature Fact", "History"] as const;
export type FunFactCategory = (typeof FUN_FACT_CATEGORIES)[number];

/** One day's entry of the daily fun facts. */
export interface FunFact {
  day: number;
  category: FunFactCategory;
  text: string;
}
