import type { FunFact } from "./fun-fact";

/** The fun facts of June 1-15 (days 153-167 of the leap-year count). */
export const FACTS: readonly FunFact[] = [
  {
    day: 153,
    category: "Shape Fact",
    text: "A parallelogram has two pairs of parallel sides. Its opposite sides are the same length.",
  },
  {
    day: 154,
    category: "Nature Fact",
    text: "Frogs do not need to drink with their mouths. They soak up water through their skin.",
  },
  { day: 155, category: "History", text: "The word 'mile' comes from the Latin word 'mille', which means a thousand." },
  {
    day: 156,
    category: "Number Fact",
    text: "To double a number, add it to itself: double 17 is 17 + 17, which is 34.",
  },
  { day: 157, category: "Joke", text: "Where do sheep go for a haircut? To the baa-baa shop!" },
  { day: 158, category: "Shape Fact", text: "A trapezium is a four-sided shape with a pair of parallel sides." },
  {
    day: 159,
    category: "Nature Fact",
    text: "A caterpillar changes into a butterfly inside a case called a chrysalis. This amazing change is called metamorphosis.",
  },
  {
    day: 160,
    category: "History",
    text: "The word 'calculate' comes from a Latin word for a small pebble, because people once counted with stones.",
  },
  {
    day: 161,
    category: "Number Fact",
    text: "To multiply by 4, double and double again: 13 doubled is 26, and 26 doubled is 52. So 4 × 13 = 52.",
  },
  { day: 162, category: "Joke", text: "What do elves learn at school? The elf-abet!" },
  { day: 163, category: "Shape Fact", text: "A kite has two pairs of equal sides, and each pair sits side by side." },
  {
    day: 164,
    category: "Nature Fact",
    text: "Ladybirds are not always red with black spots. Some are yellow, orange or even black with red spots.",
  },
  {
    day: 165,
    category: "History",
    text: "Hadrian's Wall, built by the Romans across the north of England, is about 73 miles long.",
  },
  {
    day: 166,
    category: "Number Fact",
    text: "To multiply by 5, multiply by 10 and then halve: 18 × 10 = 180, and half of 180 is 90. So 5 × 18 = 90.",
  },
  { day: 167, category: "Joke", text: "Why did the square go to the gym? To stay in shape!" },
];
