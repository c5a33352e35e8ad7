import { describe, expect, it } from "vitest";
import { z } from "zod";
import { TIME_ORDERED_ID, timeOfId } from "../../../tests/support/time-ordered-ids";
import { timeOrderedId, timeOrderedIdMaker } from "./time-ordered-id";

describe("a time-ordered id", () => {
  it("is a version 7 UUID (RFC 9562) holding its time, which the API's schemas take as a UUID", () => {
    const at = new Date("2026-12-01T16:04:05.678Z");
    const id = timeOrderedId(at);
    expect(id).toMatch(TIME_ORDERED_ID);
    expect(timeOfId(id)).toEqual(at);
    expect(z.uuid().safeParse(id).success).toBe(true);
  });

  it("keeps the random bits it is given but for the version's and the variant's", () => {
    expect(timeOrderedId(new Date(0), (size) => new Uint8Array(size).fill(0xff))).toBe(
      "00000000-0000-7fff-bfff-ffffffffffff",
    );
    expect(timeOrderedId(new Date(0), (size) => new Uint8Array(size))).toBe("00000000-0000-7000-8000-000000000000");
  });

  it("sorts after every id made in an earlier millisecond, as text", () => {
    const start = Date.parse("2026-12-01T16:00:00.000Z");
    const ids = Array.from({ length: 200 }, (_, i) => timeOrderedId(new Date(start + i * 7)));
    expect([...ids].reverse().sort()).toEqual(ids);
  });

  it("differs each time in the same millisecond", () => {
    const at = new Date("2026-12-01T16:00:00.000Z");
    expect(new Set(Array.from({ length: 1000 }, () => timeOrderedId(at))).size).toBe(1000);
  });

  it("comes by the count asked from one maker, each with its own random bits, and no more", () => {
    const at = new Date("2026-12-01T16:00:00.000Z");
    const draws: number[] = [];
    const next = timeOrderedIdMaker(at, 31, (size) => {
      draws.push(size);
      return Uint8Array.from({ length: size }, (_, i) => i % 251);
    });
    const ids = Array.from({ length: 31 }, () => next());
    expect(draws).toEqual([31 * 16]);
    expect(new Set(ids).size).toBe(31);
    for (const id of ids) {
      expect(id).toMatch(TIME_ORDERED_ID);
      expect(timeOfId(id)).toEqual(at);
    }
    expect(() => next()).toThrow(RangeError);
  });

  it("is made in a browser as in the server, from the Web Crypto API's random bytes", () => {
    const at = new Date("2026-12-01T16:00:00.000Z");
    const id = timeOrderedId(at);
    expect(id).toMatch(TIME_ORDERED_ID);
    // 74 random bits: two ids of the same millisecond differ after the time's 12 digits.
    expect(id.slice(0, 13)).toBe(timeOrderedId(at).slice(0, 13));
    expect(id).not.toBe(timeOrderedId(at));
    // More ids than the Web Crypto API gives bytes in one call (65,536): each has its own.
    const next = timeOrderedIdMaker(at, 5_000);
    expect(new Set(Array.from({ length: 5_000 }, () => next().slice(14))).size).toBe(5_000);
  });

  it("is refused for a time it cannot hold", () => {
    expect(() => timeOrderedId(new Date(-1))).toThrow(RangeError);
    expect(() => timeOrderedId(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => timeOrderedId(new Date(0), () => new Uint8Array(15))).toThrow(RangeError);
  });
});
