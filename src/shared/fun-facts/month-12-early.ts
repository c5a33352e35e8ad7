import type { FunFact } from "./fun-fact";

/** The fun facts of December 1-15 (days 336-350 of the leap-year count). */
export const FACTS: readonly FunFact[] = [
  {
    day: 336,
    category: "Number Fact",
    text: "The 3 times table goes 3, 6, 9, 12, 15, 18, 21, 24, 27, 30. Notice how it goes odd, even, odd, even?",
  },
  { day: 337, category: "Joke", text: "Why are ghosts bad at telling fibs? Because you can see right through them!" },
  {
    day: 338,
    category: "Shape Fact",
    text: "When you read coordinates like (3, 5), go along 3 first and then up 5. Along the corridor, then up the stairs!",
  },
  { day: 339, category: "Nature Fact", text: "An ostrich's eye is bigger than its brain." },
  {
    day: 340,
    category: "History",
    text: "Sophie Germain taught herself maths by candlelight in France over 200 years ago, and became a famous mathematician.",
  },
  { day: 341, category: "Number Fact", text: "Doubling 1 ten times gives 1,024. Doubling grows numbers very quickly!" },
  { day: 342, category: "Joke", text: "What do you call a fly without wings? A walk!" },
  {
    day: 343,
    category: "Shape Fact",
    text: "An oval is like a stretched circle. Eggs and running tracks are oval-ish shapes.",
  },
  { day: 344, category: "Nature Fact", text: "Polar bears have black skin under their fur, which looks white." },
  {
    day: 345,
    category: "History",
    text: "Srinivasa Ramanujan, a brilliant mathematician from India, worked at Cambridge University more than 100 years ago.",
  },
  {
    day: 346,
    category: "Number Fact",
    text: "There are 1,000 metres in a kilometre and 1,000 grams in a kilogram. 'Kilo' means a thousand.",
  },
  { day: 347, category: "Joke", text: "What did the tree say when spring arrived? What a re-leaf!" },
  {
    day: 348,
    category: "Shape Fact",
    text: "A straight line is the shortest path between two points on a flat surface.",
  },
  { day: 349, category: "Nature Fact", text: "No two zebras have exactly the same stripes." },
  {
    day: 350,
    category: "History",
    text: "The Rubik's Cube was invented in 1974 by Ernő Rubik, a teacher from Hungary.",
  },
];
