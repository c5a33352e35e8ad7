import type { FunFact } from "./fun-fact";

/** The fun facts of June 16-30 (days 168-182 of the leap-year count). */
export const FACTS: readonly FunFact[] = [
  {
    day: 168,
    category: "Shape Fact",
    text: "The radius of a circle goes from the centre to the edge. The diameter goes all the way across and is twice as long.",
  },
  {
    day: 169,
    category: "Nature Fact",
    text: "Earthworms are great gardeners. They mix the soil and make tunnels that let in air and water.",
  },
  {
    day: 170,
    category: "History",
    text: "Big Ben is really the name of the great bell inside the clock tower at the Houses of Parliament in London.",
  },
  {
    day: 171,
    category: "Number Fact",
    text: "100 is 10 × 10, so it is a square number. 1,000 is 10 × 10 × 10, so it is a cube number.",
  },
  { day: 172, category: "Joke", text: "How do you make 'one' disappear? Put a 'g' in front of it, and it's gone!" },
  { day: 173, category: "Shape Fact", text: "The distance all the way around a circle is called its circumference." },
  {
    day: 174,
    category: "Nature Fact",
    text: "Dolphins sleep with one half of their brain at a time, so they can keep swimming and breathing.",
  },
  {
    day: 175,
    category: "History",
    text: "The Prime Meridian, the line from which the world measures east and west, runs through Greenwich in London.",
  },
  {
    day: 176,
    category: "Number Fact",
    text: "A million is a thousand thousands. Counting to a million, one number every second, would take more than 11 days!",
  },
  { day: 177, category: "Joke", text: "Why is the letter A like a flower? Because a B comes after it!" },
  {
    day: 178,
    category: "Shape Fact",
    text: "Pi is a number a little bigger than 3. The distance around any circle is about 3.14 times the distance across it.",
  },
  {
    day: 179,
    category: "Nature Fact",
    text: "Sea otters sometimes hold paws while they sleep so that they don't drift apart.",
  },
  {
    day: 180,
    category: "History",
    text: "In 1884, countries around the world agreed to measure time and longitude from Greenwich in London.",
  },
  {
    day: 181,
    category: "Number Fact",
    text: "A number can be divided by 9 exactly if its digits add up to a multiple of 9. Try 729: 7 + 2 + 9 = 18.",
  },
  { day: 182, category: "Joke", text: "What's orange and sounds like a parrot? A carrot!" },
];
