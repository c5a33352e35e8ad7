import type { FunFact } from "./fun-fact";

/** The fun facts of March 16-31 (days 76-91 of the leap-year count). */
export const FACTS: readonly FunFact[] = [
  { day: 76, category: "Number Fact", text: "Adding two odd numbers always gives an even number: 3 + 5 = 8." },
  { day: 77, category: "Joke", text: "What kind of meals do maths teachers eat? Square meals!" },
  {
    day: 78,
    category: "Shape Fact",
    text: "An angle smaller than a right angle is called acute. An angle bigger than a right angle but smaller than a straight line is obtuse.",
  },
  {
    day: 79,
    category: "Nature Fact",
    text: "Trees and other plants use sunlight, water and air to make their food, and they give out the oxygen we breathe.",
  },
  {
    day: 80,
    category: "History",
    text: "Isaac Newton was an English scientist and mathematician. A famous story says a falling apple got him thinking about gravity.",
  },
  {
    day: 81,
    category: "Number Fact",
    text: "Adding an odd number and an even number always gives an odd number: 4 + 7 = 11.",
  },
  {
    day: 82,
    category: "Joke",
    text: "Why did the maths book look so worried? It had lots of problems, but we can help solve them!",
  },
  {
    day: 83,
    category: "Shape Fact",
    text: "A shape has a line of symmetry if you can fold it so that both halves match exactly.",
  },
  {
    day: 84,
    category: "Nature Fact",
    text: "You can find out the age of a tree by counting the rings in its trunk. Each ring usually means one year.",
  },
  {
    day: 85,
    category: "History",
    text: "The UK changed to decimal money on 15 February 1971. Before then, there were 240 pennies in a pound.",
  },
  {
    day: 86,
    category: "Number Fact",
    text: "In the 9 times table, from 9 × 2 to 9 × 10, the digits of each answer add up to 9. Try 27: 2 + 7 = 9.",
  },
  { day: 87, category: "Joke", text: "What do you call a sleepy dinosaur? A dino-snore!" },
  {
    day: 88,
    category: "Shape Fact",
    text: "A square has 4 lines of symmetry, but a rectangle that is not a square has only 2.",
  },
  {
    day: 89,
    category: "Nature Fact",
    text: "Wild penguins live in the southern half of the world. You won't find any at the North Pole!",
  },
  {
    day: 90,
    category: "History",
    text: "In the old money, there were 12 pennies in a shilling and 20 shillings in a pound.",
  },
  {
    day: 91,
    category: "Number Fact",
    text: "Square numbers come from multiplying a number by itself: 1, 4, 9, 16, 25, 36 and so on.",
  },
];
