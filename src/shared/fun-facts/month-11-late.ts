import type { FunFact } from "./fun-fact";

/** The fun facts of November 16-30 (days 321-335 of the leap-year count). */
export const FACTS: readonly FunFact[] = [
  {
    day: 321,
    category: "Number Fact",
    text: "An hour and a half is 90 minutes, the same length as a football match without the breaks.",
  },
  { day: 322, category: "Joke", text: "What's the best thing to put into a pie? Your teeth!" },
  { day: 323, category: "Shape Fact", text: "A pyramid with a triangle at the bottom has 4 vertices and 6 edges." },
  { day: 324, category: "Nature Fact", text: "Koalas sleep for around 18 to 22 hours a day." },
  {
    day: 325,
    category: "History",
    text: "Maryam Mirzakhani was the first woman to win the Fields Medal, one of the top prizes in maths, in 2014.",
  },
  {
    day: 326,
    category: "Number Fact",
    text: "1,729 is the smallest number you can make by adding two cubes together in two different ways: 1³ + 12³ and 9³ + 10³.",
  },
  { day: 327, category: "Joke", text: "Why did the robot go on holiday? It needed to recharge its batteries!" },
  {
    day: 328,
    category: "Shape Fact",
    text: "Soap bubbles are round because a sphere holds the most air inside the smallest skin.",
  },
  { day: 329, category: "Nature Fact", text: "Seahorse dads carry the eggs in a pouch until the babies are born." },
  {
    day: 330,
    category: "History",
    text: "In 1617, the Scottish mathematician John Napier invented 'Napier's bones', a set of rods to help with multiplying.",
  },
  { day: 331, category: "Number Fact", text: "Any number you multiply by 2 gives an even answer." },
  { day: 332, category: "Joke", text: "What did the stamp say to the envelope? Stick with me and we'll go places!" },
  {
    day: 333,
    category: "Shape Fact",
    text: "The flat sides of a 3D shape are called faces, and the lines where two faces meet are called edges.",
  },
  { day: 334, category: "Nature Fact", text: "The ostrich lays the biggest egg of any living bird." },
  { day: 335, category: "History", text: "In 1476, William Caxton set up the first printing press in England." },
];
