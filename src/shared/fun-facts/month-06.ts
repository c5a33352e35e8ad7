import type { FunFact } from "./fun-fact";

/** The fun facts of June: days 153-182 of the leap-year count. */
export const MONTH_FACTS: readonly FunFact[] = [
  {
    day: 153,
    category: "Shape Fact",
    text: "A parallelogram has two pairs of parallel sides. Its opposite sides are the same length.",
  },
  {
    day: 154,
    category: "Nature Fact",
    text: "Frogs do not need to drink with their mouths. They soak up water through their skin.",
  },
  { day: 155, category: "History", text: "The word 'mile' comes from the Latin word 'mille', which means a thousand." },
  {
    day: 156,
    category: "Number Fact",
    text: "To double a number, add it to itself: double 17 is 17 + 17, which is 34.",
  },
  { day: 157, category: "Joke", text: "Where do sheep go for a haircut? To the baa-baa shop!" },
  { day: 158, category: "Shape Fact", text: "A trapezium is a four-sided shape with a pair of parallel sides." },
  {
    day: 159,
    category: "Nature Fact",
    text: "A caterpillar changes into a butterfly inside a case called a chrysalis. This amazing change is called metamorphosis.",
  },
  {
    day: 160,
    category: "History",
    text: "The word 'calculate' comes from a Latin word for a small pebble, because people once counted with stones.",
  },
  {
    day: 161,
    category: "Number Fact",
    text: "To multiply by 4, double and double again: 13 doubled is 26, and 26 doubled is 52. So 4 × 13 = 52.",
  },
  { day: 162, category: "Joke", text: "What do elves learn at school? The elf-abet!" },
  { day: 163, category: "Shape Fact", text: "A kite has two pairs of equal sides, and each pair sits side by side." },
  {
    day: 164,
    category: "Nature Fact",
    text: "Ladybirds are not always red with black spots. Some are yellow, orange or even black with red spots.",
  },
  {
    day: 165,
    category: "History",
    text: "Hadrian's Wall, built by the Romans across the north of England, is about 73 miles long.",
  },
  {
    day: 166,
    category: "Number Fact",
    text: "To multiply by 5, multiply by 10 and then halve: 18 × 10 = 180, and half of 180 is 90. So 5 × 18 = 90.",
  },
  { day: 167, category: "Joke", text: "Why did the square go to the gym? To stay in shape!" },
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
