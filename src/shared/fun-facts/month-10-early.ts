import type { FunFact } from "./fun-fact";

/** The fun facts of October 1-15 (days 275-289 of the leap-year count). */
export const FACTS: readonly FunFact[] = [
  {
    day: 275,
    category: "History",
    text: "The Rhind Papyrus is an Egyptian maths book more than 3,500 years old. It is full of maths puzzles.",
  },
  { day: 276, category: "Number Fact", text: "50% means a half, and 25% means a quarter." },
  { day: 277, category: "Joke", text: "What do you call a bee that can't make up its mind? A maybe!" },
  {
    day: 278,
    category: "Shape Fact",
    text: "A regular hexagon can be cut into 6 equilateral triangles that all meet in the middle.",
  },
  { day: 279, category: "Nature Fact", text: "Cats often sleep for 12 to 16 hours a day." },
  {
    day: 280,
    category: "History",
    text: "Long ago, mathematicians in China did their sums by laying out small sticks called counting rods.",
  },
  { day: 281, category: "Number Fact", text: "Per cent means 'out of a hundred', so 30% means 30 out of every 100." },
  { day: 282, category: "Joke", text: "How do you organise a party in space? You planet!" },
  {
    day: 283,
    category: "Shape Fact",
    text: "Any polygon can be cut into triangles. Cutting a square from corner to corner makes 2 triangles.",
  },
  { day: 284, category: "Nature Fact", text: "A dog's sense of smell is thousands of times better than ours." },
  {
    day: 285,
    category: "History",
    text: "October comes from the Latin word for eight, because it used to be the eighth month of the year.",
  },
  {
    day: 286,
    category: "Number Fact",
    text: "There is no biggest number. Whatever number you think of, you can always add 1.",
  },
  { day: 287, category: "Joke", text: "What kind of music do planets like? Nep-tunes!" },
  { day: 288, category: "Shape Fact", text: "A sphere has one curved surface and no flat faces at all." },
  { day: 289, category: "Nature Fact", text: "A cow's stomach has four parts, which help it to digest grass." },
];
