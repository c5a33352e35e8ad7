import type { FunFact } from "./fun-fact";

/** The fun facts of January: days 1-31 of the leap-year count. */
export const MONTH_FACTS: readonly FunFact[] = [
  {
    day: 1,
    category: "Number Fact",
    text: "Zero is an even number, because it can be shared into two equal groups of nothing.",
  },
  { day: 2, category: "Joke", text: "Why should you never argue with a 90-degree angle? Because it's always right!" },
  {
    day: 3,
    category: "Shape Fact",
    text: "A triangle has 3 straight sides and 3 corners. The corners are called vertices.",
  },
  { day: 4, category: "Nature Fact", text: "An octopus has three hearts and blue blood." },
  {
    day: 5,
    category: "History",
    text: "The equals sign was invented by Welsh mathematician Robert Recorde in 1557. He chose two parallel lines because no two things could be more equal.",
  },
  { day: 6, category: "Number Fact", text: "If you add up all the whole numbers from 1 to 10, you get 55." },
  { day: 7, category: "Joke", text: "What do you call a number that can't keep still? A roamin' numeral!" },
  { day: 8, category: "Shape Fact", text: "The three angles inside any triangle always add up to 180 degrees." },
  {
    day: 9,
    category: "Nature Fact",
    text: "Honeybees have five eyes: two big ones on the sides of their head and three tiny ones on top.",
  },
  { day: 10, category: "History", text: "The + and − signs first appeared in a printed book in Germany in 1489." },
  { day: 11, category: "Number Fact", text: "Any number multiplied by 0 is 0. Even a million times 0 is 0!" },
  { day: 12, category: "Joke", text: "Why did the pupil wear glasses in maths lessons? To help with di-vision!" },
  {
    day: 13,
    category: "Shape Fact",
    text: "The four angles inside any four-sided shape always add up to 360 degrees.",
  },
  {
    day: 14,
    category: "Nature Fact",
    text: "Spiders have eight legs, but insects have six. So a spider is not an insect!",
  },
  { day: 15, category: "History", text: "The Great Pyramid of Giza in Egypt was built about 4,500 years ago." },
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
