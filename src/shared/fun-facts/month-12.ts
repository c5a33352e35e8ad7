import type { FunFact } from "./fun-fact";

/** The fun facts of December: days 336-366 of the leap-year count. */
export const MONTH_FACTS: readonly FunFact[] = [
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
  { day: 351, category: "Number Fact", text: "There are 100 centimetres in a metre. 'Centi' means a hundredth." },
  { day: 352, category: "Joke", text: "Why did the tomato turn red? It saw the salad dressing!" },
  { day: 353, category: "Shape Fact", text: "A square has 4 right angles, and so does every rectangle." },
  { day: 354, category: "Nature Fact", text: "Tigers have stripes on their skin as well as on their fur." },
  {
    day: 355,
    category: "History",
    text: "Emmy Noether was a German mathematician whose discoveries still help scientists today.",
  },
  {
    day: 356,
    category: "Number Fact",
    text: "A leap year has 366 days. Most years that can be divided by 4 are leap years, like 2024 and 2028.",
  },
  { day: 357, category: "Joke", text: "Why was the calendar so popular? It had lots of dates!" },
  {
    day: 358,
    category: "Shape Fact",
    text: "A regular polygon has all its sides the same length and all its angles the same size.",
  },
  { day: 359, category: "Nature Fact", text: "Birds are the living relatives of the dinosaurs." },
  { day: 360, category: "History", text: "Tally marks grouped in fives are one of the oldest ways of keeping count." },
  {
    day: 361,
    category: "Number Fact",
    text: "Dividing by 2 is the same as halving, and dividing by 4 is the same as halving twice.",
  },
  { day: 362, category: "Joke", text: "What do you call a lazy kangaroo? A pouch potato!" },
  {
    day: 363,
    category: "Shape Fact",
    text: "A cylinder rolls in a straight line, but a cone rolls round in a circle. Try it with a paper cup!",
  },
  {
    day: 364,
    category: "Nature Fact",
    text: "The Moon is slowly drifting away from Earth, by about 4 centimetres each year.",
  },
  { day: 365, category: "History", text: "The Great Fire of London began in a bakery on Pudding Lane in 1666." },
  {
    day: 366,
    category: "Number Fact",
    text: "Every whole number bigger than 1 is either prime or can be made by multiplying prime numbers together: 12 = 2 × 2 × 3.",
  },
];
