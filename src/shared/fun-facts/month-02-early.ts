import type { FunFact } from "./fun-fact";

/** The fun facts of February 1-15 (days 32-46 of the leap-year count). */
export const FACTS: readonly FunFact[] = [
  { day: 32, category: "Joke", text: "What's a snake's favourite subject? Hiss-tory!" },
  {
    day: 33,
    category: "Shape Fact",
    text: "A pentagon has 5 sides. A famous building in the USA called the Pentagon has this shape.",
  },
  {
    day: 34,
    category: "Nature Fact",
    text: "Cheetahs are the fastest animals on land. They can sprint at about 100 kilometres an hour for a short time.",
  },
  {
    day: 35,
    category: "History",
    text: "The digits 0 to 9 that we use were first developed in India, then travelled to Europe with Arabic-speaking scholars.",
  },
  {
    day: 36,
    category: "Number Fact",
    text: "A prime number has exactly two factors: 1 and itself. 2, 3, 5, 7 and 11 are all prime numbers.",
  },
  { day: 37, category: "Joke", text: "Why did the two 4s skip their lunch? They already 8!" },
  {
    day: 38,
    category: "Shape Fact",
    text: "An octagon has 8 sides. Lots of road signs around the world that say STOP are octagons.",
  },
  {
    day: 39,
    category: "Nature Fact",
    text: "A giraffe's long neck has just seven bones, the same number as in your neck.",
  },
  {
    day: 40,
    category: "History",
    text: "About 1,400 years ago, the Indian mathematician Brahmagupta wrote down rules for using zero as a number.",
  },
  { day: 41, category: "Number Fact", text: "1 is not a prime number, because it has only one factor: itself." },
  { day: 42, category: "Joke", text: "What did the calculator say to the pencil? You can always count on me!" },
  { day: 43, category: "Shape Fact", text: "A cube has 6 faces, 12 edges and 8 vertices." },
  { day: 44, category: "Nature Fact", text: "Butterflies taste their food with their feet." },
  {
    day: 45,
    category: "History",
    text: "In 1202, Leonardo of Pisa, known as Fibonacci, wrote a book that helped bring the digits 0 to 9 to Europe.",
  },
  { day: 46, category: "Number Fact", text: "The numbers on opposite sides of an ordinary dice always add up to 7." },
];
