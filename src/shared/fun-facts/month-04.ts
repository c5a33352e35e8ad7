import type { FunFact } from "./fun-fact";

/** The fun facts of April: days 92-121 of the leap-year count. */
export const MONTH_FACTS: readonly FunFact[] = [
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
