import type { FunFact } from "./fun-fact";

/** The fun facts of July: days 183-213 of the leap-year count. */
export const MONTH_FACTS: readonly FunFact[] = [
  {
    day: 183,
    category: "Shape Fact",
    text: "Squares, equilateral triangles and regular hexagons tessellate: they fit together with no gaps, like tiles on a floor.",
  },
  {
    day: 184,
    category: "Nature Fact",
    text: "An African elephant is the biggest animal on land. A large one can weigh more than 6,000 kilograms.",
  },
  {
    day: 185,
    category: "History",
    text: "The world's first postage stamp, the Penny Black, was issued in Britain in 1840.",
  },
  {
    day: 186,
    category: "Number Fact",
    text: "A number can be divided by 4 exactly if its last two digits can. 316 works, because 16 ÷ 4 = 4.",
  },
  { day: 187, category: "Joke", text: "What do you call a train carrying bubblegum? A chew-chew train!" },
  {
    day: 188,
    category: "Shape Fact",
    text: "Regular pentagons cannot tile a floor on their own. They always leave gaps!",
  },
  {
    day: 189,
    category: "Nature Fact",
    text: "An elephant's trunk has tens of thousands of muscles. It can pick up a single peanut!",
  },
  {
    day: 190,
    category: "History",
    text: "The Stockton and Darlington Railway opened in 1825. It was one of the first public railways to use steam engines.",
  },
  { day: 191, category: "Number Fact", text: "The first ten prime numbers are 2, 3, 5, 7, 11, 13, 17, 19, 23 and 29." },
  { day: 192, category: "Joke", text: "Why are fish so clever? Because they live in schools!" },
  {
    day: 193,
    category: "Shape Fact",
    text: "A shape with 10 sides is called a decagon, and a shape with 12 sides is called a dodecagon.",
  },
  {
    day: 194,
    category: "Nature Fact",
    text: "A baby kangaroo is called a joey. It lives in its mum's pouch for months while it grows.",
  },
  { day: 195, category: "History", text: "Julius Caesar added leap years to the calendar more than 2,000 years ago." },
  {
    day: 196,
    category: "Number Fact",
    text: "Triangle numbers are 1, 3, 6, 10, 15 and so on. You can arrange that many dots into a triangle.",
  },
  { day: 197, category: "Joke", text: "What kind of tree fits in your hand? A palm tree!" },
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
