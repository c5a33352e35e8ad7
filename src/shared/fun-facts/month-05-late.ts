import type { FunFact } from "./fun-fact";

/** The fun facts of May 16-31 (days 137-152 of the leap-year count). */
export const FACTS: readonly FunFact[] = [
  { day: 137, category: "Joke", text: "Why can't a bicycle stand up on its own? It's two-tyred!" },
  { day: 138, category: "Shape Fact", text: "A scalene triangle has three sides that are all different lengths." },
  { day: 139, category: "Nature Fact", text: "Your heart beats about 100,000 times every day." },
  {
    day: 140,
    category: "History",
    text: "Pythagoras was an ancient Greek thinker. A famous rule about right-angled triangles is named after him.",
  },
  {
    day: 141,
    category: "Number Fact",
    text: "Palindromic numbers read the same forwards and backwards, like 121, 353 and 8,008.",
  },
  { day: 142, category: "Joke", text: "What did the sea say to the beach? Nothing, it just waved!" },
  { day: 143, category: "Shape Fact", text: "A right-angled triangle has one angle of exactly 90 degrees." },
  {
    day: 144,
    category: "Nature Fact",
    text: "A grown-up has 206 bones. Babies are born with about 300, and some of them join together as they grow.",
  },
  {
    day: 145,
    category: "History",
    text: "Hypatia of Alexandria was a mathematician and teacher who lived more than 1,600 years ago.",
  },
  { day: 146, category: "Number Fact", text: "Multiplying any number by 1 leaves it exactly the same." },
  { day: 147, category: "Joke", text: "Why did the Sun go to school? To get even brighter!" },
  {
    day: 148,
    category: "Shape Fact",
    text: "A rhombus has four sides of the same length. It looks like a square that has been gently pushed over.",
  },
  {
    day: 149,
    category: "Nature Fact",
    text: "The smallest bone in your body is deep inside your ear. It is about the size of a grain of rice.",
  },
  { day: 150, category: "History", text: "The Romans measured long distances in miles. A Roman mile was 1,000 paces." },
  { day: 151, category: "Number Fact", text: "A whole number that ends in 0, 2, 4, 6 or 8 is even." },
  { day: 152, category: "Joke", text: "What do you call a cow in an earthquake? A milkshake!" },
];
