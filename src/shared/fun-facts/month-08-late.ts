import type { FunFact } from "./fun-fact";

/** The fun facts of August 16-31 (days 229-244 of the leap-year count). */
export const FACTS: readonly FunFact[] = [
  {
    day: 229,
    category: "Nature Fact",
    text: "A rainbow's colours always come in the same order: red, orange, yellow, green, blue, indigo and violet.",
  },
  { day: 230, category: "History", text: "The modern Olympic Games began in Athens, Greece, in 1896." },
  {
    day: 231,
    category: "Number Fact",
    text: "3 × 37 = 111, 6 × 37 = 222 and 9 × 37 = 333. What do you think 12 × 37 is?",
  },
  { day: 232, category: "Joke", text: "What's a cat's favourite colour? Purr-ple!" },
  {
    day: 233,
    category: "Shape Fact",
    text: "A net is a flat pattern that folds up into a 3D shape. The net of a cube is made of 6 squares.",
  },
  { day: 234, category: "Nature Fact", text: "A flash of lightning is hotter than the surface of the Sun." },
  { day: 235, category: "History", text: "London has hosted the Olympic Games three times: in 1908, 1948 and 2012." },
  { day: 236, category: "Number Fact", text: "12,345,679 × 9 = 111,111,111. Try it on a calculator!" },
  { day: 237, category: "Joke", text: "What do you call a dog that does magic tricks? A labracadabrador!" },
  {
    day: 238,
    category: "Shape Fact",
    text: "There are 11 different nets that fold up into a cube. Can you find some of them?",
  },
  {
    day: 239,
    category: "Nature Fact",
    text: "To work out how far away a storm is, count the seconds between the lightning and the thunder. Every 3 seconds is about 1 kilometre.",
  },
  {
    day: 240,
    category: "History",
    text: "In the 1830s, Charles Babbage designed a machine called the Analytical Engine, an early idea for a computer.",
  },
  {
    day: 241,
    category: "Number Fact",
    text: "Negative numbers are less than zero. On a frosty morning the temperature can be −5 °C.",
  },
  { day: 242, category: "Joke", text: "Why do birds fly south for the winter? Because it's too far to walk!" },
  {
    day: 243,
    category: "Shape Fact",
    text: "Of all the shapes with the same perimeter, a circle holds the most space inside.",
  },
  {
    day: 244,
    category: "Nature Fact",
    text: "Snowflakes almost always have six sides or six arms, because of the way water freezes.",
  },
];
