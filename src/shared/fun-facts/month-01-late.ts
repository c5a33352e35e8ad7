import type { FunFact } from "./fun-fact";

/** The fun facts of January 16-31 (days 16-31 of the leap-year count). */
export const FACTS: readonly FunFact[] = [
  {
    day: 16,
    category: "Number Fact",
    text: "A number can be divided by 3 exactly if its digits add up to a multiple of 3. Try 123: 1 + 2 + 3 = 6.",
  },
  { day: 17, category: "Joke", text: "What did zero say to eight? Nice belt!" },
  {
    day: 18,
    category: "Shape Fact",
    text: "A square is a special kind of rectangle: all four of its sides are the same length.",
  },
  { day: 19, category: "Nature Fact", text: "A starfish can grow back an arm that it has lost." },
  {
    day: 20,
    category: "History",
    text: "The Romans wrote numbers using letters. You can still see Roman numerals on clocks and at the end of films.",
  },
  { day: 21, category: "Number Fact", text: "Every answer in the 5 times table ends in 0 or 5." },
  { day: 22, category: "Joke", text: "What's a bird's favourite kind of maths? Owl-gebra!" },
  { day: 23, category: "Shape Fact", text: "A circle has no corners and no straight sides." },
  {
    day: 24,
    category: "Nature Fact",
    text: "The blue whale is the biggest animal that has ever lived, even bigger than the largest dinosaurs.",
  },
  {
    day: 25,
    category: "History",
    text: "On many clock faces with Roman numerals, 4 is written as IIII instead of IV.",
  },
  { day: 26, category: "Number Fact", text: "Every answer in the 10 times table ends in 0." },
  { day: 27, category: "Joke", text: "How do you make seven even? Take away the 's'!" },
  {
    day: 28,
    category: "Shape Fact",
    text: "A hexagon has 6 sides. Honeybees build their honeycomb from hexagon-shaped cells.",
  },
  {
    day: 29,
    category: "Nature Fact",
    text: "A blue whale can grow to about 30 metres long, which is longer than a tennis court.",
  },
  {
    day: 30,
    category: "History",
    text: "About 4,000 years ago, the Babylonians counted in groups of 60. That is why an hour has 60 minutes.",
  },
  {
    day: 31,
    category: "Number Fact",
    text: "2 is the only even prime number. Every other even number can be divided by 2.",
  },
];
