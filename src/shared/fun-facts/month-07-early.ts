import type { FunFact } from "./fun-fact";

/** The fun facts of July 1-15 (days 183-197 of the leap-year count). */
export const FACTS: readonly FunFact[] = [
  {
    day: 183,
    category: "Shape Fact",
    text: "Squares, equilateral triangles and regular hexagons tessellate: they fit together with no gaps, like tiles on a floor.",
  },
  {
    day: 184,
    category: "Nature Fact",
    text: "An African elephant is the biggest animal on land. A large one can weigh more than 6,000 kilograms.",
  },
  {
    day: 185,
    category: "History",
    text: "The world's first postage stamp, the Penny Black, was issued in Britain in 1840.",
  },
  {
    day: 186,
    category: "Number Fact",
    text: "A number can be divided by 4 exactly if its last two digits can. 316 works, because 16 ÷ 4 = 4.",
  },
  { day: 187, category: "Joke", text: "What do you call a train carrying bubblegum? A chew-chew train!" },
  {
    day: 188,
    category: "Shape Fact",
    text: "Regular pentagons cannot tile a floor on their own. They always leave gaps!",
  },
  {
    day: 189,
    category: "Nature Fact",
    text: "An elephant's trunk has tens of thousands of muscles. It can pick up a single peanut!",
  },
  {
    day: 190,
    category: "History",
    text: "The Stockton and Darlington Railway opened in 1825. It was one of the first public railways to use steam engines.",
  },
  { day: 191, category: "Number Fact", text: "The first ten prime numbers are 2, 3, 5, 7, 11, 13, 17, 19, 23 and 29." },
  { day: 192, category: "Joke", text: "Why are fish so clever? Because they live in schools!" },
  {
    day: 193,
    category: "Shape Fact",
    text: "A shape with 10 sides is called a decagon, and a shape with 12 sides is called a dodecagon.",
  },
  {
    day: 194,
    category: "Nature Fact",
    text: "A baby kangaroo is called a joey. It lives in its mum's pouch for months while it grows.",
  },
  { day: 195, category: "History", text: "Julius Caesar added leap years to the calendar more than 2,000 years ago." },
  {
    day: 196,
    category: "Number Fact",
    text: "Triangle numbers are 1, 3, 6, 10, 15 and so on. You can arrange that many dots into a triangle.",
  },
  { day: 197, category: "Joke", text: "What kind of tree fits in your hand? A palm tree!" },
];
