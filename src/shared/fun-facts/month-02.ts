import type { FunFact } from "./fun-fact";

/** The fun facts of February: days 32-60 of the leap-year count. */
export const MONTH_FACTS: readonly FunFact[] = [
  { day: 32, category: "Joke", text: "What's a snake's favourite subject? Hiss-tory!" },
  {
    day: 33,
    category: "Shape Fact",
    text: "A pentagon has 5 sides. A famous building in the USA called the Pentagon has this shape.",
  },
  {
    day: 34,
    category: "Nature Fact",
    text: "Cheetahs are the fastest animals on land. They can sprint at about 100 kilometres an hour for a short time.",
  },
  {
    day: 35,
    category: "History",
    text: "The digits 0 to 9 that we use were first developed in India, then travelled to Europe with Arabic-speaking scholars.",
  },
  {
    day: 36,
    category: "Number Fact",
    text: "A prime number has exactly two factors: 1 and itself. 2, 3, 5, 7 and 11 are all prime numbers.",
  },
  { day: 37, category: "Joke", text: "Why did the two 4s skip their lunch? They already 8!" },
  {
    day: 38,
    category: "Shape Fact",
    text: "An octagon has 8 sides. Lots of road signs around the world that say STOP are octagons.",
  },
  {
    day: 39,
    category: "Nature Fact",
    text: "A giraffe's long neck has just seven bones, the same number as in your neck.",
  },
  {
    day: 40,
    category: "History",
    text: "About 1,400 years ago, the Indian mathematician Brahmagupta wrote down rules for using zero as a number.",
  },
  { day: 41, category: "Number Fact", text: "1 is not a prime number, because it has only one factor: itself." },
  { day: 42, category: "Joke", text: "What did the calculator say to the pencil? You can always count on me!" },
  { day: 43, category: "Shape Fact", text: "A cube has 6 faces, 12 edges and 8 vertices." },
  { day: 44, category: "Nature Fact", text: "Butterflies taste their food with their feet." },
  {
    day: 45,
    category: "History",
    text: "In 1202, Leonardo of Pisa, known as Fibonacci, wrote a book that helped bring the digits 0 to 9 to Europe.",
  },
  { day: 46, category: "Number Fact", text: "The numbers on opposite sides of an ordinary dice always add up to 7." },
  {
    day: 47,
    category: "Joke",
    text: "What do you get if you divide the distance round a pumpkin by the distance across it? Pumpkin pi!",
  },
  {
    day: 48,
    category: "Shape Fact",
    text: "A sphere is perfectly round, like a ball. It has no edges and no corners.",
  },
  {
    day: 49,
    category: "Nature Fact",
    text: "Sloths move so slowly that tiny green plants called algae can grow in their fur.",
  },
  {
    day: 50,
    category: "History",
    text: "The abacus is a counting frame with beads. People have used abacuses for thousands of years.",
  },
  {
    day: 51,
    category: "Number Fact",
    text: "If you write all the numbers from 1 to 100, you write the digit 9 twenty times.",
  },
  { day: 52, category: "Joke", text: "Which knight invented the round table? Sir Cumference!" },
  {
    day: 53,
    category: "Shape Fact",
    text: "A cylinder has two flat circle faces and one curved surface, just like a tin of beans.",
  },
  { day: 54, category: "Nature Fact", text: "A group of owls is called a parliament." },
  {
    day: 55,
    category: "History",
    text: "Stonehenge in Wiltshire was begun about 5,000 years ago. It lines up with the sunrise on midsummer's day.",
  },
  {
    day: 56,
    category: "Number Fact",
    text: "A googol is 1 followed by 100 zeros. The name Google was inspired by it.",
  },
  { day: 57, category: "Joke", text: "What do you call an angle that's been in a crash? A rect-angle!" },
  {
    day: 58,
    category: "Shape Fact",
    text: "A cone has one flat circle face and a point at the top, like an ice-cream cone.",
  },
  { day: 59, category: "Nature Fact", text: "A hedgehog has about 5,000 to 7,000 spines on its back." },
  {
    day: 60,
    category: "History",
    text: "Today is 29 February, leap day! It comes round only once every four years (or nearly), to keep our calendar in step with the Sun.",
  },
];
