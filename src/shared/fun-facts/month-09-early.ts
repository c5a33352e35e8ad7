import type { FunFact } from "./fun-fact";

/** The fun facts of September 1-15 (days 245-259 of the leap-year count). */
export const FACTS: readonly FunFact[] = [
  {
    day: 245,
    category: "History",
    text: "Colossus, one of the first electronic computers, was built in Britain during the Second World War to read secret messages.",
  },
  {
    day: 246,
    category: "Number Fact",
    text: "In Roman numerals, I is 1, V is 5, X is 10, L is 50, C is 100, D is 500 and M is 1,000.",
  },
  { day: 247, category: "Joke", text: "Why did the golfer wear two pairs of trousers? In case he got a hole in one!" },
  { day: 248, category: "Shape Fact", text: "The hands of a clock make a right angle at 3 o'clock and at 9 o'clock." },
  { day: 249, category: "Nature Fact", text: "Water freezes into ice at 0 °C and boils at 100 °C." },
  {
    day: 250,
    category: "History",
    text: "A bone about 20,000 years old found in Africa has scratched marks that may have been used for counting.",
  },
  {
    day: 251,
    category: "Number Fact",
    text: "2 + 2 = 4 and 2 × 2 = 4. Adding 2 to itself and multiplying 2 by itself give the same answer!",
  },
  { day: 252, category: "Joke", text: "What did the big flower say to the little flower? Hi, bud!" },
  {
    day: 253,
    category: "Shape Fact",
    text: "At 6 o'clock the hands of a clock make a straight line, which is an angle of 180 degrees.",
  },
  { day: 254, category: "Nature Fact", text: "About 70% of the Earth's surface is covered in water." },
  {
    day: 255,
    category: "History",
    text: "The Maya of Central America had a symbol for zero, shaped a little like a shell.",
  },
  { day: 256, category: "Number Fact", text: "An odd number multiplied by an odd number is always odd: 3 × 5 = 15." },
  { day: 257, category: "Joke", text: "Why did the music teacher need a ladder? To reach the high notes!" },
  {
    day: 258,
    category: "Shape Fact",
    text: "Turning clockwise means turning the same way as the hands of a clock. The other way is anticlockwise.",
  },
  {
    day: 259,
    category: "Nature Fact",
    text: "The Pacific is the biggest ocean on Earth. All the land on Earth could fit inside it.",
  },
];
