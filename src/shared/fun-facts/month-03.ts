import type { FunFact } from "./fun-fact";

/** The fun facts of March: days 61-91 of the leap-year count. */
export const MONTH_FACTS: readonly FunFact[] = [
  { day: 61, category: "Number Fact", text: "Roman numerals have no symbol for zero." },
  {
    day: 62,
    category: "Joke",
    text: "How do you keep warm in a cold room? Stand in the corner, because it's always 90 degrees!",
  },
  {
    day: 63,
    category: "Shape Fact",
    text: "A square-based pyramid has 5 faces: one square at the bottom and four triangles.",
  },
  {
    day: 64,
    category: "Nature Fact",
    text: "Hedgehogs in Britain hibernate through the winter, sleeping in cosy nests of leaves.",
  },
  {
    day: 65,
    category: "History",
    text: "Ada Lovelace, born in London in 1815, wrote what many people call the first computer program.",
  },
  { day: 66, category: "Number Fact", text: "12 is called a dozen, and twelve dozen (144) is called a gross." },
  { day: 67, category: "Joke", text: "What tool is best for doing maths? Multi-pliers!" },
  { day: 68, category: "Shape Fact", text: "A right angle measures 90 degrees, like the corner of a sheet of paper." },
  { day: 69, category: "Nature Fact", text: "Robins sing all year round in Britain, even in the middle of winter." },
  {
    day: 70,
    category: "History",
    text: "Alan Turing was a brilliant British mathematician who helped to crack secret codes during the Second World War.",
  },
  { day: 71, category: "Number Fact", text: "11 × 11 = 121, and 111 × 111 = 12,321. Can you spot the pattern?" },
  {
    day: 72,
    category: "Joke",
    text: "Why did the girl do her times tables on the floor? Her teacher said not to use tables!",
  },
  {
    day: 73,
    category: "Shape Fact",
    text: "A full turn is 360 degrees, a half turn is 180 degrees and a quarter turn is 90 degrees.",
  },
  { day: 74, category: "Nature Fact", text: "Some oak trees in Britain are more than 1,000 years old." },
  { day: 75, category: "History", text: "Alan Turing's picture is on the Bank of England £50 note." },
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
