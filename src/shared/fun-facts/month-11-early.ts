import type { FunFact } from "./fun-fact";

/** The fun facts of November 1-15 (days 306-320 of the leap-year count). */
export const FACTS: readonly FunFact[] = [
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
];
