import type { FunFact } from "./fun-fact";

/** The fun facts of October 16-31 (days 290-305 of the leap-year count). */
export const FACTS: readonly FunFact[] = [
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
