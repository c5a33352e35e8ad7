import type { FunFact } from "./fun-fact";

/** The fun facts of October: days 275-305 of the leap-year count. */
export const MONTH_FACTS: readonly FunFact[] = [
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
  {
    day: 290,
    category: "History",
    text: "September comes from the Latin for seven, and December from the Latin for ten. They moved when the calendar changed.",
  },
  { day: 291, category: "Number Fact", text: "We count in tens, probably because we have ten fingers to count on." },
  { day: 292, category: "Joke", text: "Why did the biscuit go to the doctor? It was feeling crummy!" },
  { day: 293, category: "Shape Fact", text: "All six faces of a cube are squares of exactly the same size." },
  {
    day: 294,
    category: "Nature Fact",
    text: "Goldfish can remember things for months, not just for a few seconds as people sometimes say.",
  },
  {
    day: 295,
    category: "History",
    text: "Saturday is named after Saturn, a Roman god, and Sunday and Monday are named after the Sun and the Moon.",
  },
  { day: 296, category: "Number Fact", text: "If you add up all the whole numbers from 1 to 100, you get 5,050." },
  { day: 297, category: "Joke", text: "What falls in winter but never gets hurt? Snow!" },
  {
    day: 298,
    category: "Shape Fact",
    text: "The word 'geometry' comes from Greek words meaning 'measuring the earth'.",
  },
  { day: 299, category: "Nature Fact", text: "Most crabs walk sideways." },
  { day: 300, category: "History", text: "Thursday is named after Thor, the Norse god of thunder." },
  {
    day: 301,
    category: "Number Fact",
    text: "To multiply by 9, multiply by 10 and take one lot away: 9 × 7 is 70 − 7, which is 63.",
  },
  { day: 302, category: "Joke", text: "What has a neck but no head? A bottle!" },
  { day: 303, category: "Shape Fact", text: "An equilateral triangle has 3 lines of symmetry." },
  { day: 304, category: "Nature Fact", text: "A newborn giraffe can be taller than most grown-up people!" },
  { day: 305, category: "History", text: "The first FA Cup final was played in 1872." },
];
