/**
 * A plain Leitner scheduler, the method of open-source peers, for the
 * learning benchmark: five boxes asked every 1, 2, 4, 8 and 16 sessions; a
 * right answer moves a fact up a box, a miss back to the first; four facts
 * never tried come in a session. Facts the child met before start in the
 * first box. The due facts come first, lowest box first; the session's other
 * questions go to the facts not yet due, lowest box first and then the
 * longest unasked, so a session has as many questions as the others; a child with few facts goes round them.
 */
import type { Random } from "../../src/shared/game/random";
import { factKey, factOf, type Fact, type FactAttempt, type FactQuestion } from "../../src/shared/learning/fact-model";
import { TIMES_TABLE_FACTS } from "../../src/shared/learning/plan-practice";

const BOXES = 5;
const NEW_FACTS = 4;

export interface Scheduler {
  /**
   * The session's questions from the kept answers (each fact's last ten), and
   * `stored`: those and, before them, the first answer of each earlier
   * sitting kept (storedAttemptsOf).
   */
  plan(attempts: readonly FactAttempt[], now: Date, random: Random, stored: readonly FactAttempt[]): FactQuestion[];
  /** Told each answer of the session, in order. */
  answered?(question: FactQuestion, correct: boolean): void;
  /** What the last plan read of a fact's chance of a right and quick answer at a moment, where it read its own. */
  chance?(key: string, at: Date): number | undefined;
}

export function leitner(count: number): Scheduler {
  const box = new Map<string, number>();
  const movedThisSession = new Set<string>();
  const lastAsked = new Map<string, number>();
  let session = 0;
  return {
    plan(attempts, _now, random) {
      session += 1;
      movedThisSession.clear();
      const tried = new Set(attempts.map((a) => factKey(factOf(a) as Fact)));
      for (const key of tried) if (!box.has(key)) box.set(key, 1);
      const fresh = TIMES_TABLE_FACTS.filter((f) => !box.has(factKey(f))).slice(0, NEW_FACTS);
      for (const f of fresh) box.set(factKey(f), 1);
      const boxOf = (f: Fact) => box.get(factKey(f)) ?? 0;
      const isDue = (f: Fact) => (session - 1) % 2 ** (boxOf(f) - 1) === 0;
      const known = TIMES_TABLE_FACTS.filter((f) => box.has(factKey(f)) && !fresh.includes(f)).sort(
        (x, y) =>
          Number(isDue(y)) - Number(isDue(x)) ||
          boxOf(x) - boxOf(y) ||
          (lastAsked.get(factKey(x)) ?? 0) - (lastAsked.get(factKey(y)) ?? 0),
      );
      const list = [...fresh, ...known];
      const out: FactQuestion[] = [];
      for (let i = 0; out.length < count && list.length > 0; i++) {
        const f = list[i % list.length] as Fact;
        const swap = random() < 0.5;
        out.push({ operation: "multiplication", operand1: swap ? f.b : f.a, operand2: swap ? f.a : f.b });
      }
      return out;
    },
    answered(question, correct) {
      const key = factKey(factOf(question) as Fact);
      lastAsked.set(key, session);
      if (movedThisSession.has(key)) return;
      movedThisSession.add(key);
      box.set(key, correct ? Math.min(BOXES, (box.get(key) ?? 1) + 1) : 1);
    },
  };
}
