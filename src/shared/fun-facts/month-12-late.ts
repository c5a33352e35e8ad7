import type { FunFact } from "./fun-fact";

/** The fun facts of December 16-31 (days 351-366 of the leap-year count). */
export const FACTS: readonly FunFact[] = [
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
