import { UNIQUE_QUESTION_ATTEMPTS } from "./modes";

/**
 * Makes up to UNIQUE_QUESTION_ATTEMPTS (50) questions until one has not been
 * asked in this game; after that the last one is accepted, even as a repeat.
 */
export function uniqueQuestion<Q extends { key: string }>(make: () => Q, asked: ReadonlySet<string>): Q {
  let question = make();
  for (let attempt = 1; attempt < UNIQUE_QUESTION_ATTEMPTS && asked.has(question.key); attempt++) {
    question = make();
  }
  return question;
}
