import type { FunFact } from "./fun-fact";

/** The fun facts of July 16-31 (days 198-213 of the leap-year count). */
export const FACTS: readonly FunFact[] = [
  {
    day: 198,
    category: "Shape Fact",
    text: "A polygon is a flat shape with straight sides. 'Poly' comes from a Greek word meaning 'many'.",
  },
  { day: 199, category: "Nature Fact", text: "Owls can turn their heads about three-quarters of the way round." },
  {
    day: 200,
    category: "History",
    text: "In 1752, Britain changed its calendar and skipped 11 days: 2 September was followed by 14 September!",
  },
  {
    day: 201,
    category: "Number Fact",
    text: "In the Fibonacci sequence, each number is the two before it added together: 1, 1, 2, 3, 5, 8, 13, 21...",
  },
  { day: 202, category: "Joke", text: "Why did the banana go to the doctor? It wasn't peeling well!" },
  {
    day: 203,
    category: "Shape Fact",
    text: "A classic football is made from 12 pentagons and 20 hexagons stitched together.",
  },
  { day: 204, category: "Nature Fact", text: "Hummingbirds can fly backwards, and their wings beat so fast they hum." },
  { day: 205, category: "History", text: "The game of chess began in India about 1,500 years ago." },
  { day: 206, category: "Number Fact", text: "52 weeks make 364 days, which is one day short of an ordinary year." },
  { day: 207, category: "Joke", text: "Why did the teddy bear say no to pudding? It was already stuffed!" },
  {
    day: 208,
    category: "Shape Fact",
    text: "A cuboid is like a stretched cube. A shoebox and a brick are both cuboids.",
  },
  {
    day: 209,
    category: "Nature Fact",
    text: "Arctic terns fly from the Arctic to the Antarctic and back every year, the longest journey of any animal.",
  },
  {
    day: 210,
    category: "History",
    text: "The Vikings played a board game called hnefatafl, where a king tries to escape to the edge of the board.",
  },
  { day: 211, category: "Number Fact", text: "A fortnight is 14 days, or two weeks." },
  { day: 212, category: "Joke", text: "What did one plate say to the other plate? Dinner's on me!" },
  {
    day: 213,
    category: "Shape Fact",
    text: "A triangular prism has 5 faces: 2 triangles and 3 rectangles. Some chocolate bars come in boxes this shape.",
  },
];
