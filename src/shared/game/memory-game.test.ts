import { describe, expect, it } from "vitest";
import { createMemoryGame, memoryActions as act, memoryReducer as reduce, type MemoryState } from "./memory-game";
import { mulberry32 } from "./random";

const game = () => createMemoryGame({ difficulty: "intermediate", random: mulberry32(12) });

/** The indexes of a pair's two cards, and of a card from another pair. */
function pairOf(s: MemoryState, pairId: number): [number, number] {
  const [a, b] = s.cards.flatMap((c, i) => (c.pairId === pairId ? [i] : []));
  if (a === undefined || b === undefined) throw new Error("no such pair");
  return [a, b];
}

describe("the bonus memory game", () => {
  it("turns a mismatch back after 1.5 seconds", () => {
    let s = game();
    const [a] = pairOf(s, 0);
    const [c] = pairOf(s, 1);
    s = reduce(s, act.flip(a, 0));
    expect(s.faceUp).toEqual([a]);
    s = reduce(s, act.flip(c, 100));
    expect(s).toMatchObject({ faceUp: [a, c], pending: { match: false, until: 1_600 }, moves: 1 });
    const [d] = pairOf(s, 2);
    expect(reduce(s, act.flip(d, 1_000))).toMatchObject({ faceUp: [a, c] });
    expect(reduce(s, act.tick(1_599)).faceUp).toEqual([a, c]);
    expect(reduce(s, act.tick(1_600))).toMatchObject({ faceUp: [], matched: [], pending: null });
  });

  it("resolves a match after 0.8 seconds and keeps it up", () => {
    let s = game();
    const [a, b] = pairOf(s, 3);
    s = reduce(reduce(s, act.flip(a, 0)), act.flip(b, 200));
    expect(s.pending).toEqual({ match: true, until: 1_000 });
    expect(reduce(s, act.tick(999)).matched).toEqual([]);
    s = reduce(s, act.tick(1_000));
    expect(s).toMatchObject({ faceUp: [], matched: [a, b], pending: null, phase: "playing" });
    expect(reduce(s, act.flip(a, 2_000))).toEqual(s);
  });

  it("ignores turning the same card twice or a card that is not there", () => {
    let s = reduce(game(), act.flip(0, 0));
    expect(reduce(s, act.flip(0, 10))).toEqual(s);
    s = reduce(s, act.tick(10));
    expect(reduce(s, act.flip(99, 20))).toEqual(s);
  });

  it("is won when all 6 pairs match", () => {
    let s = game();
    let now = 0;
    for (let pair = 0; pair < 6; pair++) {
      const [a, b] = pairOf(s, pair);
      s = reduce(reduce(s, act.flip(a, now)), act.flip(b, now + 100));
      now += 1_000;
      s = reduce(s, act.tick(now));
    }
    expect(s).toMatchObject({ phase: "won", moves: 6, wonAt: 5_900 });
    expect(s.matched).toHaveLength(12);
    expect(reduce(s, act.flip(0, now + 1))).toBe(s);
  });
});
