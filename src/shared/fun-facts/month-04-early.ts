import type { FunFact } from "./fun-fact";

/** The fun facts of April 1-15 (days 92-106 of the leap-year count). */
export const FACTS: readonly FunFact[] = [
  { day: 92, category: "Joke", text: "What do you call a bear with no teeth? A gummy bear!" },
  {
    day: 93,
    category: "Shape Fact",
    text: "A circle has more lines of symmetry than you could ever count: any line through its centre works.",
  },
  {
    day: 94,
    category: "Nature Fact",
    text: "Emperor penguin dads keep their egg warm on their feet for about two months.",
  },
  {
    day: 95,
    category: "History",
    text: "Florence Nightingale used clever charts to show that cleaner hospitals saved soldiers' lives.",
  },
  {
    day: 96,
    category: "Number Fact",
    text: "Adding odd numbers in order makes square numbers: 1 + 3 = 4, and 1 + 3 + 5 = 9.",
  },
  { day: 97, category: "Joke", text: "What do you call a sleeping bull? A bulldozer!" },
  {
    day: 98,
    category: "Shape Fact",
    text: "The 20p and 50p coins have 7 curved sides. They are shaped like heptagons.",
  },
  { day: 99, category: "Nature Fact", text: "A day on Venus is longer than a year on Venus!" },
  {
    day: 100,
    category: "History",
    text: "In 1858, Florence Nightingale became the first woman member of the Royal Statistical Society.",
  },
  {
    day: 101,
    category: "Number Fact",
    text: "There are 60 seconds in a minute and 60 minutes in an hour, so one hour has 3,600 seconds.",
  },
  { day: 102, category: "Joke", text: "Why don't eggs tell jokes? They would crack each other up!" },
  { day: 103, category: "Shape Fact", text: "The perimeter of a shape is the distance all the way around its edge." },
  {
    day: 104,
    category: "Nature Fact",
    text: "The Sun is a star. It is so big that more than a million Earths could fit inside it.",
  },
  {
    day: 105,
    category: "History",
    text: "More than 200 years ago, Mary Anning found amazing fossils on the beach at Lyme Regis, including a whole sea reptile.",
  },
  { day: 106, category: "Number Fact", text: "There are 86,400 seconds in one day." },
];
