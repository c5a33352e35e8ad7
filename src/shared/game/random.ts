/** A source of randomness: each call gives a number in [0, 1). Injected everywhere so games can be replayed. */
export type Random = () => number;

/**
 * A small deterministic generator (mulberry32): the same seed gives the same
 * sequence, for tests and replays. Production play may pass `Math.random`.
 */
export function mulberry32(seed: number): Random {
  const generator = new Mulberry32(seed);
  return () => generator.next();
}

/** mulberry32 as an object, kept to take a sequence up later where it stopped (a filter's draws between plans). */
export class Mulberry32 {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }
}

/** A whole number from `min` to `max` inclusive. A source that returns 1 or more is clamped to `max`. */
export function randomInt(random: Random, min: number, max: number): number {
  const span = max - min + 1;
  return min + Math.min(span - 1, Math.floor(random() * span));
}

/** One element of a non-empty list. */
export function pickOne<T>(random: Random, items: readonly T[]): T {
  const item = items[randomInt(random, 0, items.length - 1)];
  if (item === undefined) throw new Error("pickOne needs a non-empty list");
  return item;
}

/** A shuffled copy (Fisher-Yates). */
export function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomInt(random, 0, i);
    const a = copy[i] as T;
    copy[i] = copy[j] as T;
    copy[j] = a;
  }
  return copy;
}
