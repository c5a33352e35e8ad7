import type { FunFact } from "./fun-fact";

/** The fun facts of May: days 122-152 of the leap-year count. */
export const MONTH_FACTS: readonly FunFact[] = [
  { day: 122, category: "Joke", text: "What goes up but never comes down? Your age!" },
  {
    day: 123,
    category: "Shape Fact",
    text: "Perpendicular lines meet at a right angle, like the two lines of the letter L.",
  },
  { day: 124, category: "Nature Fact", text: "Saturn's beautiful rings are made mostly of chunks of ice and rock." },
  {
    day: 125,
    category: "History",
    text: "Katherine Johnson was a NASA mathematician whose careful sums helped astronauts travel to space and back safely.",
  },
  {
    day: 126,
    category: "Number Fact",
    text: "You can add two numbers in either order, so 5 + 8 = 8 + 5. But 8 − 5 is not the same as 5 − 8!",
  },
  { day: 127, category: "Joke", text: "Why did the teacher take a ruler to bed? To see how long she slept!" },
  {
    day: 128,
    category: "Shape Fact",
    text: "An equilateral triangle has three sides of the same length, and every one of its angles is 60 degrees.",
  },
  {
    day: 129,
    category: "Nature Fact",
    text: "There are eight planets in our Solar System, and Earth is the third one from the Sun.",
  },
  {
    day: 130,
    category: "History",
    text: "A famous story says that the ancient Greek thinker Archimedes shouted 'Eureka!' in his bath when he solved a puzzle.",
  },
  {
    day: 131,
    category: "Number Fact",
    text: "Four is the only number whose name in English has the same number of letters as its value: F-O-U-R.",
  },
  { day: 132, category: "Joke", text: "Why did the scarecrow win a prize? Because he was outstanding in his field!" },
  { day: 133, category: "Shape Fact", text: "An isosceles triangle has two sides of the same length." },
  { day: 134, category: "Nature Fact", text: "Mars looks red because its dusty ground contains rusty iron." },
  {
    day: 135,
    category: "History",
    text: "Euclid, an ancient Greek mathematician, wrote a book about shapes called Elements. It was used in schools for over 2,000 years.",
  },
  {
    day: 136,
    category: "Number Fact",
    text: "6 is a perfect number: its factors 1, 2 and 3 add up to 6. The next perfect number is 28.",
  },
  { day: 137, category: "Joke", text: "Why can't a bicycle stand up on its own? It's two-tyred!" },
  { day: 138, category: "Shape Fact", text: "A scalene triangle has three sides that are all different lengths." },
  { day: 139, category: "Nature Fact", text: "Your heart beats about 100,000 times every day." },
  {
    day: 140,
    category: "History",
    text: "Pythagoras was an ancient Greek thinker. A famous rule about right-angled triangles is named after him.",
  },
  {
    day: 141,
    category: "Number Fact",
    text: "Palindromic numbers read the same forwards and backwards, like 121, 353 and 8,008.",
  },
  { day: 142, category: "Joke", text: "What did the sea say to the beach? Nothing, it just waved!" },
  { day: 143, category: "Shape Fact", text: "A right-angled triangle has one angle of exactly 90 degrees." },
  {
    day: 144,
    category: "Nature Fact",
    text: "A grown-up has 206 bones. Babies are born with about 300, and some of them join together as they grow.",
  },
  {
    day: 145,
    category: "History",
    text: "Hypatia of Alexandria was a mathematician and teacher who lived more than 1,600 years ago.",
  },
  { day: 146, category: "Number Fact", text: "Multiplying any number by 1 leaves it exactly the same." },
  { day: 147, category: "Joke", text: "Why did the Sun go to school? To get even brighter!" },
  {
    day: 148,
    category: "Shape Fact",
    text: "A rhombus has four sides of the same length. It looks like a square that has been gently pushed over.",
  },
  {
    day: 149,
    category: "Nature Fact",
    text: "The smallest bone in your body is deep inside your ear. It is about the size of a grain of rice.",
  },
  { day: 150, category: "History", text: "The Romans measured long distances in miles. A Roman mile was 1,000 paces." },
  { day: 151, category: "Number Fact", text: "A whole number that ends in 0, 2, 4, 6 or 8 is even." },
  { day: 152, category: "Joke", text: "What do you call a cow in an earthquake? A milkshake!" },
];
