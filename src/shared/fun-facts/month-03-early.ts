import type { FunFact } from "./fun-fact";

/** The fun facts of March 1-15 (days 61-75 of the leap-year count). */
export const FACTS: readonly FunFact[] = [
  { day: 61, category: "Number Fact", text: "Roman numerals have no symbol for zero." },
  {
    day: 62,
    category: "Joke",
    text: "How do you keep warm in a cold room? Stand in the corner, because it's always 90 degrees!",
  },
  {
    day: 63,
    category: "Shape Fact",
    text: "A square-based pyramid has 5 faces: one square at the bottom and four triangles.",
  },
  {
    day: 64,
    category: "Nature Fact",
    text: "Hedgehogs in Britain hibernate through the winter, sleeping in cosy nests of leaves.",
  },
  {
    day: 65,
    category: "History",
    text: "Ada Lovelace, born in London in 1815, wrote what many people call the first computer program.",
  },
  { day: 66, category: "Number Fact", text: "12 is called a dozen, and twelve dozen (144) is called a gross." },
  { day: 67, category: "Joke", text: "What tool is best for doing maths? Multi-pliers!" },
  { day: 68, category: "Shape Fact", text: "A right angle measures 90 degrees, like the corner of a sheet of paper." },
  { day: 69, category: "Nature Fact", text: "Robins sing all year round in Britain, even in the middle of winter." },
  {
    day: 70,
    category: "History",
    text: "Alan Turing was a brilliant British mathematician who helped to crack secret codes during the Second World War.",
  },
  { day: 71, category: "Number Fact", text: "11 × 11 = 121, and 111 × 111 = 12,321. Can you spot the pattern?" },
  {
    day: 72,
    category: "Joke",
    text: "Why did the girl do her times tables on the floor? Her teacher said not to use tables!",
  },
  {
    day: 73,
    category: "Shape Fact",
    text: "A full turn is 360 degrees, a half turn is 180 degrees and a quarter turn is 90 degrees.",
  },
  { day: 74, category: "Nature Fact", text: "Some oak trees in Britain are more than 1,000 years old." },
  { day: 75, category: "History", text: "Alan Turing's picture is on the Bank of England £50 note." },
];
