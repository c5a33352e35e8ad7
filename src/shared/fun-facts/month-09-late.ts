import type { FunFact } from "./fun-fact";

/** The fun facts of September 16-30 (days 260-274 of the leap-year count). */
export const FACTS: readonly FunFact[] = [
  { day: 260, category: "History", text: "The ancient Maya counted in twenties instead of tens." },
  {
    day: 261,
    category: "Number Fact",
    text: "An even number multiplied by any whole number always gives an even answer.",
  },
  { day: 262, category: "Joke", text: "What do you call a bear caught in the rain? A drizzly bear!" },
  { day: 263, category: "Shape Fact", text: "Turning from North to East on a compass is a quarter turn clockwise." },
  {
    day: 264,
    category: "Nature Fact",
    text: "Ben Nevis in Scotland is the highest mountain in the UK, at 1,345 metres tall.",
  },
  {
    day: 265,
    category: "History",
    text: "In ancient Egyptian writing, a picture of a tadpole stood for the number 100,000.",
  },
  {
    day: 266,
    category: "Number Fact",
    text: "Half of an even number is a whole number. Half of an odd number ends in .5, like half of 7 is 3.5.",
  },
  { day: 267, category: "Joke", text: "Which month has 28 days? All of them!" },
  {
    day: 268,
    category: "Shape Fact",
    text: "A vertex is a corner where edges or sides meet. When there is more than one, we say vertices.",
  },
  {
    day: 269,
    category: "Nature Fact",
    text: "Mount Everest is the highest mountain on Earth. Its top is about 8,849 metres above sea level.",
  },
  {
    day: 270,
    category: "History",
    text: "The word 'digit' comes from the Latin word for finger. We often count on our fingers!",
  },
  {
    day: 271,
    category: "Number Fact",
    text: "A quarter is the same as two eighths. Fractions can look different but be worth the same!",
  },
  {
    day: 272,
    category: "Joke",
    text: "Why was the equals sign so humble? It knew it wasn't greater than or less than anyone else!",
  },
  {
    day: 273,
    category: "Shape Fact",
    text: "A semicircle is exactly half of a circle. Cut a round pizza straight through the middle and you get two!",
  },
  {
    day: 274,
    category: "Nature Fact",
    text: "The River Severn is the longest river in the UK, at about 350 kilometres long.",
  },
];
