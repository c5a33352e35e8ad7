import type { FunFact } from "./fun-fact";

/** The fun facts of February 16-29 (days 47-60 of the leap-year count). */
export const FACTS: readonly FunFact[] = [
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
