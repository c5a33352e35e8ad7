import { describe, expect, it } from "vitest";
import { fillIn, listInWords, plural } from "./words";

describe("words", () => {
  it("counts in the singular for one and the plural otherwise", () => {
    expect(plural(1, "game")).toBe("1 game");
    expect(plural(0, "game")).toBe("0 games");
    expect(plural(4, "day")).toBe("4 days");
    expect(plural(2, "child", "children")).toBe("2 children");
  });

  it("lists as a sentence does: and before the last, commas between the others", () => {
    expect(listInWords([])).toBe("");
    expect(listInWords(["Ava"])).toBe("Ava");
    expect(listInWords(["Ava", "Ben"])).toBe("Ava and Ben");
    expect(listInWords(["Ava", "Ben", "Cara"])).toBe("Ava, Ben and Cara");
  });
});

describe("fillIn", () => {
  it("fills each slot with its value as written, $ patterns and all", () => {
    expect(fillIn("Awards for {name}: {n}", { name: "Zo$'e$&$`$1", n: 3 })).toBe("Awards for Zo$'e$&$`$1: 3");
    expect(fillIn("{name} and {name}", { name: "Ava" })).toBe("Ava and Ava");
    expect(fillIn("Keep {missing}", {})).toBe("Keep {missing}");
  });
});
