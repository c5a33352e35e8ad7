import type { FunFact } from "./fun-fact";

/** The fun facts of August 1-15 (days 214-228 of the leap-year count). */
export const FACTS: readonly FunFact[] = [
  {
    day: 214,
    category: "Nature Fact",
    text: "Swallows that nest in Britain in summer fly all the way to southern Africa for the winter.",
  },
  {
    day: 215,
    category: "History",
    text: "The ancient Egyptians measured with cubits. A cubit was the length from the elbow to the tip of the middle finger.",
  },
  {
    day: 216,
    category: "Number Fact",
    text: "A decade is 10 years, a century is 100 years and a millennium is 1,000 years.",
  },
  { day: 217, category: "Joke", text: "What room has no doors and no windows? A mushroom!" },
  { day: 218, category: "Shape Fact", text: "A tetrahedron is a pyramid with 4 faces, and every face is a triangle." },
  {
    day: 219,
    category: "Nature Fact",
    text: "Bamboo is a type of grass. Some bamboo can grow almost a metre in a single day!",
  },
  { day: 220, category: "History", text: "The metre was first worked out in France in the 1790s." },
  { day: 221, category: "Number Fact", text: "There are 100 pence in a pound, so £2.50 is the same as 250p." },
  { day: 222, category: "Joke", text: "What runs but never walks? A river!" },
  {
    day: 223,
    category: "Shape Fact",
    text: "Most dice are cubes, but some games use dice with 4, 8, 12 or even 20 faces.",
  },
  { day: 224, category: "Nature Fact", text: "Young sunflowers turn to follow the Sun as it moves across the sky." },
  {
    day: 225,
    category: "History",
    text: "The first Olympic Games were held in ancient Greece nearly 2,800 years ago.",
  },
  {
    day: 226,
    category: "Number Fact",
    text: "Rounded to the nearest 10, 47 becomes 50, because 47 is closer to 50 than to 40.",
  },
  { day: 227, category: "Joke", text: "Where do maths teachers go on holiday? Times Square!" },
  {
    day: 228,
    category: "Shape Fact",
    text: "A 2D shape is flat, like a drawing. A 3D shape is solid, with length, width and height.",
  },
];
