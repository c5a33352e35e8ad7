import type { ArithmeticType, Question } from "./question";
import { shuffled, type Random } from "./random";
import { rangedQuestion, type OperandRange } from "./ranged-question";
import { uniqueQuestion } from "./unique-question";

/** `count` questions of one type with operands in a range. */
export interface PoolEntry extends OperandRange {
  type: ArithmeticType;
  count: number;
}

/** A pool game's questions: its entries, each asked `count` times. */
export type QuestionPool = readonly PoolEntry[];

const COMMUTATIVE = new Set(["+", "×"]);

/** Whether `b` straight after `a` would feel like the same question again: itself, or its operands swapped (4 × 2, 2 × 4). */
export function nearRepeat(a: Question, b: Question): boolean {
  if (a.key === b.key) return true;
  return (
    a.operator === b.operator && COMMUTATIVE.has(a.operator) && a.operand1 === b.operand2 && a.operand2 === b.operand1
  );
}

/** Whether `question` may stand at `index` of `list`, beside the questions either side of it. */
const fitsAt = (list: readonly Question[], index: number, question: Question) => {
  const before = list[index - 1];
  const after = list[index + 1];
  return !(before && nearRepeat(before, question)) && !(after && nearRepeat(question, after));
};

/**
 * The list with no question straight after its near repeat, where the list allows: each one
 * that follows its near repeat swaps places with a later (else an earlier) question that fits
 * there and whose own place it fits. The order is otherwise kept, so it stays the seed's.
 */
export function spreadNearRepeats(questions: readonly Question[]): Question[] {
  const list = [...questions];
  for (let i = 1; i < list.length; i++) {
    const previous = list[i - 1] as Question;
    if (!nearRepeat(previous, list[i] as Question)) continue;
    const candidates = [...list.keys()].filter((j) => j > i).concat([...list.keys()].filter((j) => j < i - 1));
    for (const j of candidates) {
      const here = list[i] as Question;
      const there = list[j] as Question;
      const swapped = [...list];
      swapped[i] = there;
      swapped[j] = here;
      if (fitsAt(swapped, i, there) && fitsAt(swapped, j, here)) {
        list[i] = there;
        list[j] = here;
        break;
      }
    }
  }
  return list;
}

/**
 * The whole question list of a pool game, each question unique where the pool allows,
 * shuffled, and none straight after its near repeat (4 × 2 then 2 × 4).
 */
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
  return spreadNearRepeats(shuffled(random, questions));
}
