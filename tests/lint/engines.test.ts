import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

type Version = [major: number, minor: number, patch: number];

/** A version, or the lowest of a partial one ("22", "22.13", "12.*", "v12.22.7"). */
function lowest(text: string): { version: Version; parts: number } {
  const parts = text
    .replace(/^v/, "")
    .split(".")
    .filter((part) => part !== "*" && part.toLowerCase() !== "x");
  const [major = 0, minor = 0, patch = 0] = parts.map(Number);
  return { version: [major, minor, patch], parts: parts.length };
}

const compare = (a: Version, b: Version) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** Whether `version` meets one comparator of an npm range ("^20.19.0", ">= 14", "~1.2", "18", "*"). */
function meets(version: Version, comparator: string): boolean {
  if (comparator === "*" || comparator === "") return true;
  const match = /^(\^|~|>=|<=|>|<|=)?(.*)$/.exec(comparator);
  const operator = match?.[1] ?? "";
  const { version: bound, parts } = lowest(match?.[2] ?? "");
  const order = compare(version, bound);
  switch (operator) {
    case ">=":
      return order >= 0;
    case ">":
      return order > 0;
    case "<=":
      return order <= 0;
    case "<":
      return order < 0;
    case "^":
      return order >= 0 && version[0] === bound[0];
    case "~":
      return order >= 0 && version[0] === bound[0] && (parts < 2 || version[1] === bound[1]);
    default:
      // A bare version: as many parts as it gives must match ("18" is any 18.x).
      return version.slice(0, Math.max(parts, 1)).every((n, i) => n === bound[i]);
  }
}

/** Whether `version` is in an npm range: alternatives with "||", each a set of comparators all met. */
function satisfies(version: Version, range: string): boolean {
  return range.split("||").some((alternative) =>
    alternative
      .trim()
      .replace(/(\^|~|>=|<=|>|<|=)\s+/g, "$1")
      .split(/\s+/)
      .every((comparator) => meets(version, comparator)),
  );
}

const ours = (JSON.parse(read("package.json")) as { engines: { node: string } }).engines.node;
/** The first version of each line of Node that the project says it runs on. */
const firstOfEachLine = ours.split("||").map((alternative) => {
  const floor = alternative.trim().split(/\s+/)[0] ?? "";
  return lowest(floor.replace(/^>=/, "")).version;
});

describe("the versions of Node the project says it runs on", () => {
  it("reads npm's ranges as npm does", () => {
    expect(satisfies([22, 12, 0], "^20.19.0 || ^22.13.0 || >=24")).toBe(false);
    expect(satisfies([22, 13, 0], "^20.19.0 || ^22.13.0 || >=24")).toBe(true);
    expect(satisfies([23, 0, 0], ">=20.19 <21 || >=22.13 <23 || >=24")).toBe(false);
    expect(satisfies([20, 1, 0], "18 || 20 || >=22")).toBe(true);
    expect(satisfies([12, 22, 7], ">=v12.22.7")).toBe(true);
    expect(satisfies([10, 0, 0], ">= 12.*")).toBe(false);
  });

  it("are versions every locked dependency accepts, and the README says the same", () => {
    const lock = JSON.parse(read("package-lock.json")) as {
      packages: Record<string, { engines?: Record<string, string> | string[] }>;
    };
    const refusing: string[] = [];
    for (const [name, entry] of Object.entries(lock.packages)) {
      const range = entry.engines && !Array.isArray(entry.engines) ? entry.engines.node : undefined;
      if (!range) continue;
      for (const version of firstOfEachLine) {
        if (!satisfies(version, range))
          refusing.push(`${name || "the project"} (${range}) refuses ${version.join(".")}`);
      }
    }
    expect(refusing).toEqual([]);
    const readme = read("README.md");
    for (const [major, minor] of firstOfEachLine)
      expect(readme).toContain(minor > 0 ? `${major}.${minor}` : `Node ${major}`);
  });
});
