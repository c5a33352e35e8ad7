import type { FunFact } from "./fun-fact";

/** The fun facts of May 1-15 (days 122-136 of the leap-year count). */
export const FACTS: readonly FunFact[] = [
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
];
