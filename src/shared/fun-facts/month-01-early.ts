import type { FunFact } from "./fun-fact";

/** The fun facts of January 1-15 (days 1-15 of the leap-year count). */
export const FACTS: readonly FunFact[] = [
  {
    day: 1,
    category: "Number Fact",
    text: "Zero is an even number, because it can be shared into two equal groups of nothing.",
  },
  { day: 2, category: "Joke", text: "Why should you never argue with a 90-degree angle? Because it's always right!" },
  {
    day: 3,
    category: "Shape Fact",
    text: "A triangle has 3 straight sides and 3 corners. The corners are called vertices.",
  },
  { day: 4, category: "Nature Fact", text: "An octopus has three hearts and blue blood." },
  {
    day: 5,
    category: "History",
    text: "The equals sign was invented by Welsh mathematician Robert Recorde in 1557. He chose two parallel lines because no two things could be more equal.",
  },
  { day: 6, category: "Number Fact", text: "If you add up all the whole numbers from 1 to 10, you get 55." },
  { day: 7, category: "Joke", text: "What do you call a number that can't keep still? A roamin' numeral!" },
  { day: 8, category: "Shape Fact", text: "The three angles inside any triangle always add up to 180 degrees." },
  {
    day: 9,
    category: "Nature Fact",
    text: "Honeybees have five eyes: two big ones on the sides of their head and three tiny ones on top.",
  },
  { day: 10, category: "History", text: "The + and − signs first appeared in a printed book in Germany in 1489." },
  { day: 11, category: "Number Fact", text: "Any number multiplied by 0 is 0. Even a million times 0 is 0!" },
  { day: 12, category: "Joke", text: "Why did the pupil wear glasses in maths lessons? To help with di-vision!" },
  {
    day: 13,
    category: "Shape Fact",
    text: "The four angles inside any four-sided shape always add up to 360 degrees.",
  },
  {
    day: 14,
    category: "Nature Fact",
    text: "Spiders have eight legs, but insects have six. So a spider is not an insect!",
  },
  { day: 15, category: "History", text: "The Great Pyramid of Giza in Egypt was built about 4,500 years ago." },
];
