import { afterEach, describe, expect, it, vi } from "vitest";
import { keepsStill } from "./celebrate";

const prefers = (reduce: boolean) =>
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: reduce && query.includes("reduce"), media: query }));

afterEach(() => {
  vi.unstubAllGlobals();
  delete document.body.dataset.reduceMotion;
});

describe("the page keeps still (no confetti, no bouncing or flashing)", () => {
  it("when the device asks for reduced motion, or the child's parent turned on less movement, and not otherwise", () => {
    prefers(false);
    expect(keepsStill()).toBe(false);
    document.body.dataset.reduceMotion = "";
    expect(keepsStill()).toBe(true);
    delete document.body.dataset.reduceMotion;
    prefers(true);
    expect(keepsStill()).toBe(true);
  });
});
