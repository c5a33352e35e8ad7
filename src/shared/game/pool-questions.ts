import type { Question } from "./question";
import type { QuestionPool } from "./question-pools";
import { shuffled, type Random } from "./random";
import { rangedQuestion } from "./ranged-question";
import { uniqueQuestion } from "./unique-question";

/** The whole question list of a pool game, each question unique where the pool allows, shuffled. */
export function poolQuestions(pool: QuestionPool, random: Random): Question[] {
  const asked = new Set<string>();
  const questions: Question[] = [];
  for (const entry of pool) {
    for (let i = 0; i < entry.count; i++) {
      const question = uniqueQuestion(() => rangedQuestion(entry.type, entry, random), asked);
      asked.add(question.key);
      questions.push(question);
    }
  }
  return shuffled(random, questions);
}
