import type { FunFact } from "./fun-fact";

/** The fun facts of November: days 306-335 of the leap-year count. */
export const MONTH_FACTS: readonly FunFact[] = [
  {
    day: 306,
    category: "Number Fact",
    text: "Forty is the only number whose letters in English are in alphabetical order: F-O-R-T-Y.",
  },
  { day: 307, category: "Joke", text: "What has one eye but can't see? A needle!" },
  {
    day: 308,
    category: "Shape Fact",
    text: "A regular shape with 6 sides has 6 lines of symmetry. Every regular polygon has as many lines of symmetry as sides.",
  },
  {
    day: 309,
    category: "Nature Fact",
    text: "Squirrels bury nuts to eat in winter. The nuts they forget can grow into new trees.",
  },
  {
    day: 310,
    category: "History",
    text: "William the Conqueror began building the Tower of London more than 900 years ago.",
  },
  { day: 311, category: "Number Fact", text: "To remember 7 × 8, think '5, 6, 7, 8': 56 = 7 × 8." },
  { day: 312, category: "Joke", text: "What can you catch but never throw? A cold!" },
  {
    day: 313,
    category: "Shape Fact",
    text: "A square has rotational symmetry: it looks exactly the same 4 times during one full turn.",
  },
  { day: 314, category: "Nature Fact", text: "Bats are the only mammals that can really fly." },
  {
    day: 315,
    category: "History",
    text: "In 1086, William the Conqueror ordered the Domesday Book, a giant count of the land and animals in England.",
  },
  {
    day: 316,
    category: "Number Fact",
    text: "Multiplying by 100 moves every digit two places to the left: 7 becomes 700.",
  },
  { day: 317, category: "Joke", text: "What has a bottom at the top? Your legs!" },
  { day: 318, category: "Shape Fact", text: "A triangular prism has 6 vertices and 9 edges." },
  {
    day: 319,
    category: "Nature Fact",
    text: "A tiny pipistrelle bat can eat thousands of little insects in one night.",
  },
  {
    day: 320,
    category: "History",
    text: "The first count of all the people in Britain, called a census, took place in 1801.",
  },
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
