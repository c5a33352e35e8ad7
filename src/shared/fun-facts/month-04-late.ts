import type { FunFact } from "./fun-fact";

/** The fun facts of April 16-30 (days 107-121 of the leap-year count). */
export const FACTS: readonly FunFact[] = [
  { day: 107, category: "Joke", text: "What has hands but can't clap? A clock!" },
  {
    day: 108,
    category: "Shape Fact",
    text: "Area is the amount of space inside a flat shape. For a rectangle, multiply the length by the width.",
  },
  { day: 109, category: "Nature Fact", text: "Light from the Sun takes about 8 minutes to reach us here on Earth." },
  { day: 110, category: "History", text: "In July 1969, Neil Armstrong became the first person to walk on the Moon." },
  {
    day: 111,
    category: "Number Fact",
    text: "Multiplying by 10 moves every digit one place to the left: 34 becomes 340.",
  },
  { day: 112, category: "Joke", text: "What gets wetter the more it dries? A towel!" },
  {
    day: 113,
    category: "Shape Fact",
    text: "A rectangle 3 cm long and 4 cm wide has an area of 12 square centimetres.",
  },
  {
    day: 114,
    category: "Nature Fact",
    text: "The Moon has no wind or rain, so astronauts' footprints there can last for a very long time.",
  },
  {
    day: 115,
    category: "History",
    text: "In 1991, Helen Sharman became the first British astronaut to go into space.",
  },
  { day: 116, category: "Number Fact", text: "Half of 100 is 50, half of 50 is 25, and half of 25 is 12.5." },
  { day: 117, category: "Joke", text: "What has lots of keys but can't open a single door? A piano!" },
  {
    day: 118,
    category: "Shape Fact",
    text: "Parallel lines always stay the same distance apart and never meet, like the two rails of a railway track.",
  },
  { day: 119, category: "Nature Fact", text: "Jupiter is the biggest planet in our Solar System." },
  {
    day: 120,
    category: "History",
    text: "In 2015, Tim Peake became the first British European Space Agency astronaut to visit the International Space Station.",
  },
  {
    day: 121,
    category: "Number Fact",
    text: "You can multiply two numbers in either order: 3 × 4 gives the same answer as 4 × 3.",
  },
];
